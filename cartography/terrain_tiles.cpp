#include "cartography/terrain_tiles.h"

#include "cartography/board_art.h"
#include "cartography/board_geometry.h"

#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>
#include <algorithm>
#include <cmath>

namespace canaan::cartography {

namespace {
constexpr int kSmallestBand = 8;
constexpr int kLargestBand = 1024;
} // namespace

void paintTerrainHex(QPainter *painter, settlers::Terrain terrain)
{
    const QPolygonF outline = hexOutline();
    const QRectF bounds = outline.boundingRect();
    QPainterPath shape;
    shape.addPolygon(outline);
    shape.closeSubpath();
    painter->save();
    painter->setClipPath(shape, Qt::IntersectClip);
    // The hex, not its bounding square: SVG readers that ignore clipping still show a hex.
    painter->setPen(Qt::NoPen);
    painter->setBrush(terrainColor(terrain));
    painter->drawPolygon(outline);
    if (QSvgRenderer *art = terrainArt(terrain))
        art->render(painter, bounds);
    painter->restore();

    // Jerusalem's hexes form one walled city (JerusalemCityItem): no seams between them.
    if (terrain == settlers::Terrain::Jerusalem)
        return;
    // Land hexes get a sandy rim like the cardboard tiles; the sea only a faint seam.
    const bool land = settlers::isLand(terrain);
    QPen rim(land ? QColor(0xf2, 0xe3, 0xb3) : QColor(0x2b, 0x6f, 0xa6), land ? 4.0 : 1.5);
    rim.setJoinStyle(Qt::RoundJoin);
    painter->setPen(rim);
    painter->setBrush(Qt::NoBrush);
    painter->drawPolygon(land ? hexOutline(0.98) : outline);
}

const QPixmap &cachedTile(int key, const QRectF &bounds, double pixels, const std::function<void(QPainter *)> &draw)
{
    static QHash<qint64, QPixmap> tiles; // key: picture * 4096 + band
    int band = kSmallestBand;
    while (band < pixels && band < kLargestBand)
        band *= 2;
    const qint64 slot = qint64(key) * 4096 + band;
    const auto found = tiles.constFind(slot);
    if (found != tiles.constEnd())
        return *found;
    const double scale = band / bounds.width();
    QPixmap tile(band, int(std::ceil(bounds.height() * scale)));
    tile.fill(Qt::transparent);
    QPainter painter(&tile);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    painter.scale(scale, scale);
    painter.translate(-bounds.topLeft());
    draw(&painter);
    painter.end();
    return *tiles.insert(slot, tile);
}

const QPixmap &terrainTile(settlers::Terrain terrain, double pixels)
{
    return cachedTile(int(terrain), hexOutline().boundingRect(), pixels,
                      [terrain](QPainter *painter) { paintTerrainHex(painter, terrain); });
}

} // namespace canaan::cartography
