// The random bot and the game driver: bots only ever choose listed legal actions, and games end.
// Speed is measured by `canaan-cli bench`, not here.
#include "tests/engine/settlers/rules/builtin_maps.h"
#include "engine/settlers/ai/driver.h"
#include "engine/settlers/ai/random_bot.h"

#include <QtTest>

using namespace canaan;

class TestRandomBot : public QObject {
    Q_OBJECT
private slots:
    void choosesOnlyLegalActions();
    void neverOffersDomesticTrades();
    void replayNamesTheFirstIllegalAction();
};

void TestRandomBot::choosesOnlyLegalActions()
{
    const Rules rules(testmaps::canaanMap(), 300);
    RandomBot bot(7);
    GameState s = newGame(rules, 4);
    Pcg32 chance(3);
    ActionList scratch;
    while (!s.isOver()) {
        const Action a = isChancePending(s) ? sampleChance(rules, s, chance) : askBot(bot, rules, s, scratch);
        QCOMPARE(int(checkLegal(rules, s, a)), int(IllegalReason::Ok));
        apply(rules, s, a);
    }
}

void TestRandomBot::neverOffersDomesticTrades()
{
    const Rules rules(testmaps::canaanMap(), 300);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const PlayedGame g = playRandomGame(rules, 4, seed);
        for (const Action &a : g.log)
            QVERIFY(a.kind != ActionKind::OfferTrade);
    }
}

void TestRandomBot::replayNamesTheFirstIllegalAction()
{
    const Rules rules(testmaps::canaanMap(), 200);
    PlayedGame g = playRandomGame(rules, 3, 42);
    ReplayResult ok = replay(rules, 3, g.log);
    QCOMPARE(ok.failedAt, -1L);
    QVERIFY(ok.state == g.final);
    // Put the second starting settlement next to the first.
    long first = -1, second = -1;
    for (std::size_t i = 0; i < g.log.size() && second < 0; ++i)
        if (g.log[i].kind == ActionKind::SetupSettlement)
            (first < 0 ? first : second) = static_cast<long>(i);
    const int v = g.log[static_cast<std::size_t>(first)].a;
    g.log[static_cast<std::size_t>(second)].a = rules.vertex(v).neighbourIds[0];
    const ReplayResult bad = replay(rules, 3, g.log);
    QCOMPARE(bad.failedAt, second);
    QCOMPARE(int(bad.reason), int(IllegalReason::TooClose));
}

QTEST_APPLESS_MAIN(TestRandomBot)
#include "test_random_bot.moc"
