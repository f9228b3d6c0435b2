#include "dice_label.h"

#include <QRandomGenerator>

namespace canaan::game {

namespace {

constexpr int kTickMs = 60;

QString face(int pips)
{
    return pips >= 1 && pips <= 6 ? QString(QChar(0x2680 + pips - 1)) : QStringLiteral("\u25A1");
}

} // namespace

DiceLabel::DiceLabel(QWidget *parent) : QLabel(parent)
{
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 2.5);
    setFont(big);
    m_tumble.setInterval(kTickMs);
    connect(&m_tumble, &QTimer::timeout, this, &DiceLabel::tumble);
    showDice(0, 0);
}

void DiceLabel::showDice(int first, int second)
{
    setText(face(first) + QLatin1Char(' ') + face(second));
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
