#include "boardview/jerusalem_site_item.h"

#include "cartography/board_geometry.h"
#include "boardview/board_text.h"
#include "cartography/map_drawing.h"

namespace canaan::boardview {

JerusalemSiteItem::JerusalemSiteItem(settlers::VertexId id, const settlers::Vertex &vertex, QGraphicsItem *parent)
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
