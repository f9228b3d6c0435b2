#include "boardview/road_item.h"

#include "cartography/board_art.h"
#include "cartography/board_geometry.h"

#include <QPainter>
#include <QPainterPath>

namespace canaan::boardview {

namespace {
// Short of the intersections, so settlements and cities stay visible.
constexpr double kHalfLength = cartography::kHexRadius * 0.36;
constexpr double kHalfWidth = 6.0;
} // namespace

RoadItem::RoadItem(settlers::EdgeId id, const settlers::Edge &edge, const QColor &color, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_id(id), m_color(color)
{
    setPos(cartography::sceneMidpointOf(edge.at));
    setRotation(cartography::sceneAngleOf(edge.at));
}

QRectF RoadItem::boundingRect() const
{
    return {-kHalfLength - 5, -kHalfWidth - 5, 2 * kHalfLength + 10, 2 * kHalfWidth + 10};
}

void RoadItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QPainterPath road;
    road.addRoundedRect(QRectF(-kHalfLength, -kHalfWidth, 2 * kHalfLength, 2 * kHalfWidth), 3, 3);
    cartography::drawPieceOutline(painter, road, m_color);
}

} // namespace canaan::boardview
