#include "jerusalem_site_item.h"

#include "board_geometry.h"
#include "board_text.h"
#include "map_drawing.h"

namespace canaan::boardview {

JerusalemSiteItem::JerusalemSiteItem(VertexId id, const Vertex &vertex, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_id(id)
{
    setPos(cartography::scenePointOf(vertex.at));
    retranslate();
}

QRectF JerusalemSiteItem::boundingRect() const
{
    return cartography::jerusalemSiteBounds();
}

void JerusalemSiteItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    cartography::paintJerusalemSite(painter);
}

void JerusalemSiteItem::retranslate() { setToolTip(BoardText::jerusalemSite()); }

} // namespace canaan::boardview
