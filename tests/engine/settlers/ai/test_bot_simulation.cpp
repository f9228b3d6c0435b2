// Simulations: results depend on the seed only (not the thread count), seats rotate, and the
// summary adds up; the Wilson interval matches known values.
#include "tests/engine/settlers/rules/builtin_maps.h"
#include "engine/settlers/ai/simulation.h"

#include <QtTest>
#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <malloc.h>
#include <new>
#include <numeric>

using namespace canaan;

class TestBotSimulation : public QObject {
    Q_OBJECT
private slots:
    void sameResultsForAnyThreadCount();
    void seatsRotateAndSummaryAddsUp();
    void turnLimitEndsGames();
    void winsCountByTurnOrder();
    void normalOpeningsVary_data();
    void normalOpeningsVary();
    void wilsonInterval();
    void timeStatsUseNearestRank_data();
    void timeStatsUseNearestRank();
    void decisionsWithAChoiceAreTimedApart();
    void histogramQuantilesAreClose_data();
    void histogramQuantilesAreClose();
    void memoryDoesNotGrowWithGames();
};

namespace {
bool sameRecords(const settlers::SimulationResult &a, const settlers::SimulationResult &b)
{
    return a.games == b.games && a.winsBySlot == b.winsBySlot && a.winsBySeat == b.winsBySeat
        && a.vpBySlot == b.vpBySlot && a.turns == b.turns && a.actions == b.actions && a.endedByVp == b.endedByVp
        && a.endedByJerusalem == b.endedByJerusalem && a.endedByTurnLimit == b.endedByTurnLimit
        && a.stalled == b.stalled;
}

// The bytes the heap holds for this process, counted by the replaced operator new and delete below.
std::atomic<long long> g_heapBytes{0};
} // namespace

void *operator new(std::size_t size)
{
    void *p = std::malloc(size ? size : 1);
    if (!p)
        throw std::bad_alloc();
    g_heapBytes += static_cast<long long>(malloc_usable_size(p));
    return p;
}
void *operator new[](std::size_t size) { return operator new(size); }
void *operator new(std::size_t size, const std::nothrow_t &) noexcept
{
    try {
        return operator new(size);
    } catch (...) {
        return nullptr;
    }
}
void *operator new[](std::size_t size, const std::nothrow_t &tag) noexcept { return operator new(size, tag); }
void operator delete(void *p) noexcept
{
    if (!p)
        return;
    g_heapBytes -= static_cast<long long>(malloc_usable_size(p));
    std::free(p);
}
void operator delete[](void *p) noexcept { operator delete(p); }
void operator delete(void *p, std::size_t) noexcept { operator delete(p); }
void operator delete[](void *p, std::size_t) noexcept { operator delete(p); }
void operator delete(void *p, const std::nothrow_t &) noexcept { operator delete(p); }
void operator delete[](void *p, const std::nothrow_t &) noexcept { operator delete(p); }

void TestBotSimulation::sameResultsForAnyThreadCount()
{
    const settlers::Rules rules(testmaps::canaanMap(), 600);
    settlers::SimulationOptions options;
    options.bots = {"normal", "easy", "random", "normal"};
    options.games = 12;
    options.seed = 5;
    options.threads = 1;
    const settlers::SimulationResult one = settlers::simulate(rules, options);
    options.threads = 3;
    const settlers::SimulationResult three = settlers::simulate(rules, options);
    QVERIFY(sameRecords(one, three));
    options.seed = 6;
    QVERIFY(!sameRecords(one, settlers::simulate(rules, options)));
}

