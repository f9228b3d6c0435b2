#include "boardview/callout_item.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <cmath>

namespace canaan::boardview {

namespace {

QFont calloutFont()
{
    QFont font;
    font.setPixelSize(24);
    font.setBold(true);
    return font;
}

constexpr double kPad = 6.0;
constexpr double kGap = 16.0; // off the spot, so the building stays visible and clickable

} // namespace

CalloutItem::CalloutItem(const QString &text, const QColor &color, QPointF at, QPointF away, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_text(text), m_color(color), m_away(away)
{
    setPos(at);
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(1); // above the highlighted spots of its layer
}

QRectF CalloutItem::box() const
{
    const QSizeF size = QFontMetricsF(calloutFont()).size(Qt::TextSingleLine, m_text);
    const double w = size.width() + 2 * kPad;
    const double h = size.height() + 2 * kPad;
    // The box's centre, off the spot along `away` far enough that its nearest edge keeps the gap.
    const double reach = kGap + std::abs(m_away.x()) * w / 2 + std::abs(m_away.y()) * h / 2;
    const QPointF centre = m_away * reach;
    return {centre.x() - w / 2, centre.y() - h / 2, w, h};
}

QRectF CalloutItem::boundingRect() const { return box().adjusted(-2, -2, 2, 2); }

void CalloutItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r = box();
    painter->setPen(QPen(m_color.lightness() > 200 ? m_color.darker(170) : m_color, 3));
    painter->setBrush(QColor(255, 255, 255, 235));
    painter->drawRoundedRect(r, 6, 6);
    painter->setFont(calloutFont());
    painter->setPen(Qt::black);
    painter->drawText(r, Qt::AlignCenter, m_text);
}

} // namespace canaan::boardview
