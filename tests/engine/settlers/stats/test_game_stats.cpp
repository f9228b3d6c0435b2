// computeGameStats: the dice histogram, production and the other counts agree with the log they
// come from, and a broken log stops the replay at the right action.
#include "engine/settlers/ai/driver.h"
#include "tests/engine/settlers/rules/builtin_maps.h"
#include "engine/settlers/rules/engine.h"
#include "engine/settlers/stats/game_stats.h"

#include <QtTest>

using namespace canaan;

class TestGameStats : public QObject {
    Q_OBJECT
private slots:
    void diceWays_data();
    void diceWays();
    void expectedCountsAddUpToTheRolls();
    void agreesWithTheLog_data();
    void agreesWithTheLog();
    void productionOfClassicRollsMatchesItsEvents();
    void stopsAtAnIllegalAction();
    void refusesAnImpossiblePlayerCount();
};

void TestGameStats::diceWays_data()
{
    QTest::addColumn<int>("sum");
    QTest::addColumn<int>("ways");
    const int ways[] = {0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1, 0};
    for (int sum = 0; sum <= 13; ++sum)
        QTest::addRow("%d", sum) << sum << ways[sum];
}

void TestGameStats::diceWays()
{
    QFETCH(int, sum);
    QFETCH(int, ways);
    QCOMPARE(canaan::settlers::diceWays(sum), ways);
}

void TestGameStats::expectedCountsAddUpToTheRolls()
{
    settlers::GameStats stats;
    stats.rolls = 72;
    double total = 0;
    for (int sum = 2; sum <= 12; ++sum)
        total += stats.expectedCount(sum);
    QCOMPARE(total, 72.0);
    QCOMPARE(stats.expectedCount(7), 12.0);
    QCOMPARE(stats.expectedCount(2), 2.0);
}

void TestGameStats::agreesWithTheLog_data()
{
    QTest::addColumn<bool>("classic");
    QTest::addColumn<int>("players");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("canaan 4 players") << false << 4 << quint64(7);
    QTest::newRow("canaan 3 players") << false << 3 << quint64(11);
    QTest::newRow("canaan 2 players") << false << 2 << quint64(5);
    QTest::newRow("classic 4 players") << true << 4 << quint64(3);
}

void TestGameStats::agreesWithTheLog()
{
    QFETCH(bool, classic);
    QFETCH(int, players);
    QFETCH(quint64, seed);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap(), 400);
    const settlers::PlayedGame game = settlers::playRandomGame(rules, players, seed);
    QVERIFY(!game.log.empty());

    const settlers::GameStats stats = settlers::computeGameStats(rules, players, game.log);
    QCOMPARE(stats.illegalAt, -1);
    QCOMPARE(stats.actions, static_cast<int>(game.log.size()));
    QCOMPARE(stats.players, players);
    QCOMPARE(static_cast<int>(stats.perPlayer.size()), players);
    QVERIFY(stats.finalState == game.final);
    QCOMPARE(stats.turns, static_cast<int>(game.final.turn));
    QCOMPARE(stats.blackStones, static_cast<int>(game.final.blackStones));

    // Counted here straight from the log.
    std::array<int, 13> dice{};
    int rolls = 0, steals = 0;
    std::vector<int> bought(static_cast<std::size_t>(players));
    for (const settlers::Action &a : game.log) {
        if (a.kind == settlers::ActionKind::Dice) {
            ++rolls;
            ++dice[static_cast<std::size_t>(a.a + a.b)];
        }
        if (a.kind == settlers::ActionKind::Steal)
            ++steals;
        if (a.kind == settlers::ActionKind::BuyCard)
            ++bought[a.player];
    }
    QVERIFY(rolls > 10);
    QCOMPARE(stats.rolls, rolls);
    QCOMPARE(stats.diceCounts, dice);

    int stolen = 0, lost = 0;
    for (int p = 0; p < players; ++p) {
        const settlers::PlayerStats &ps = stats.perPlayer[static_cast<std::size_t>(p)];
        for (int r = 0; r < settlers::kResourceCount; ++r)
            QVERIFY2(ps.produced[r] <= ps.gained[r], qPrintable(QStringLiteral("player %1 resource %2").arg(p).arg(r)));
        QCOMPARE(ps.devCardsBought, bought[static_cast<std::size_t>(p)]);
        QCOMPARE(ps.stonesAdded, static_cast<int>(game.final.stones[p]));
        stolen += ps.cardsStolen;
        lost += ps.cardsLost;
    }
    QCOMPARE(stolen, steals);
    QCOMPARE(lost, steals);
}

