#include "boardview/hex_item.h"

#include "cartography/board_art.h"
#include "cartography/board_geometry.h"
#include "boardview/board_text.h"

#include "cartography/terrain_tiles.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QWidget>

namespace canaan::boardview {

HexItem::HexItem(settlers::TileId id, const settlers::Tile &tile, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_id(id), m_at(tile.at), m_terrain(tile.terrain)
{
    setPos(cartography::sceneCentreOf(m_at));
    retranslate();
}

QRectF HexItem::boundingRect() const { return cartography::hexOutline().boundingRect(); }

QPainterPath HexItem::shape() const
{
    QPainterPath path;
    path.addPolygon(cartography::hexOutline());
    path.closeSubpath();
    return path;
}

void HexItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *widget)
{
    if (!widget) { // a picture (export, render): the vectors, sharp at any size
        cartography::paintTerrainHex(painter, m_terrain);
        return;
    }
    // On screen: the shared tile of the size band this zoom needs.
    const double scale = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform())
                         * widget->devicePixelRatioF();
    const QRectF bounds = boundingRect();
    const QPixmap &tile = cartography::terrainTile(m_terrain, bounds.width() * scale);
    painter->drawPixmap(bounds, tile, QRectF(tile.rect()));
}

void HexItem::retranslate() { setToolTip(BoardText::terrainName(m_terrain)); }

} // namespace canaan::boardview
