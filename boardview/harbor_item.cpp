#include "boardview/harbor_item.h"

#include "cartography/board_geometry.h"
#include "boardview/board_text.h"
#include "cartography/map_drawing.h"

namespace canaan::boardview {

HarborItem::HarborItem(const settlers::Harbor &harbor, QGraphicsItem *parent) : QGraphicsItem(parent), m_harbor(harbor)
{
    setPos(cartography::sceneCentreOf(harbor.at));
    retranslate();
}

std::array<QPointF, 2> HarborItem::localEnds() const { return cartography::harborEnds(m_harbor); }

std::array<QPointF, 2> HarborItem::intersections() const
{
    const auto ends = localEnds();
    return {mapToScene(ends[0]), mapToScene(ends[1])};
}

QRectF HarborItem::boundingRect() const { return cartography::harborBounds(); }

void HarborItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    cartography::paintHarbor(painter, m_harbor);
}

void HarborItem::retranslate() { setToolTip(BoardText::harborDescription(m_harbor.resource)); }

} // namespace canaan::boardview
