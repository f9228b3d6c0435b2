#include "dice_chart.h"

#include <QPainter>
#include <cmath>

namespace canaan::companion {

DiceChart::DiceChart(QWidget *parent)
    : QWidget(parent)
{
    setMinimumHeight(240);
}

void DiceChart::setStats(const DiceStats &stats)
{
    m_stats = stats;
    update();
}

void DiceChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm(font());
    const double labelHeight = fm.height() + 6;
    const QRectF area(10, labelHeight, width() - 20, height() - 2 * labelHeight - 6);
    double top = 1;
    for (int n = 2; n <= 12; ++n)
        top = std::max({top, double(m_stats.counts[static_cast<std::size_t>(n)]), m_stats.expected(n)});
    const double slot = area.width() / 11;
    const QColor bar(0x3a, 0x7d, 0x44), hot(0xc0, 0x1f, 0x1f), expect(0x22, 0x22, 0x22);
    for (int n = 2; n <= 12; ++n) {
        const int count = m_stats.counts[static_cast<std::size_t>(n)];
        const double x = area.left() + (n - 2) * slot;
        const double h = area.height() * count / top;
        p.setPen(Qt::NoPen);
        p.setBrush(n == 7 ? hot : bar);
        p.drawRect(QRectF(x + slot * 0.15, area.bottom() - h, slot * 0.7, h));
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRectF(x, area.bottom() + 4, slot, labelHeight), Qt::AlignHCenter | Qt::AlignTop, QString::number(n));
        if (count)
            p.drawText(QRectF(x, area.bottom() - h - labelHeight, slot, labelHeight), Qt::AlignHCenter | Qt::AlignBottom,
                       QString::number(count));
        if (m_stats.total) { // the expectation: a dark line across the slot
            const double y = area.bottom() - area.height() * m_stats.expected(n) / top;
            p.setPen(QPen(expect, 3, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(QPointF(x + slot * 0.05, y), QPointF(x + slot * 0.95, y));
        }
    }
    p.setPen(QPen(palette().color(QPalette::Mid), 1));
    p.drawLine(area.bottomLeft(), area.bottomRight());
}

} // namespace canaan::companion