void TestBotSimulation::seatsRotateAndSummaryAddsUp()
{
    const settlers::Rules rules(testmaps::classicMap(), 600);
    settlers::SimulationOptions options;
    options.bots = {"normal", "random", "random"};
    options.games = 9;
    int calls = 0;
    options.progress = [&calls](int done, int total) {
        ++calls;
        QVERIFY(done <= total);
    };
    const settlers::SimulationResult result = settlers::simulate(rules, options);
    QCOMPARE(calls, 9);
    for (int g = 0; g < 9; ++g)
        QCOMPARE(int(settlers::playSimulationGame(rules, options.bots, options.seed, g).slotAtSeat[0]), g % 3);
    const settlers::SimulationSummary sum = settlers::summarize(options.bots, result);
    QCOMPARE(sum.games, 9);
    QCOMPARE(sum.endedByVp + sum.endedByJerusalem + sum.endedByTurnLimit, 9);
    int slotWins = 0, seatWins = 0;
    for (const settlers::SlotSummary &s : sum.perBot)
        slotWins += s.wins;
    for (int w : sum.winsBySeat)
        seatWins += w;
    QCOMPARE(slotWins, seatWins);
    QVERIFY(sum.perBot[0].wins >= 8);
}

void TestBotSimulation::winsCountByTurnOrder()
{
    // Places in turn order count from the seat R01 chose to play first, going round the seats.
    const settlers::Rules rules(testmaps::canaanMap(), 300);
    settlers::SimulationOptions options;
    options.bots = {"random", "random", "random", "random"};
    options.games = 12;
    std::vector<int> expected(4, 0), firsts(4, 0);
    for (int g = 0; g < options.games; ++g) {
        const settlers::GameRecord r = settlers::playSimulationGame(rules, options.bots, options.seed, g);
        ++firsts[r.firstSeat];
        for (int seat = 0; seat < 4; ++seat)
            if (r.winnerSlots & (1u << r.slotAtSeat[seat]))
                ++expected[static_cast<std::size_t>((seat - r.firstSeat + 4) % 4)];
    }
    QVERIFY(std::count_if(firsts.begin(), firsts.end(), [](int n) { return n > 0; }) >= 2);
    const settlers::SimulationSummary sum = settlers::summarize(options.bots, settlers::simulate(rules, options));
    QCOMPARE(sum.winsByTurnOrder, expected);
    QCOMPARE(std::accumulate(expected.begin(), expected.end(), 0),
             std::accumulate(sum.winsBySeat.begin(), sum.winsBySeat.end(), 0));
}

void TestBotSimulation::normalOpeningsVary_data()
{
    QTest::addColumn<bool>("classic");
    QTest::newRow("canaan") << false;
    QTest::newRow("classic") << true;
}

// Four normal bots once played the very same set-up in every game (issue 36): now each draws its
// starting settlements among the near-best spots, from its seeded generator.
void TestBotSimulation::normalOpeningsVary()
{
    QFETCH(bool, classic);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap(), 400);
    settlers::SimulationOptions options;
    options.bots = {"normal", "normal", "normal", "normal"};
    options.games = 40;
    options.seed = 3;
    options.openingsOnly = true;
    const settlers::SimulationSummary sum = settlers::summarize(options.bots, settlers::simulate(rules, options));
    QCOMPARE(sum.openingsCounted, 40);
    qInfo("%d distinct openings in 40 games; the commonest played %d times", sum.distinctOpenings,
          sum.commonestOpening);
    QVERIFY2(sum.commonestOpening <= 4, "one opening in more than a tenth of the games");
    // Only the set-up was played: no game ended, and every player holds his two settlements.
    QCOMPARE(sum.endedByVp + sum.endedByJerusalem + sum.endedByTurnLimit, 0);
    const settlers::GameRecord first = settlers::playSimulationGame(rules, options.bots, options.seed, 0, true);
    QCOMPARE(int(first.opening.size()), 8);
    QCOMPARE(int(first.winnerSlots), 0);
    // Reproducible from the seed.
    QCOMPARE(settlers::playSimulationGame(rules, options.bots, options.seed, 0, true).opening, first.opening);
}

