// The Conquest computer players: every decision legal, from the seat's view only (C20).
#include "engine/conquest/ai/bot.h"
#include "tests/engine/conquest/conquest_support.h"

#include <QtTest>

using namespace canaan::conquest;
using namespace canaan::conquest::test;

class TestConquestBots : public QObject {
    Q_OBJECT
private slots:
    void everyDecisionIsLegal_data();
    void everyDecisionIsLegal();
    void sameViewSameDecision();
    void hardDiscardsThreeNormalOnlyWeakCards();
    void hardAttacksWhenBehindAtTheLastTurn();
};

namespace {

// The decision of a fresh bot `id` for the pending seat.
Action decision(const char *id, const State &s)
{
    auto bot = makeBot(id, 3);
    auto legal = std::make_unique<ActionList>();
    legalActions(s, *legal);
    return bot->decide(viewOf(s, s.pendingPlayer), *legal);
}

// Two Minor Kingdoms at the last turn of the game, the active player to name a target, with these
// cities and 10 armies each; hands empty.
State lastTurn(int myCities, int theirCities)
{
    State s = atFirstTarget({Nation::Moabites, Nation::Edomites});
    s.turnsPlayed = static_cast<std::uint8_t>(s.totalTurns - 1);
    s.cities[s.active] = static_cast<std::uint8_t>(myCities);
    s.cities[1 - s.active] = static_cast<std::uint8_t>(theirCities);
    return s;
}

} // namespace

void TestConquestBots::everyDecisionIsLegal_data()
{
    QTest::addColumn<QString>("bot");
    QTest::newRow("random") << QStringLiteral("random");
    QTest::newRow("normal") << QStringLiteral("normal");
    QTest::newRow("hard") << QStringLiteral("hard");
}

void TestConquestBots::everyDecisionIsLegal()
{
    QFETCH(QString, bot);
    auto legal = std::make_unique<ActionList>();
    long decisions = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        const int n = 2 + static_cast<int>(seed % 5);
        std::vector<Nation> nations;
        std::vector<std::unique_ptr<Bot>> bots;
        for (int i = 0; i < n; ++i) {
            nations.push_back(static_cast<Nation>((static_cast<int>(seed) + 2 * i) % kNationCount));
            bots.push_back(makeBot(i % 2 ? "random" : bot.toStdString(), seed * 10 + static_cast<std::uint64_t>(i)));
        }
        std::sort(nations.begin(), nations.end());
        nations.erase(std::unique(nations.begin(), nations.end()), nations.end());
        while (static_cast<int>(nations.size()) < n)
            nations.push_back(static_cast<Nation>(nations.size() + 5));
        State s = newGame(Options{}, nations);
        canaan::Pcg32 chance(seed);
        while (!s.over()) {
            Action a;
            if (isChancePending(s)) {
                a = chanceFromRandom(s, chance());
            } else {
                legalActions(s, *legal);
                a = bots[s.pendingPlayer]->decide(viewOf(s, s.pendingPlayer), *legal);
                ++decisions;
            }
            QCOMPARE(checkLegal(s, a), IllegalReason::Ok);
            apply(s, a);
        }
    }
    QVERIFY(decisions > 10000);
}

void TestConquestBots::sameViewSameDecision()
{
    // Two states that differ only in the defender's hand give the attacker's normal and hard bots
    // the same view, hence the same choice.
    State s = atFirstTarget({Nation::Moabites, Nation::Edomites});
    const int att = s.active, def = 1 - att;
    for (const char *c : {"ruse", "traitor", "terror", "divineIntervention"})
        give(s, att, cardId(c));
    give(s, def, cardId("citadel"));
    act(s, makeAction(ActionKind::Attack, att, def));
    toChoice(s);
    State t = s;
    give(t, def, cardId("leaderSlain"));
    emptyHand(t, def);
    give(t, def, cardId("flushWithVictory"));
    QVERIFY(viewOf(s, att) == viewOf(t, att));
    for (const char *id : {"normal", "hard"}) {
        auto a = makeBot(id, 5), b = makeBot(id, 5);
        auto legal = std::make_unique<ActionList>();
        legalActions(s, *legal);
        QCOMPARE(a->decide(viewOf(s, att), *legal), b->decide(viewOf(t, att), *legal));
    }
}

void TestConquestBots::hardDiscardsThreeNormalOnlyWeakCards()
{
    // Leadership (C10): the hard player always trades its three least valuable cards for new ones;
    // the normal player only cards worth less than a new card.
    State s = gameOf({Nation::Moabites, Nation::Edomites});
    passUntil(s, Pending::Discard);
    const int p = s.pendingPlayer;
    emptyHand(s, p);
    for (const char *c : {"ruse", "traitor", "terror", "firstWave", "maneuvers", "fightInWoods"})
        give(s, p, cardId(c));
    QCOMPARE(decision("normal", s), makeAction(ActionKind::Discard, p, cardId("fightInWoods")));
    std::vector<int> discarded;
    for (int i = 0; i < 3; ++i) {
        const Action a = decision("hard", s);
        QCOMPARE(a.kind, ActionKind::Discard);
        discarded.push_back(a.a);
        act(s, a);
        QVERIFY(s.pending != Pending::Discard || s.pendingPlayer != p || i < 2);
    }
    QCOMPARE(discarded, (std::vector<int>{cardId("fightInWoods"), cardId("firstWave"), cardId("maneuvers")}));

    State strong = gameOf({Nation::Moabites, Nation::Edomites});
    passUntil(strong, Pending::Discard);
    const int q = strong.pendingPlayer;
    emptyHand(strong, q);
    for (const char *c : {"ruse", "traitor", "terror", "divineIntervention"})
        give(strong, q, cardId(c));
    QCOMPARE(decision("normal", strong).kind, ActionKind::Pass);
    QCOMPARE(decision("hard", strong).kind, ActionKind::Discard);
}

void TestConquestBots::hardAttacksWhenBehindAtTheLastTurn()
{
    // The hard player's target: its chance to win the game (C09). One city behind at the game's last
    // turn, only a battle can win it; one city ahead, a battle can only lose it.
    const State behind = lastTurn(9, 10);
    QCOMPARE(decision("hard", behind), makeAction(ActionKind::Attack, behind.active, 1 - behind.active));
    const State ahead = lastTurn(10, 9);
    QCOMPARE(decision("hard", ahead).kind, ActionKind::Pass);
}

QTEST_APPLESS_MAIN(TestConquestBots)
#include "test_bots.moc"
