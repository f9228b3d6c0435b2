#include "boardview/jerusalem_city_item.h"

namespace canaan::boardview {

JerusalemCityItem::JerusalemCityItem(const std::vector<settlers::HexCoord> &hexes, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_city(cartography::jerusalemCity(hexes))
{
    setAcceptedMouseButtons(Qt::NoButton); // clicks belong to the hexes below
}

QRectF JerusalemCityItem::boundingRect() const { return m_city.area.boundingRect(); }

void JerusalemCityItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    cartography::paintJerusalemCity(painter, m_city);
}

} // namespace canaan::boardview
