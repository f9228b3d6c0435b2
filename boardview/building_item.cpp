#include "boardview/building_item.h"

#include "cartography/board_art.h"
#include "cartography/board_geometry.h"

#include <QPainter>

namespace canaan::boardview {

BuildingItem::BuildingItem(settlers::VertexId id, const settlers::Vertex &vertex, BuildingKind kind, const QColor &color,
                           QGraphicsItem *parent)
    : QGraphicsItem(parent), m_id(id), m_kind(kind), m_color(color)
{
    setPos(cartography::scenePointOf(vertex.at));
}

QRectF BuildingItem::boundingRect() const { return {-25, -25, 50, 45}; }

void BuildingItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QPolygonF outline;
    if (m_kind == BuildingKind::Settlement) // a house with a pitched roof
        outline << QPointF(-11, 12) << QPointF(-11, -3) << QPointF(0, -14) << QPointF(11, -3) << QPointF(11, 12);
    else // a hall with a tower
        outline << QPointF(-19, 13) << QPointF(-19, -2) << QPointF(-5, -2) << QPointF(-5, -10) << QPointF(3, -19)
                << QPointF(11, -10) << QPointF(11, -2) << QPointF(19, -2) << QPointF(19, 13);
    cartography::drawPieceOutline(painter, outline, m_color);
}

} // namespace canaan::boardview
