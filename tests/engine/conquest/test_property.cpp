// The property test of issue 20 over thousands of seeded random games, checked after every action:
// city tokens and the 152 cards conserved, no hand above its size after Leadership, armies never
// negative; and every listed action legal.
#include "tests/engine/conquest/conquest_support.h"

#include <QtTest>

using namespace canaan::conquest;
using namespace canaan::conquest::test;

class TestConquestProperty : public QObject {
    Q_OBJECT
private slots:
    void invariantsHoldInRandomGames();
    void listedActionsAreLegal();
};

void TestConquestProperty::invariantsHoldInRandomGames()
{
    std::array<int, kMaxPlayers> atTurnStart{};
    long actions = 0;
    playRandomGames(3000, 1, [&](const State &before, const Action &, const State &s) {
        ++actions;
        int cities = s.pool;
        for (int p = 0; p < s.numPlayers; ++p)
            cities += s.cities[static_cast<std::size_t>(p)];
        QCOMPARE(cities, s.options.cities);
        // Every card in exactly one place: the counts add up to 152 and so does their union.
        QCOMPARE(cardsIn(s), kCardCount);
        CardSet all = s.deck | s.discard | s.table | s.battle[0] | s.battle[1];
        for (const CardSet &h : s.hands)
            all |= h;
        QCOMPARE(all.count(), kCardCount);
        for (int p = 0; p < s.numPlayers; ++p) {
            const auto i = static_cast<std::size_t>(p);
            // Armies are unsigned: a negative count would wrap to a huge one.
            QVERIFY(s.armies[i] < 10000);
            QVERIFY(s.lentArmies[i] <= 5);
        }
        // Hands after Leadership: at most their size, or what they held before it (lent cards
        // returned are not cut, C10).
        if (s.step == Step::Leadership && before.step != Step::Leadership)
            for (int p = 0; p < s.numPlayers; ++p)
                atTurnStart[static_cast<std::size_t>(p)] = s.handCount(p);
        if (before.step == Step::Leadership && s.step != Step::Leadership)
            for (int p = 0; p < s.numPlayers; ++p)
                QVERIFY(s.handCount(p) <= std::max(handSize(s, p), atTurnStart[static_cast<std::size_t>(p)]));
    });
    QVERIFY(actions > 1'000'000);
}

void TestConquestProperty::listedActionsAreLegal()
{
    auto list = std::make_unique<ActionList>();
    playRandomGames(300, 2, [&](const State &before, const Action &a, const State &) {
        QCOMPARE(checkLegal(before, a), IllegalReason::Ok);
        if (isChancePending(before))
            return;
        legalActions(before, *list);
        for (const Action &x : *list)
            QCOMPARE(checkLegal(before, x), IllegalReason::Ok);
        // A few illegal neighbours: another seat deciding, a card not held.
        Action other = a;
        other.player = static_cast<std::uint8_t>((a.player + 1) % before.numPlayers);
        QCOMPARE(checkLegal(before, other), IllegalReason::NotYourDecision);
    });
}

QTEST_APPLESS_MAIN(TestConquestProperty)
#include "test_property.moc"