void TestGameStats::productionOfClassicRollsMatchesItsEvents()
{
    // Classic has no copper: production is exactly the cards the dice rolls hand out.
    const settlers::Rules rules(testmaps::classicMap(), 300);
    const settlers::PlayedGame game = settlers::playRandomGame(rules, 4, 21);
    std::vector<std::array<int, settlers::kResourceCount>> fromEvents(4);
    settlers::EventSink sink;
    settlers::GameState state = settlers::newGame(rules, 4);
    for (const settlers::Action &a : game.log) {
        sink.clear();
        QCOMPARE(settlers::tryApply(rules, state, a, &sink), settlers::IllegalReason::Ok);
        if (a.kind != settlers::ActionKind::Dice)
            continue;
        for (int i = 0; i < sink.size; ++i) {
            const settlers::Event &e = sink.events[static_cast<std::size_t>(i)];
            if (e.kind == settlers::EventKind::ResourcesGained)
                fromEvents[e.player][e.a] += e.b;
        }
    }
    const settlers::GameStats stats = settlers::computeGameStats(rules, 4, game.log);
    int total = 0;
    for (int p = 0; p < 4; ++p) {
        for (int r = 0; r < settlers::kResourceCount; ++r)
            QCOMPARE(stats.perPlayer[static_cast<std::size_t>(p)].produced[r], fromEvents[p][r]);
        total += stats.perPlayer[static_cast<std::size_t>(p)].totalProduced();
    }
    QVERIFY(total > 0);
}

void TestGameStats::stopsAtAnIllegalAction()
{
    const settlers::Rules rules(testmaps::canaanMap(), 200);
    const settlers::PlayedGame game = settlers::playRandomGame(rules, 4, 9);
    QVERIFY(game.log.size() > 60);
    std::vector<settlers::Action> log(game.log.begin(), game.log.begin() + 50);
    const settlers::GameStats prefix = settlers::computeGameStats(rules, 4, log);
    QCOMPARE(prefix.illegalAt, -1);
    // Another seat ends the turn: never legal, whoever must decide now.
    const settlers::Action wrong = settlers::makeAction(settlers::ActionKind::EndTurn, (prefix.finalState.pendingPlayer + 1) % 4);
    QVERIFY(settlers::checkLegal(rules, prefix.finalState, wrong) != settlers::IllegalReason::Ok);
    log.push_back(wrong);
    log.insert(log.end(), game.log.begin() + 50, game.log.begin() + 60);
    const settlers::GameStats broken = settlers::computeGameStats(rules, 4, log);
    QCOMPARE(broken.illegalAt, 50);
    QCOMPARE(broken.actions, 50);
    QVERIFY(broken.finalState == prefix.finalState);
    QCOMPARE(broken.rolls, prefix.rolls);
}

void TestGameStats::refusesAnImpossiblePlayerCount()
{
    const settlers::Rules rules(testmaps::classicMap());
    const settlers::GameStats stats = settlers::computeGameStats(rules, 2, {settlers::makeAction(settlers::ActionKind::FirstRoll, 0, 3, 4)});
    QCOMPARE(stats.illegalAt, 0);
    QCOMPARE(stats.actions, 0);
}

QTEST_MAIN(TestGameStats)
#include "test_game_stats.moc"
