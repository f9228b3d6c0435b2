#include "app/settlers_table/hand_card.h"

#include <QMouseEvent>
#include <QPainter>
#include <QSvgRenderer>
#include <algorithm>

namespace canaan::settlerstable {

namespace {

constexpr int kCardWidth = 50;
constexpr int kCardHeight = 70;
constexpr int kLift = 8;       // how far a playable card rises
constexpr int kStackStep = 3;  // the offset of the cards behind the top one
constexpr int kMaxBehind = 2;  // cards drawn behind, whatever the count

} // namespace

HandCard::HandCard(QSvgRenderer *art, QWidget *parent) : QWidget(parent), m_art(art)
{
    // Narrower when many kinds are held: the card is then drawn smaller, never cut off.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void HandCard::setCount(int count)
{
    if (count == m_count)
        return;
    m_count = count;
    update();
}

void HandCard::setLook(Look look)
{
    if (look == m_look)
        return;
    m_look = look;
    setCursor(look == Look::Playable ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

void HandCard::setAlwaysShowCount(bool always)
{
    m_alwaysShowCount = always;
    update();
}

QSize HandCard::sizeHint() const
{
    return {kCardWidth + kMaxBehind * kStackStep + 8, kCardHeight + kMaxBehind * kStackStep + kLift + 4};
}

QSize HandCard::minimumSizeHint() const { return {sizeHint().width() * 2 / 5, sizeHint().height()}; }

void HandCard::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal scale = std::min(1.0, qreal(width()) / sizeHint().width());
    painter.translate(0, (1 - scale) * sizeHint().height()); // smaller cards sit on the same line
    painter.scale(scale, scale);
    if (m_look == Look::Dimmed || (m_alwaysShowCount && m_count == 0))
        painter.setOpacity(0.35);
    const int behind = std::clamp(m_count - 1, 0, kMaxBehind);
    const qreal top = (m_look == Look::Playable ? 0 : kLift) + 2;
    const QRectF card(2 + behind * kStackStep, top, kCardWidth, kCardHeight);

    // The cards under the top one, as edges peeking out at the lower left.
    for (int i = behind; i > 0; --i) {
        const QRectF under = card.translated(-i * kStackStep, i * kStackStep);
        painter.setPen(QPen(QColor(0x3b, 0x2a, 0x14), 1.2));
        painter.setBrush(QColor(0xf3, 0xe8, 0xcc));
        painter.drawRoundedRect(under, 5, 5);
    }
    if (m_look == Look::Playable) { // a glow that says "play me"
        painter.setPen(QPen(QColor(0xff, 0xc8, 0x20, 200), 5));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(card.adjusted(-1, -1, 1, 1), 6, 6);
    }
    if (m_art) {
        m_art->render(&painter, card);
    } else {
        painter.setPen(QPen(Qt::black, 1.5));
        painter.setBrush(Qt::white);
        painter.drawRoundedRect(card, 5, 5);
    }

    if (m_count > 1 || m_alwaysShowCount) { // the count badge, at the top right
        painter.setOpacity(1.0);
        const QRectF badge(card.right() - 20, card.top() - 4, 24, 20);
        painter.setPen(QPen(QColor(0xfb, 0xf4, 0xe2), 1.5));
        painter.setBrush(QColor(0x2b, 0x22, 0x18));
        painter.drawRoundedRect(badge, 10, 10);
        QFont bold = font();
        bold.setBold(true);
        bold.setPixelSize(13);
        painter.setFont(bold);
        painter.setPen(Qt::white);
        painter.drawText(badge, Qt::AlignCenter, QString::number(m_count));
    }
}

void HandCard::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint()))
        emit clicked();
    QWidget::mouseReleaseEvent(event);
}

} // namespace canaan::settlerstable
