#include "app/replay_viewer/line_chart.h"

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <optional>

namespace canaan::replayviewer {

namespace {

// A round step for about `ticks` lines over 0..top: 1, 2 or 5 times a power of ten.
double niceStep(double top, int ticks)
{
    const double raw = std::max(top / ticks, 1e-9);
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (raw <= m * power)
            return m * power;
    return 10 * power;
}

// A line in a seat's colour, edged in grey so that a white seat shows on a white chart.
void drawLine(QPainter &p, const QColor &colour, QPainterPath path, std::optional<QPointF> to)
{
    if (to)
        path.lineTo(*to);
    p.setBrush(Qt::NoBrush);
    if (colour.lightnessF() > 0.8) {
        p.setPen(QPen(QColor(0x60, 0x60, 0x60), 4, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPath(path);
    }
    p.setPen(QPen(colour, 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(path);
}

} // namespace

LineChart::LineChart(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setCursor(Qt::PointingHandCursor);
}

void LineChart::setLines(const QList<ChartLine> &lines, bool percent)
{
    m_lines = lines;
    m_percent = percent;
    update();
}

void LineChart::setTurnLabels(const QList<int> &turns)
{
    m_turns = turns;
    update();
}

void LineChart::setMarker(int index)
{
    if (index == m_marker)
        return;
    m_marker = index;
    update();
}

int LineChart::count() const
{
    int n = 0;
    for (const ChartLine &line : m_lines)
        n = std::max(n, static_cast<int>(line.values.size()));
    return n;
}

int LineChart::legendRows() const
{
    const QFontMetrics fm = fontMetrics();
    int rows = 1;
    qreal x = 0;
    for (const ChartLine &line : m_lines) {
        const qreal w = legendWidth(line);
        if (x > 0 && x + w > width() - 8) {
            ++rows;
            x = 0;
        }
        x += w;
    }
    return rows;
}

qreal LineChart::legendWidth(const ChartLine &line) const { return 20 + fontMetrics().horizontalAdvance(line.name) + 14; }

QRectF LineChart::plotArea() const
{
    const QFontMetrics fm = fontMetrics();
    const qreal left = fm.horizontalAdvance(QStringLiteral("100%")) + 10;
    const qreal legend = legendRows() * (fm.height() + 2) + 6;
    return QRectF(left, legend + 4, width() - left - 12, height() - legend - fm.height() - 16);
}

void LineChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QRectF area = plotArea();
    const QFontMetrics fm = fontMetrics();
    const int n = count();

    // The legend: each line's colour and name, in rows.
    qreal x = 4, y = 4;
    for (const ChartLine &line : m_lines) {
        if (x > 4 && x + legendWidth(line) > width() - 8) {
            x = 4;
            y += fm.height() + 2;
        }
        drawLine(p, line.colour, QPainterPath(QPointF(x, y + fm.height() / 2.0)), QPointF(x + 16, y + fm.height() / 2.0));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QPointF(x + 20, y + fm.ascent()), line.name);
        x += legendWidth(line);
    }

    double top = 1.0;
    for (const ChartLine &line : m_lines)
        for (double v : line.values)
            top = std::max(top, v);
    const double step = m_percent ? 0.25 : niceStep(top, 5);
    // A share is at most 1 (a sum of 1/n can pass it by a rounding error).
    top = m_percent ? 1.0 : std::ceil(top / step) * step;
    auto yOf = [&](double v) { return area.bottom() - v / top * area.height(); };
    auto xOf = [&](int i) { return n <= 1 ? area.center().x() : area.left() + i * area.width() / (n - 1); };

    // The grid and the value axis.
    const QColor grid = palette().color(QPalette::Mid);
    for (double v = 0; v <= top + step / 2; v += step) {
        p.setPen(QPen(grid, 1, v == 0 ? Qt::SolidLine : Qt::DotLine));
        p.drawLine(QPointF(area.left(), yOf(v)), QPointF(area.right(), yOf(v)));
        p.setPen(palette().color(QPalette::Text));
        const QString label = m_percent ? QStringLiteral("%1%").arg(qRound(v * 100)) : QLocale().toString(v, 'g', 6);
        p.drawText(QRectF(0, yOf(v) - fm.height() / 2.0, area.left() - 6, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
            label);
    }
    // The turns under the axis: a few, evenly spread.
    if (n > 0) {
        const int every = std::max(1, static_cast<int>(std::ceil(n * fm.horizontalAdvance(QStringLiteral("0000")) / std::max(1.0, area.width()))));
        for (int i = 0; i < n; i += every) {
            const QString label = QString::number(i < m_turns.size() ? m_turns[i] : i);
            p.drawText(QRectF(xOf(i) - 30, area.bottom() + 4, 60, fm.height()), Qt::AlignHCenter | Qt::AlignTop, label);
        }
    }
    // The turn shown.
    if (m_marker >= 0 && m_marker < n) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 2));
        p.drawLine(QPointF(xOf(m_marker), area.top()), QPointF(xOf(m_marker), area.bottom()));
    }
    // The lines.
    for (const ChartLine &line : m_lines) {
        if (line.values.isEmpty())
            continue;
        QPainterPath path(QPointF(xOf(0), yOf(line.values[0])));
        for (int i = 1; i < line.values.size(); ++i)
            path.lineTo(xOf(i), yOf(line.values[i]));
        drawLine(p, line.colour, path, std::nullopt);
    }
}

void LineChart::mousePressEvent(QMouseEvent *event)
{
    const int n = count();
    const QRectF area = plotArea();
    if (n == 0 || area.width() <= 0)
        return;
    const double at = (event->position().x() - area.left()) / area.width() * std::max(1, n - 1);
    emit turnClicked(std::clamp(static_cast<int>(std::lround(at)), 0, n - 1));
}

} // namespace canaan::replayviewer
