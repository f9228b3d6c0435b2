#include "win_rate_chart.h"

#include "seat_colours.h"

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
    if (seats == 0 || m_result.games == 0)
        return;
    const double slot = area.width() / seats;
    for (int s = 0; s < seats; ++s) {
        const cartography::SeatResult &seat = m_result.perSeat[std::size_t(s)];
        const double x = area.left() + slot * s + slot * 0.2;
        const double w = slot * 0.6;
        const double top = area.bottom() - area.height() * seat.rate;
        // The game's seat colours; outlined, so the white tribe shows on a light background.
        p.setPen(QPen(palette().color(QPalette::WindowText), 1));
        p.setBrush(boardview::seatColour(s));
        p.drawRect(QRectF(x, top, w, area.bottom() - top));
        const double cx = x + w / 2;
        const double yLow = area.bottom() - area.height() * seat.low;
        const double yHigh = area.bottom() - area.height() * seat.high;
        p.setPen(QPen(palette().color(QPalette::WindowText), 2));
        p.drawLine(QPointF(cx, yLow), QPointF(cx, yHigh));
        p.drawLine(QPointF(cx - 6, yLow), QPointF(cx + 6, yLow));
        p.drawLine(QPointF(cx - 6, yHigh), QPointF(cx + 6, yHigh));
        p.drawText(QRectF(x - 10, area.bottom() + 4, w + 20, 20), Qt::AlignCenter,
                   tr("Seat %1").arg(s + 1));
    }
}

} // namespace canaan::editor
