#include "dice_label.h"

#include <QPainter>
#include <QPixmap>
#include <QRandomGenerator>
#include <algorithm>
#include <array>

namespace canaan::game {

namespace {

constexpr int kTickMs = 60;
constexpr int kDieSize = 40;
constexpr int kGap = 8;

// Where the pips of each face sit, on a 3 × 3 grid (0..2 per axis).
const QList<QPoint> &pipsOf(int face)
{
    static const std::array<QList<QPoint>, 7> pips{
        QList<QPoint>{},
        QList<QPoint>{{1, 1}},
        QList<QPoint>{{0, 0}, {2, 2}},
        QList<QPoint>{{0, 0}, {1, 1}, {2, 2}},
        QList<QPoint>{{0, 0}, {2, 0}, {0, 2}, {2, 2}},
        QList<QPoint>{{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
        QList<QPoint>{{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}}};
    return pips[static_cast<std::size_t>(std::clamp(face, 0, 6))];
}

// One die: ivory with dark pips; not rolled yet (0) it is an empty outline.
void paintDie(QPainter &painter, const QRectF &box, int face)
{
    painter.setPen(QPen(QColor(0x3b, 0x2a, 0x14), 1.5));
    painter.setBrush(face > 0 ? QColor(0xfb, 0xf4, 0xe2) : QColor(0xec, 0xe7, 0xdc));
    painter.drawRoundedRect(box.adjusted(1, 1, -1, -1), 7, 7);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0x2b, 0x22, 0x18));
    const qreal step = box.width() / 4.0;
    const qreal radius = box.width() / 11.0;
    for (const QPoint &pip : pipsOf(face))
        painter.drawEllipse(QPointF(box.left() + step * (pip.x() + 1), box.top() + step * (pip.y() + 1)), radius, radius);
}

} // namespace

DiceLabel::DiceLabel(QWidget *parent) : QLabel(parent)
{
    m_tumble.setInterval(kTickMs);
    connect(&m_tumble, &QTimer::timeout, this, &DiceLabel::tumble);
    showDice(0, 0);
}

void DiceLabel::showDice(int first, int second)
{
    const qreal dpr = devicePixelRatioF();
    QPixmap dice(QSize(2 * kDieSize + kGap, kDieSize) * dpr);
    dice.setDevicePixelRatio(dpr);
    dice.fill(Qt::transparent);
    QPainter painter(&dice);
    painter.setRenderHint(QPainter::Antialiasing);
    paintDie(painter, QRectF(0, 0, kDieSize, kDieSize), first);
    paintDie(painter, QRectF(kDieSize + kGap, 0, kDieSize, kDieSize), second);
    painter.end();
    setPixmap(dice);
    m_shown = {first, second};
    setAccessibleName(first > 0 ? QStringLiteral("%1 + %2").arg(first).arg(second) : QString());
}

void DiceLabel::roll(int first, int second, int ms)
{
    m_first = first;
    m_second = second;
    m_ticksLeft = ms / kTickMs;
    if (m_ticksLeft <= 0) {
        m_tumble.stop();
        showDice(first, second);
        return;
    }
    m_tumble.start();
    tumble();
}

void DiceLabel::tumble()
{
    if (m_ticksLeft-- <= 0) {
        m_tumble.stop();
        showDice(m_first, m_second);
        return;
    }
    auto *random = QRandomGenerator::global();
    showDice(random->bounded(1, 7), random->bounded(1, 7));
}

} // namespace canaan::game
