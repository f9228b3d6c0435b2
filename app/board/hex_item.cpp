#include "hex_item.h"

#include "board_art.h"
#include "board_geometry.h"
#include "board_text.h"

#include <QPainter>
#include <QSvgRenderer>

namespace canaan::board {

HexItem::HexItem(TileId id, const Tile &tile, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_id(id), m_at(tile.at), m_terrain(tile.terrain)
{
    setPos(sceneCentreOf(m_at));
    retranslate();
}

QRectF HexItem::boundingRect() const { return hexOutline().boundingRect(); }

QPainterPath HexItem::shape() const
{
    QPainterPath path;
    path.addPolygon(hexOutline());
    path.closeSubpath();
    return path;
}

void HexItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QPolygonF outline = hexOutline();
    painter->save();
    painter->setClipPath(shape(), Qt::IntersectClip);
    painter->fillRect(boundingRect(), terrainColor(m_terrain));
    if (QSvgRenderer *art = terrainArt(m_terrain))
        art->render(painter, boundingRect());
    painter->restore();

    // Jerusalem's hexes form one walled city (JerusalemCityItem): no seams between them.
    if (m_terrain == Terrain::Jerusalem)
        return;
    // Land hexes get a sandy rim like the cardboard tiles; the sea only a faint seam.
    const bool land = isLand(m_terrain);
    QPen rim(land ? QColor(0xf2, 0xe3, 0xb3) : QColor(0x2b, 0x6f, 0xa6), land ? 4.0 : 1.5);
    rim.setJoinStyle(Qt::RoundJoin);
    painter->setPen(rim);
    painter->setBrush(Qt::NoBrush);
    painter->drawPolygon(land ? hexOutline(0.98) : outline);
}

void HexItem::retranslate() { setToolTip(BoardText::terrainName(m_terrain)); }

} // namespace canaan::board
