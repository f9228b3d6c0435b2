// Simulate: random-bot games on a map give win rates with sane intervals, and cancel stops early.
#include "cartography/map_simulation.h"
#include "tests/editor/editor_test_maps.h"
#include "editor/model/map_edits.h"

#include <QTest>
#include <thread>

using namespace canaan;
using namespace canaan::editor;
using canaan::editor::test::builtinMap;

class TestSimulation : public QObject {
    Q_OBJECT
private slots:
    void wilsonIntervalByHand()
    {
        // 5 of 10: p = 0.5, z = 1.96: centre 0.5, half-width 0.2634 (worked by hand).
        double low = 0, high = 0;
        cartography::wilsonInterval(5, 10, low, high);
        QVERIFY(std::abs(low - 0.2366) < 1e-3);
        QVERIFY(std::abs(high - 0.7634) < 1e-3);
        cartography::wilsonInterval(0, 0, low, high);
        QCOMPARE(low, 0.0);
        QCOMPARE(high, 1.0);
    }

    void gamesOnTheCanaanMap()
    {
        cartography::SimulationProgress progress;
        const cartography::MapSimulationResult r = cartography::simulateGames(builtinMap("canaan"), 6, 1, &progress);
        QVERIFY(r.playable);
        QCOMPARE(r.games, 6);
        QCOMPARE(progress.done.load(), 6);
        QCOMPARE(r.seats, 4);
        int wins = 0;
        for (const cartography::SeatResult &s : r.perSeat) {
            wins += s.wins;
            QVERIFY(s.low <= s.rate && s.rate <= s.high);
        }
        QVERIFY(wins + r.unfinished >= r.games); // every finished game has a winner
        QVERIFY(r.meanTurns > 0);
        qInfo("mean turns %.1f, unfinished %d, Jerusalem %d, seat 1 wins %d", r.meanTurns, r.unfinished,
              r.jerusalemCompleted, r.perSeat[0].wins);
        // Reproducible.
        const cartography::MapSimulationResult again = cartography::simulateGames(builtinMap("canaan"), 6, 1);
        QCOMPARE(again.meanTurns, r.meanTurns);
    }

    void cancelStopsEarly()
    {
        cartography::SimulationProgress progress;
        progress.cancel = true;
        const cartography::MapSimulationResult r = cartography::simulateGames(builtinMap("classic"), 1000, 1, &progress);
        QVERIFY(r.cancelled);
        QCOMPARE(r.games, 0);
    }

    // The level is the designer's choice; an unknown one plays nothing.
    void theLevelIsChosen()
    {
        const settlers::MapModel map = builtinMap("classic");
        const cartography::MapSimulationResult random = cartography::simulateGames(map, 8, 3, nullptr, "random");
        const cartography::MapSimulationResult easy = cartography::simulateGames(map, 8, 3, nullptr, "easy");
        QVERIFY(random.playable && easy.playable);
        QCOMPARE(random.games, 8);
        // Random moves make longer games than any level that plans.
        QVERIFY2(random.meanTurns > easy.meanTurns,
                 qPrintable(QStringLiteral("random %1, easy %2 turns").arg(random.meanTurns).arg(easy.meanTurns)));
        QVERIFY(!cartography::simulateGames(map, 2, 1, nullptr, "grandmaster").playable);
    }

    // Another seed plays other games.
    void theSeedVaries()
    {
        const settlers::MapModel map = builtinMap("canaan");
        const cartography::MapSimulationResult one = cartography::simulateGames(map, 6, 1, nullptr, "easy");
        const cartography::MapSimulationResult two = cartography::simulateGames(map, 6, 2, nullptr, "easy");
        QVERIFY(one.meanTurns != two.meanTurns);
    }

    void aMapWithNoLandIsNotPlayable()
    {
        QVERIFY(!cartography::simulateGames(newMap(3, 3, settlers::Ruleset::Canaan), 2, 1).playable);
    }
};

QTEST_GUILESS_MAIN(TestSimulation)
#include "test_simulation.moc"
