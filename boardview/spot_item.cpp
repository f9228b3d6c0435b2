#include "boardview/spot_item.h"

#include "cartography/board_art.h"

#include <QCursor>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>

namespace canaan::boardview {

SpotItem::SpotItem(SpotKind kind, int id, QPointF at, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_kind(kind), m_id(id)
{
    setPos(at);
    setAcceptHoverEvents(true);
    setAcceptedMouseButtons(Qt::LeftButton);
    setCursor(Qt::PointingHandCursor);
}

double SpotItem::radius() const
{
    if (m_onSite)
        return 16.0; // outside the site's gold ring (its radius is 9, its outline 11)
    return m_kind == SpotKind::Tile ? 34.0 : 11.0;
}

void SpotItem::setOnSite(bool onSite)
{
    prepareGeometryChange();
    m_onSite = onSite;
}

QRectF SpotItem::boundingRect() const
{
    const double r = radius() + 3;
    return {-r, -r, 2 * r, 2 * r};
}

void SpotItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    if (m_onSite) {
        // The site stays visible inside: a yellow ring on a dark one, distinct from gold on any ground.
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(0x1a, 0x23, 0x7e), m_hovered ? 4.0 : 3.0));
        painter->drawEllipse(QPointF(0, 0), radius() - 1.5, radius() - 1.5);
        painter->setPen(QPen(cartography::palette::kHighlight, 3.0));
        painter->drawEllipse(QPointF(0, 0), radius() - 4.5, radius() - 4.5);
        return;
    }
    QColor fill = cartography::palette::kHighlight;
    fill.setAlpha(m_hovered ? 230 : 140);
    painter->setPen(QPen(cartography::palette::kHighlight.darker(160), 2.5));
    painter->setBrush(fill);
    painter->drawEllipse(QPointF(0, 0), radius(), radius());
}

void SpotItem::mousePressEvent(QGraphicsSceneMouseEvent *event) { event->accept(); }

void SpotItem::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (boundingRect().contains(event->pos()))
        emit clicked(m_kind, m_id);
}

void SpotItem::hoverEnterEvent(QGraphicsSceneHoverEvent *)
{
    m_hovered = true;
    update();
}

void SpotItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *)
{
    m_hovered = false;
    update();
}

} // namespace canaan::boardview
