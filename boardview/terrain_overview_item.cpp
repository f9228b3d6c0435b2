#include "boardview/terrain_overview_item.h"

#include "cartography/board_art.h"
#include "cartography/board_geometry.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace canaan::boardview {

namespace {
constexpr double kPixelsPerUnit = 0.2; // a hex 35 pixels wide: about as fine as the view shows it
constexpr int kLargestSide = 4096;      // pixels; larger maps are drawn coarser
} // namespace

TerrainOverviewItem::TerrainOverviewItem(QGraphicsItem *parent) : QGraphicsItem(parent)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

void TerrainOverviewItem::setHexes(const std::vector<settlers::MapHex> &hexes)
{
    prepareGeometryChange();
    QRectF bounds;
    const QRectF hex = cartography::hexOutline().boundingRect();
    for (const settlers::MapHex &h : hexes)
        bounds |= hex.translated(cartography::sceneCentreOf(h.at));
    if (bounds.isEmpty())
        bounds = hex;
    m_bounds = bounds.adjusted(-hex.width(), -hex.height(), hex.width(), hex.height());
    m_scale = std::min(kPixelsPerUnit, kLargestSide / std::max(m_bounds.width(), m_bounds.height()));
    m_image = QImage(int(std::ceil(m_bounds.width() * m_scale)), int(std::ceil(m_bounds.height() * m_scale)),
                     QImage::Format_ARGB32_Premultiplied);
    m_image.fill(Qt::transparent);
    QPainter painter(&m_image);
    for (const settlers::MapHex &h : hexes)
        fillHex(painter, h.at, cartography::terrainColor(h.terrain));
    update();
}

bool TerrainOverviewItem::setHex(settlers::HexCoord at, const settlers::MapHex *hex)
{
    const QRectF area = cartography::hexOutline().boundingRect().translated(cartography::sceneCentreOf(at));
    if (!m_bounds.contains(area))
        return false;
    QPainter painter(&m_image);
    painter.setCompositionMode(QPainter::CompositionMode_Source);
    fillHex(painter, at, hex ? cartography::terrainColor(hex->terrain) : QColor(Qt::transparent));
    update(area);
    return true;
}

void TerrainOverviewItem::fillHex(QPainter &painter, settlers::HexCoord at, const QColor &color) const
{
    // No antialiasing: neighbouring hexes then share their edge pixels exactly, with no seam, and
    // a repainted hex covers its old pixels and no others.
    const QPointF origin = (cartography::sceneCentreOf(at) - m_bounds.topLeft()) * m_scale;
    QPolygonF outline = cartography::hexOutline();
    for (QPointF &p : outline)
        p = origin + p * m_scale;
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    painter.drawPolygon(outline);
}

void TerrainOverviewItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->drawImage(m_bounds, m_image);
}

} // namespace canaan::boardview