void TestBotSimulation::turnLimitEndsGames()
{
    const settlers::Rules rules(testmaps::canaanMap(), 10);
    settlers::SimulationOptions options;
    options.bots = {"normal", "normal", "normal", "normal"};
    options.games = 3;
    const settlers::SimulationSummary sum = settlers::summarize(options.bots, settlers::simulate(rules, options));
    QCOMPARE(sum.endedByTurnLimit, 3);
    QVERIFY(sum.meanTurns <= 11);
}

void TestBotSimulation::wilsonInterval()
{
    const settlers::Interval a = settlers::wilson95(95, 100);
    QVERIFY(std::abs(a.low - 0.8882) < 1e-3);
    QVERIFY(std::abs(a.high - 0.9785) < 1e-3);
    const settlers::Interval none = settlers::wilson95(0, 10);
    QCOMPARE(none.low, 0.0);
    QVERIFY(std::abs(none.high - 0.2775) < 1e-3);
}

void TestBotSimulation::timeStatsUseNearestRank_data()
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

void TestBotSimulation::timeStatsUseNearestRank()
{
    QFETCH(QList<float>, times);
    QFETCH(double, median);
    QFETCH(double, p95);
    QFETCH(double, max);
    const settlers::TimeStats t = settlers::timeStats(std::vector<float>(times.begin(), times.end()));
    QCOMPARE(t.count, static_cast<long>(times.size()));
    QCOMPARE(t.median, median);
    QCOMPARE(t.p95, p95);
    QCOMPARE(t.max, max);
}

void TestBotSimulation::decisionsWithAChoiceAreTimedApart()
{
    const settlers::Rules rules(testmaps::canaanMap(), 600);
    settlers::SimulationOptions options;
    options.bots = {"normal", "random"};
    options.games = 2;
    const settlers::SimulationResult result = settlers::simulate(rules, options);
    const settlers::SimulationSummary sum = settlers::summarize(options.bots, result);
    long all = 0, withChoice = 0;
    for (int game = 0; game < options.games; ++game)
        for (const settlers::DecisionTime &t : settlers::playSimulationGame(rules, options.bots, options.seed, game).decisions[0]) {
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

void TestBotSimulation::histogramQuantilesAreClose_data() { timeStatsUseNearestRank_data(); }

// The histogram answers like the exact nearest rank, within 2.2%.
void TestBotSimulation::histogramQuantilesAreClose()
{
    QFETCH(QList<float>, times);
    QFETCH(double, median);
    QFETCH(double, p95);
    QFETCH(double, max);
    settlers::TimeHistogram histogram;
    for (float t : times)
        histogram.add(t);
    const settlers::TimeStats t = settlers::timeStats(histogram);
    QCOMPARE(t.count, static_cast<long>(times.size()));
    QVERIFY2(std::abs(t.median - median) <= 0.022 * median, qPrintable(QString::number(t.median)));
    QVERIFY2(std::abs(t.p95 - p95) <= 0.022 * p95, qPrintable(QString::number(t.p95)));
    QCOMPARE(t.max, max);
}

// 100k games once took 1.4 GB: every decision's time of every game was kept. Now the result holds
// the same bytes after 4 games as after 40.
void TestBotSimulation::memoryDoesNotGrowWithGames()
{
    const settlers::Rules rules(testmaps::canaanMap(), 200);
    settlers::SimulationOptions options;
    options.bots = {"random", "random", "random"};
    auto heldAfter = [&](int games) -> long long {
        options.games = games;
        const long long before = g_heapBytes;
        const settlers::SimulationResult result = settlers::simulate(rules, options);
        return result.games == games ? g_heapBytes - before : -1;
    };
    heldAfter(1); // first-use caches of the engine and the bots are not the result's
    const long long few = heldAfter(4);
    const long long many = heldAfter(40);
    QVERIFY(few > 0);
    QCOMPARE(many, few);
}

QTEST_APPLESS_MAIN(TestBotSimulation)
#include "test_bot_simulation.moc"
