#include "boardview/dice_chart.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace canaan::boardview {

DiceChart::DiceChart(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void DiceChart::setCounts(const std::array<int, 13> &counts, const std::array<double, 13> &expected)
{
    m_counts = counts;
    m_expected = expected;
    // Read by screen readers: the chart in words.
    QStringList parts;
    for (int sum = 2; sum <= 12; ++sum)
        parts << tr("%1: %2 rolled, %3 expected").arg(sum).arg(counts[sum]).arg(expected[sum], 0, 'f', 1);
    setAccessibleDescription(parts.join(QStringLiteral("; ")));
    update();
}

void DiceChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();
    const QRectF area = QRectF(rect()).adjusted(4, fm.height() + 4, -4, -(fm.height() + 6));
    double top = 1;
    for (int sum = 2; sum <= 12; ++sum)
        top = std::max({top, double(m_counts[sum]), m_expected[sum]});
    const double slot = area.width() / 11.0;
    const double barWidth = slot * 0.62;
    auto yFor = [&](double value) { return area.bottom() - value / top * area.height(); };

    const QColor bar = palette().color(QPalette::Highlight);
    QPainterPath expectedLine;
    for (int sum = 2; sum <= 12; ++sum) {
        const double x = area.left() + (sum - 2) * slot;
        const QRectF barRect(x + (slot - barWidth) / 2, yFor(m_counts[sum]), barWidth,
                             area.bottom() - yFor(m_counts[sum]));
        p.fillRect(barRect, sum == 7 ? bar.darker(130) : bar);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRectF(x, area.bottom() + 2, slot, fm.height()), Qt::AlignCenter, QString::number(sum));
        if (m_counts[sum] > 0)
            p.drawText(QRectF(x, barRect.top() - fm.height() - 1, slot, fm.height()), Qt::AlignCenter,
                       QString::number(m_counts[sum]));
        const QPointF point(x + slot / 2, yFor(m_expected[sum]));
        if (sum == 2)
            expectedLine.moveTo(point);
        else
            expectedLine.lineTo(point);
    }
    p.setPen(QPen(QColor(0xc6, 0x28, 0x28), 2, Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    p.drawPath(expectedLine);
    p.setPen(palette().color(QPalette::Mid));
    p.drawLine(area.bottomLeft(), area.bottomRight());
}

} // namespace canaan::boardview
