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
    const settlers::Rules rules(testmaps::canaanMap(), 300);
    settlers::RandomBot bot(7);
    settlers::GameState s = settlers::newGame(rules, 4);
    Pcg32 chance(3);
    settlers::ActionList scratch;
    while (!s.isOver()) {
        const settlers::Action a = settlers::isChancePending(s) ? settlers::sampleChance(rules, s, chance) : settlers::askBot(bot, rules, s, scratch);
        QCOMPARE(int(settlers::checkLegal(rules, s, a)), int(settlers::IllegalReason::Ok));
        settlers::apply(rules, s, a);
    }
}

void TestRandomBot::neverOffersDomesticTrades()
{
    const settlers::Rules rules(testmaps::canaanMap(), 300);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const settlers::PlayedGame g = settlers::playRandomGame(rules, 4, seed);
        for (const settlers::Action &a : g.log)
            QVERIFY(a.kind != settlers::ActionKind::OfferTrade);
    }
}

void TestRandomBot::replayNamesTheFirstIllegalAction()
{
    const settlers::Rules rules(testmaps::canaanMap(), 200);
    settlers::PlayedGame g = settlers::playRandomGame(rules, 3, 42);
    settlers::ReplayResult ok = settlers::replay(rules, 3, g.log);
    QCOMPARE(ok.failedAt, -1L);
    QVERIFY(ok.state == g.final);
    // Put the second starting settlement next to the first.
    long first = -1, second = -1;
    for (std::size_t i = 0; i < g.log.size() && second < 0; ++i)
        if (g.log[i].kind == settlers::ActionKind::SetupSettlement)
            (first < 0 ? first : second) = static_cast<long>(i);
    const int v = g.log[static_cast<std::size_t>(first)].a;
    g.log[static_cast<std::size_t>(second)].a = rules.vertex(v).neighbourIds[0];
    const settlers::ReplayResult bad = settlers::replay(rules, 3, g.log);
    QCOMPARE(bad.failedAt, second);
    QCOMPARE(int(bad.reason), int(settlers::IllegalReason::TooClose));
}

QTEST_APPLESS_MAIN(TestRandomBot)
#include "test_random_bot.moc"
