// A line chart painted with QPainter (QtCharts is not among the project's libraries): one line per
// seat over the turns, the axes with their numbers, a legend, and a marker at the turn shown. A
// click picks the turn under the pointer (turnClicked).
#pragma once

#include <QColor>
#include <QList>
#include <QStringList>
#include <QWidget>

namespace canaan::replayviewer {

struct ChartLine {
    QString name;
    QColor colour;
    QList<double> values; // one per turn
};

class LineChart : public QWidget {
    Q_OBJECT
public:
    explicit LineChart(QWidget *parent = nullptr);
    // `percent`: the values are shares (0 to 1), shown as 0% to 100%.
    void setLines(const QList<ChartLine> &lines, bool percent);
    // The turn labels under the x axis, one per value.
    void setTurnLabels(const QList<int> &turns);
    // The turn shown (an index into the values), marked with a vertical line; -1 for none.
    void setMarker(int index);
    int marker() const { return m_marker; }
    const QList<ChartLine> &lines() const { return m_lines; }
    QSize sizeHint() const override { return {420, 240}; }
    QSize minimumSizeHint() const override { return {220, 140}; }

signals:
    void turnClicked(int index);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    QRectF plotArea() const;
    int legendRows() const;
    qreal legendWidth(const ChartLine &line) const;
    int count() const;

    QList<ChartLine> m_lines;
    QList<int> m_turns;
    bool m_percent = false;
    int m_marker = -1;
};

} // namespace canaan::replayviewer
