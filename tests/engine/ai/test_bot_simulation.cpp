// Simulations: results depend on the seed only (not the thread count), seats rotate, and the
// summary adds up; the Wilson interval matches known values.
#include "../rules/builtin_maps.h"
#include "ai/simulation.h"

#include <QtTest>
#include <algorithm>
#include <numeric>

using namespace canaan;

class TestSimulation : public QObject {
    Q_OBJECT
private slots:
    void sameResultsForAnyThreadCount();
    void seatsRotateAndSummaryAddsUp();
    void turnLimitEndsGames();
    void winsCountByTurnOrder();
    void wilsonInterval();
    void timeStatsUseNearestRank_data();
    void timeStatsUseNearestRank();
    void decisionsWithAChoiceAreTimedApart();
};

namespace {
bool sameRecords(const SimulationResult &a, const SimulationResult &b)
{
    if (a.games.size() != b.games.size())
        return false;
    for (std::size_t i = 0; i < a.games.size(); ++i) {
        const GameRecord &x = a.games[i], &y = b.games[i];
        if (x.winnerSlots != y.winnerSlots || x.turns != y.turns || x.actions != y.actions ||
            x.endReason != y.endReason || std::memcmp(x.vp, y.vp, sizeof x.vp) != 0)
            return false;
    }
    return true;
}
} // namespace

void TestSimulation::sameResultsForAnyThreadCount()
{
    const Rules rules(testmaps::canaanMap(), 600);
    SimulationOptions options;
    options.bots = {"normal", "easy", "random", "normal"};
    options.games = 12;
    options.seed = 5;
    options.threads = 1;
    const SimulationResult one = simulate(rules, options);
    options.threads = 3;
    const SimulationResult three = simulate(rules, options);
    QVERIFY(sameRecords(one, three));
    options.seed = 6;
    QVERIFY(!sameRecords(one, simulate(rules, options)));
}

void TestSimulation::seatsRotateAndSummaryAddsUp()
{
    const Rules rules(testmaps::classicMap(), 600);
    SimulationOptions options;
    options.bots = {"normal", "random", "random"};
    options.games = 9;
    int calls = 0;
    options.progress = [&calls](int done, int total) {
        ++calls;
        QVERIFY(done <= total);
    };
    const SimulationResult result = simulate(rules, options);
    QCOMPARE(calls, 9);
    for (int g = 0; g < 9; ++g)
        QCOMPARE(int(result.games[static_cast<std::size_t>(g)].slotAtSeat[0]), g % 3);
    const SimulationSummary sum = summarize(options.bots, result);
    QCOMPARE(sum.games, 9);
    QCOMPARE(sum.endedByVp + sum.endedByJerusalem + sum.endedByTurnLimit, 9);
    int slotWins = 0, seatWins = 0;
    for (const SlotSummary &s : sum.perBot)
        slotWins += s.wins;
    for (int w : sum.winsBySeat)
        seatWins += w;
    QCOMPARE(slotWins, seatWins);
    QVERIFY(sum.perBot[0].wins >= 8);
}

void TestSimulation::winsCountByTurnOrder()
{
    // Places in turn order count from the seat R01 chose to play first, going round the seats.
    const Rules rules(testmaps::canaanMap(), 300);
    SimulationOptions options;
    options.bots = {"random", "random", "random", "random"};
    options.games = 12;
    std::vector<int> expected(4, 0), firsts(4, 0);
    for (int g = 0; g < options.games; ++g) {
        const GameRecord r = playSimulationGame(rules, options.bots, options.seed, g);
        ++firsts[r.firstSeat];
        for (int seat = 0; seat < 4; ++seat)
            if (r.winnerSlots & (1u << r.slotAtSeat[seat]))
                ++expected[static_cast<std::size_t>((seat - r.firstSeat + 4) % 4)];
    }
    QVERIFY(std::count_if(firsts.begin(), firsts.end(), [](int n) { return n > 0; }) >= 2);
    const SimulationSummary sum = summarize(options.bots, simulate(rules, options));
    QCOMPARE(sum.winsByTurnOrder, expected);
    QCOMPARE(std::accumulate(expected.begin(), expected.end(), 0),
             std::accumulate(sum.winsBySeat.begin(), sum.winsBySeat.end(), 0));
}

