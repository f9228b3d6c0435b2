#include "editor/window/win_rate_chart.h"

#include "boardview/seat_colours.h"

#include <QPainter>

namespace canaan::editor {

WinRateChart::WinRateChart(QWidget *parent) : QWidget(parent) { setMinimumHeight(160); }

void WinRateChart::setResult(const cartography::MapSimulationResult &result)
{
    m_result = result;
    update();
}

void WinRateChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area = rect().adjusted(40, 10, -10, -28);
    p.setPen(palette().color(QPalette::WindowText));
    // Axis with 0, 50 and 100 %.
    for (int pct : {0, 25, 50, 75, 100}) {
        const double y = area.bottom() - area.height() * pct / 100.0;
        p.setPen(QPen(palette().color(QPalette::Mid), 1, pct == 0 ? Qt::SolidLine : Qt::DotLine));
        p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRectF(0, y - 8, 36, 16), Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("%1%").arg(pct));
    }
    const int seats = int(m_result.perSeat.size());
    const int places = int(m_result.perPlace.size());
    if (seats == 0 || m_result.games == 0)
        return;
    // The seats first, in their colours, then the places in turn order, in one neutral colour.
    const double slot = area.width() / (seats + places);
    auto bar = [&](int index, const cartography::SeatResult &row, const QColor &colour, const QString &label) {
        const double x = area.left() + slot * index + slot * 0.2;
        const double w = slot * 0.6;
        const double top = area.bottom() - area.height() * row.rate;
        // Outlined, so the white tribe shows on a light background.
        p.setPen(QPen(palette().color(QPalette::WindowText), 1));
        p.setBrush(colour);
        p.drawRect(QRectF(x, top, w, area.bottom() - top));
        const double cx = x + w / 2;
        const double yLow = area.bottom() - area.height() * row.low;
        const double yHigh = area.bottom() - area.height() * row.high;
        p.setPen(QPen(palette().color(QPalette::WindowText), 2));
        p.drawLine(QPointF(cx, yLow), QPointF(cx, yHigh));
        p.drawLine(QPointF(cx - 6, yLow), QPointF(cx + 6, yLow));
        p.drawLine(QPointF(cx - 6, yHigh), QPointF(cx + 6, yHigh));
        p.drawText(QRectF(x - 10, area.bottom() + 4, w + 20, 20), Qt::AlignCenter, label);
    };
    for (int s = 0; s < seats; ++s)
        bar(s, m_result.perSeat[std::size_t(s)], boardview::seatColour(s), tr("Seat %1").arg(s + 1));
    for (int k = 0; k < places; ++k)
        bar(seats + k, m_result.perPlace[std::size_t(k)], palette().color(QPalette::Midlight),
            tr("Turn %1").arg(k + 1));
}

} // namespace canaan::editor
