// Issue 24, defect 11: the editor's simulation chart draws each seat in the game's colour for it.
#include "app/settlers_table/seat_plan.h"
#include "editor/window/win_rate_chart.h"

#include <QImage>
#include <QTest>

using namespace canaan;

class TestWinRateChart : public QObject {
    Q_OBJECT
private slots:
    void barsUseTheGamesSeatColours();
};

void TestWinRateChart::barsUseTheGamesSeatColours()
{
    cartography::MapSimulationResult result;
    result.games = 100;
    result.seats = 4;
    result.perSeat.assign(4, cartography::SeatResult{50, 0.5, 0.45, 0.55});
    editor::WinRateChart chart;
    chart.resize(480, 240);
    chart.setResult(result);
    const QImage image = chart.grab().toImage();
    // The chart's plot area (as the chart lays it out): 40 px left, 10 top, 10 right, 28 bottom.
    const QRectF area = QRectF(chart.rect()).adjusted(40, 10, -10, -28);
    const double slot = area.width() / 4;
    for (int s = 0; s < 4; ++s) {
        const QPoint inBar(int(area.left() + slot * s + slot * 0.3), int(area.bottom() - area.height() * 0.25));
        const QColor drawn = image.pixelColor(inBar * image.devicePixelRatio());
        QCOMPARE(drawn.rgb(), settlerstable::defaultSeatColor(s).rgb());
    }
}

QTEST_MAIN(TestWinRateChart)
#include "test_win_rate_chart.moc"