void TestSimulation::turnLimitEndsGames()
{
    const Rules rules(testmaps::canaanMap(), 10);
    SimulationOptions options;
    options.bots = {"normal", "normal", "normal", "normal"};
    options.games = 3;
    const SimulationSummary sum = summarize(options.bots, simulate(rules, options));
    QCOMPARE(sum.endedByTurnLimit, 3);
    QVERIFY(sum.meanTurns <= 11);
}

void TestSimulation::wilsonInterval()
{
    const Interval a = wilson95(95, 100);
    QVERIFY(std::abs(a.low - 0.8882) < 1e-3);
    QVERIFY(std::abs(a.high - 0.9785) < 1e-3);
    const Interval none = wilson95(0, 10);
    QCOMPARE(none.low, 0.0);
    QVERIFY(std::abs(none.high - 0.2775) < 1e-3);
}

void TestSimulation::timeStatsUseNearestRank_data()
{
    QTest::addColumn<QList<float>>("times");
    QTest::addColumn<double>("median");
    QTest::addColumn<double>("p95");
    QTest::addColumn<double>("max");
    QTest::newRow("empty") << QList<float>{} << 0.0 << 0.0 << 0.0;
    QTest::newRow("one") << QList<float>{0.25f} << 0.25 << 0.25 << 0.25;
    QTest::newRow("unsorted four") << QList<float>{4, 1, 3, 2} << 2.0 << 4.0 << 4.0;
    QList<float> twenty;
    for (int i = 20; i >= 1; --i)
        twenty.push_back(static_cast<float>(i));
    QTest::newRow("1 to 20") << twenty << 10.0 << 19.0 << 20.0;
}

void TestSimulation::timeStatsUseNearestRank()
{
    QFETCH(QList<float>, times);
    QFETCH(double, median);
    QFETCH(double, p95);
    QFETCH(double, max);
    const TimeStats t = timeStats(std::vector<float>(times.begin(), times.end()));
    QCOMPARE(t.count, static_cast<long>(times.size()));
    QCOMPARE(t.median, median);
    QCOMPARE(t.p95, p95);
    QCOMPARE(t.max, max);
}

void TestSimulation::decisionsWithAChoiceAreTimedApart()
{
    const Rules rules(testmaps::canaanMap(), 600);
    SimulationOptions options;
    options.bots = {"normal", "random"};
    options.games = 2;
    const SimulationResult result = simulate(rules, options);
    const SimulationSummary sum = summarize(options.bots, result);
    long all = 0, withChoice = 0;
    for (const GameRecord &g : result.games)
        for (const DecisionTime &t : g.decisions[0]) {
            ++all;
            withChoice += t.hadChoice;
            QVERIFY(t.wallSeconds >= 0 && t.cpuSeconds >= 0);
        }
    QCOMPARE(sum.perBot[0].allWall.count, all);
    QCOMPARE(sum.perBot[0].choiceWall.count, withChoice);
    QCOMPARE(sum.perBot[0].choiceCpu.count, withChoice);
    // Both kinds occur: set-up roads from a lone settlement have a choice, a forced roll has not.
    QVERIFY(withChoice > 0 && withChoice < all);
    QVERIFY(sum.perBot[0].allWall.median <= sum.perBot[0].allWall.p95);
    QVERIFY(sum.perBot[0].allWall.p95 <= sum.perBot[0].allWall.max);
}

QTEST_APPLESS_MAIN(TestSimulation)
#include "test_bot_simulation.moc"
