#include "road_item.h"

#include "board_geometry.h"

#include <QPainter>

namespace canaan::board {

namespace {
// Short of the intersections, so settlements and cities stay visible.
constexpr double kHalfLength = kHexRadius * 0.36;
constexpr double kHalfWidth = 6.0;
} // namespace

RoadItem::RoadItem(EdgeId id, const Edge &edge, const QColor &color, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_id(id), m_color(color)
{
    setPos(sceneMidpointOf(edge.at));
    setRotation(sceneAngleOf(edge.at));
}

QRectF RoadItem::boundingRect() const
{
    return {-kHalfLength - 2, -kHalfWidth - 2, 2 * kHalfLength + 4, 2 * kHalfWidth + 4};
}

void RoadItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(m_color.darker(220), 2));
    painter->setBrush(m_color);
    painter->drawRoundedRect(QRectF(-kHalfLength, -kHalfWidth, 2 * kHalfLength, 2 * kHalfWidth), 3, 3);
}

} // namespace canaan::board
