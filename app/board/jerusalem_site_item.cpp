#include "jerusalem_site_item.h"

#include "board_art.h"
#include "board_geometry.h"
#include "board_text.h"

#include <QPainter>

namespace canaan::board {

namespace {
constexpr double kRadius = 9.0;
}

JerusalemSiteItem::JerusalemSiteItem(VertexId id, const Vertex &vertex, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_id(id)
{
    setPos(scenePointOf(vertex.at));
    retranslate();
}

QRectF JerusalemSiteItem::boundingRect() const
{
    const double r = kRadius + 2;
    return {-r, -r, 2 * r, 2 * r};
}

void JerusalemSiteItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(palette::kGold.darker(150), 1.5));
    painter->setBrush(palette::kGold);
    painter->drawEllipse(QPointF(0, 0), kRadius, kRadius);
    // A building stone in the middle.
    painter->setBrush(QColor(0xf4, 0xec, 0xd6));
    painter->drawRect(QRectF(-4.5, -3.5, 9, 7));
}

void JerusalemSiteItem::retranslate() { setToolTip(BoardText::jerusalemSite()); }

} // namespace canaan::board
