// Rulings C01-C11, C19 and C21 and the seed's own statements about nations, set-up, Leadership and
// Muster: one or more ruling_Cnn_ functions each (docs/conquest.md).
#include "tests/engine/conquest/conquest_support.h"

#include <QtTest>

using namespace canaan::conquest;
using namespace canaan::conquest::test;

class TestConquestRulingsSetup : public QObject {
    Q_OBJECT
private slots:
    void ruling_C01_twoToSixDistinctNations();
    void ruling_C02_hebrewsFillToEight();
    void ruling_C02_egyptiansStartWithTwentyArmies();
    void ruling_C02_assyriansMusterPlusOne();
    void ruling_C03_citiesDealtEvenlyRestOutOfPlay();
    void ruling_C03_canaanitesTakeHalfFirst();
    void ruling_C04_tenArmiesEach();
    void ruling_C05_deckIs152CardsOfTheSeed();
    void ruling_C05_orAndDrawTerrainNotes();
    void ruling_C06_emptyDeckShufflesDiscard();
    void ruling_C06_nothingToDrawNoCard();
    void ruling_C07_fiveCardsThenHighRollStarts();
    void ruling_C08_gameEndsAfterTheRound_data();
    void ruling_C08_gameEndsAfterTheRound();
    void ruling_C09_citiesThenArmiesThenShared();
    void ruling_C10_fillThenDiscardUpToThree();
    void ruling_C10_handAboveSizeIsNotCut();
    void ruling_C11_raidBeforeRollGainAfter();
    void ruling_C11_raidNeverBelowZero();
    void ruling_C19_lentArmiesAndCardsReturn();
    void ruling_C21_logReplaysExactly();
};

void TestConquestRulingsSetup::ruling_C01_twoToSixDistinctNations()
{
    const Options o;
    QVERIFY(!setupProblem(o, std::vector<Nation>{Nation::Hebrews}).empty());
    QVERIFY(!setupProblem(o, std::vector<Nation>(7, Nation::Moabites)).empty());
    QVERIFY(!setupProblem(o, std::vector<Nation>{Nation::Hebrews, Nation::Hebrews}).empty());
    // Several Minor Kingdoms may play together.
    QVERIFY(setupProblem(o, std::vector<Nation>{Nation::Moabites, Nation::Edomites, Nation::Ammonites, Nation::Phoenicians,
                                                Nation::Arameans, Nation::Hittites})
                .empty());
    QVERIFY(!setupProblem(Options{9, 20}, std::vector<Nation>{Nation::Hebrews, Nation::Moabites}).empty());
    QVERIFY(!setupProblem(Options{20, 201}, std::vector<Nation>{Nation::Hebrews, Nation::Moabites}).empty());
}

void TestConquestRulingsSetup::ruling_C02_hebrewsFillToEight()
{
    State s = gameOf({Nation::Hebrews, Nation::Moabites});
    QCOMPARE(handSize(s, 0), 8);
    QCOMPARE(handSize(s, 1), 7);
    passUntil(s, Pending::Target);
    QCOMPARE(s.handCount(0), 8); // Leadership filled the Hebrews to 8 (seed: "Max hand size is +1")
    QCOMPARE(s.handCount(1), 7);
}

void TestConquestRulingsSetup::ruling_C02_egyptiansStartWithTwentyArmies()
{
    const State s = gameOf({Nation::Egyptians, Nation::Hittites, Nation::Assyrians});
    QCOMPARE(s.armies[0], 20);
    QCOMPARE(s.armies[1], 10);
    QCOMPARE(s.armies[2], 10);
}

void TestConquestRulingsSetup::ruling_C02_assyriansMusterPlusOne()
{
    for (Nation n : {Nation::Assyrians, Nation::Moabites}) {
        State s = gameOf({n, Nation::Edomites});
        passUntil(s, Pending::Die); // first-player rolls
        roll(s, 6);
        roll(s, 1); // seat 0 starts
        passUntil(s, Pending::Die);
        QCOMPARE(s.dieFor, DieFor::Muster);
        const int before = s.armies[0];
        roll(s, 4);
        QCOMPARE(s.armies[0], before + 4 + (n == Nation::Assyrians ? 1 : 0));
    }
}

void TestConquestRulingsSetup::ruling_C03_citiesDealtEvenlyRestOutOfPlay()
{
    const State four = gameOf({Nation::Hebrews, Nation::Moabites, Nation::Edomites, Nation::Hittites});
    for (int p = 0; p < 4; ++p)
        QCOMPARE(four.cities[static_cast<std::size_t>(p)], 5);
    QCOMPARE(four.pool, 0);
    const State three = gameOf({Nation::Hebrews, Nation::Moabites, Nation::Edomites});
    for (int p = 0; p < 3; ++p)
        QCOMPARE(three.cities[static_cast<std::size_t>(p)], 6);
    QCOMPARE(three.pool, 2);
    const State bigger = gameOf({Nation::Hebrews, Nation::Moabites, Nation::Edomites, Nation::Hittites}, Options{30, 20});
    QCOMPARE(bigger.cities[0], 7);
    QCOMPARE(bigger.pool, 2);
}

void TestConquestRulingsSetup::ruling_C03_canaanitesTakeHalfFirst()
{
    const State s = gameOf({Nation::Moabites, Nation::Canaanites, Nation::Edomites, Nation::Hittites});
    QCOMPARE(s.cities[1], 10 + 2); // 10 first, then 10 / 4 = 2 each, 2 left out of play
    QCOMPARE(s.cities[0], 2);
    QCOMPARE(s.pool, 2);
    const State odd = gameOf({Nation::Canaanites, Nation::Edomites}, Options{21, 20});
    QCOMPARE(odd.cities[0], 10 + 5); // half of 21 rounded down, then 11 / 2
    QCOMPARE(odd.cities[1], 5);
    QCOMPARE(odd.pool, 1);
}

void TestConquestRulingsSetup::ruling_C04_tenArmiesEach()
{
    const State s = gameOf({Nation::Hittites, Nation::Philistines, Nation::Canaanites, Nation::Hebrews, Nation::Assyrians, Nation::Arameans});
    for (int p = 0; p < 6; ++p)
        QCOMPARE(s.armies[static_cast<std::size_t>(p)], 10);
}

void TestConquestRulingsSetup::ruling_C05_deckIs152CardsOfTheSeed()
{
    std::array<int, kKindCount> counts{};
    for (const CardInfo &c : kCards)
        ++counts[static_cast<std::size_t>(c.kind)];
    const std::array<int, kKindCount> expected = {4, 46, 19, 23, 10, 9, 4, 9, 10, 3, 2, 8, 5};
    QCOMPARE(counts, expected);
    QCOMPARE(allCards().count(), 152);
    QCOMPARE(card(cardId("earthquake")).force, 9);
    QCOMPARE(card(cardId("earthquake")).kind, Kind::Siege);
    QCOMPARE(card(cardId("leaderSlain")).force, 7);
    QCOMPARE(card(cardId("divineIntervention")).force, 6);
    QVERIFY(parseCard("noSuchCard") == std::nullopt);
}

void TestConquestRulingsSetup::ruling_C05_orAndDrawTerrainNotes()
{
    const CardInfo &renew = card(cardId("renewTheAttack"));
    QCOMPARE(renew.orCategory, Category::Numbers);
    QCOMPARE(renew.orForce, 2);
    const CardInfo &leadership = card(cardId("leadership"));
    QCOMPARE(leadership.andCategory, Category::Strategy);
    QCOMPARE(leadership.andForce, 3);
    QVERIFY(card(cardId("strategicInsight")).drawsOne);
    QVERIFY(card(cardId("learnIntentions")).drawsOne);
    QCOMPARE(terrainCards().count(), 7);
    for (const char *t : {"openPlain", "attackDownhill", "fightInWoods", "swampyGround", "narrowGorge", "mountains", "knowTerrain"}) {
        QVERIFY(card(cardId(t)).terrain);
        QCOMPARE(card(cardId(t)).orCategory, Category::None);
        QCOMPARE(card(cardId(t)).andCategory, Category::None);
    }
}

void TestConquestRulingsSetup::ruling_C06_emptyDeckShufflesDiscard()
{
    State s = gameOf({Nation::Moabites, Nation::Edomites});
    QCOMPARE(s.pending, Pending::Shuffle); // the first shuffle is an action too
    QCOMPARE(s.discard.count(), 152);
    act(s, makeAction(ActionKind::Shuffle, s.pendingPlayer));
    QCOMPARE(s.deck.count(), 152);
    QCOMPARE(s.pending, Pending::Draw);
    // Move the deck to the discard pile: the next draw shuffles it back.
    s.discard = s.deck;
    s.deck.clear();
    passUntil(s, Pending::Draw);
    QCOMPARE(checkLegal(s, makeAction(ActionKind::Draw, s.pendingPlayer, s.discard.nth(0))), IllegalReason::ImpossibleOutcome);
}

void TestConquestRulingsSetup::ruling_C06_nothingToDrawNoCard()
{
    State s = atFirstTarget({Nation::Moabites, Nation::Edomites});
    s.table |= s.deck | s.discard; // every card out of reach
    s.deck.clear();
    s.discard.clear();
    const int attacker = s.active;
    act(s, makeAction(ActionKind::Attack, attacker, 1 - attacker));
    QCOMPARE(s.pending, Pending::Fill);
    act(s, makeAction(ActionKind::Fill, attacker));
    QVERIFY(s.pending != Pending::Draw && s.pending != Pending::Shuffle);
    QCOMPARE(s.handCount(attacker), 0);
}

void TestConquestRulingsSetup::ruling_C07_fiveCardsThenHighRollStarts()
{
    State s = gameOf({Nation::Moabites, Nation::Edomites, Nation::Ammonites});
    settleChance(s);
    QCOMPARE(s.pending, Pending::Die);
    QCOMPARE(s.dieFor, DieFor::FirstPlayer);
    for (int p = 0; p < 3; ++p)
        QCOMPARE(s.handCount(p), 5);
    roll(s, 6);
    roll(s, 6);
    roll(s, 2);
    QCOMPARE(s.dieFor, DieFor::FirstPlayer); // seats 0 and 1 roll again
    QCOMPARE(s.pendingPlayer, 0);
    roll(s, 3);
    QCOMPARE(s.pendingPlayer, 1);
    roll(s, 4);
    QCOMPARE(s.active, 1);
    settleChance(s);
    QCOMPARE(s.pending, Pending::Discard);
    QCOMPARE(s.pendingPlayer, 1); // Leadership starts with the active player (C10)
}

void TestConquestRulingsSetup::ruling_C08_gameEndsAfterTheRound_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("turns");
    QTest::addColumn<int>("total");
    QTest::newRow("2") << 2 << 20 << 20;
    QTest::newRow("3") << 3 << 20 << 21;
    QTest::newRow("4") << 4 << 20 << 20;
    QTest::newRow("5") << 5 << 20 << 20;
    QTest::newRow("6") << 6 << 20 << 24;
    QTest::newRow("4, 30 turns") << 4 << 30 << 32;
}

void TestConquestRulingsSetup::ruling_C08_gameEndsAfterTheRound()
{
    QFETCH(int, players);
    QFETCH(int, turns);
    QFETCH(int, total);
    std::vector<Nation> nations;
    for (int p = 0; p < players; ++p)
        nations.push_back(static_cast<Nation>(p));
    State s = newGame(Options{20, turns}, nations);
    QCOMPARE(int(s.totalTurns), total);
    passUntil(s, Pending::GameOver);
    QVERIFY(s.over());
    QCOMPARE(int(s.turnsPlayed), total);
}

void TestConquestRulingsSetup::ruling_C09_citiesThenArmiesThenShared()
{
    State s = gameOf({Nation::Moabites, Nation::Edomites, Nation::Ammonites});
    passUntil(s, Pending::Target);
    while (s.turnsPlayed + 1 < s.totalTurns) {
        pass(s);
        passUntil(s, Pending::Target);
    }
    State a = s;
    a.cities = {5, 7, 6};
    pass(a);
    QVERIFY(a.over());
    QCOMPARE(int(a.winners), 0b010);
    State b = s;
    b.cities = {7, 7, 6};
    b.armies = {9, 12, 30};
    pass(b);
    QCOMPARE(int(b.winners), 0b010);
    State c = s;
    c.cities = {7, 7, 6};
    c.armies = {12, 12, 30};
    pass(c);
    QCOMPARE(int(c.winners), 0b011);
}

void TestConquestRulingsSetup::ruling_C10_fillThenDiscardUpToThree()
{
    State s = gameOf({Nation::Moabites, Nation::Edomites});
    passUntil(s, Pending::Discard);
    const int p = s.pendingPlayer;
    QCOMPARE(s.handCount(p), 7); // filled from 5
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(s.pending, Pending::Discard);
        act(s, makeAction(ActionKind::Discard, p, s.hands[static_cast<std::size_t>(p)].nth(0)));
    }
    QCOMPARE(s.handCount(p), 4);
    QCOMPARE(s.discard.count(), 3);
    QCOMPARE(s.pending, Pending::Draw); // no fourth discard: the three are replaced
    QCOMPARE(checkLegal(s, makeAction(ActionKind::Discard, p, s.hands[static_cast<std::size_t>(p)].nth(0))), IllegalReason::NotYourDecision);
    settleChance(s);
    QCOMPARE(s.handCount(p), 7);
    QCOMPARE(s.pendingPlayer, 1 - p); // then the next player in seat order
}

void TestConquestRulingsSetup::ruling_C10_handAboveSizeIsNotCut()
{
    State s = gameOf({Nation::Moabites, Nation::Edomites});
    passUntil(s, Pending::Discard);
    const int other = 1 - s.pendingPlayer;
    for (int i = 0; i < 4; ++i)
        give(s, other, s.deck.nth(0));
    QCOMPARE(s.handCount(other), 9);
    pass(s);
    settleChance(s);
    QCOMPARE(s.pendingPlayer, other);
    QCOMPARE(s.handCount(other), 9); // neither filled nor cut
}

void TestConquestRulingsSetup::ruling_C11_raidBeforeRollGainAfter()
{
    State s = gameOf({Nation::Assyrians, Nation::Edomites});
    passUntil(s, Pending::Die);
    roll(s, 6);
    roll(s, 1); // seat 0 (Assyrians) is active
    settleChance(s);
    emptyHands(s);
    give(s, 1, cardId("drought"));
    give(s, 0, cardId("gatherHost"));
    passUntil(s, Pending::Raid);
    QCOMPARE(s.pendingPlayer, 1);
    act(s, makeAction(ActionKind::PlayCard, 1, cardId("drought")));
    QCOMPARE(s.dieFor, DieFor::Raid);
    roll(s, 4);
    QCOMPARE(s.armies[0], 6);
    QCOMPARE(s.dieFor, DieFor::Muster); // Z before the roll
    roll(s, 3);
    QCOMPARE(s.armies[0], 10);          // 6 + 3 + 1 (Assyrians)
    QCOMPARE(s.pending, Pending::Gain); // G after it
    QCOMPARE(checkLegal(s, makeAction(ActionKind::PlayCard, 0, cardId("drought"))), IllegalReason::CardNotHeld);
    act(s, makeAction(ActionKind::PlayCard, 0, cardId("gatherHost")));
    QCOMPARE(s.armies[0], 12);
    QCOMPARE(s.pending, Pending::Target);
}

void TestConquestRulingsSetup::ruling_C11_raidNeverBelowZero()
{
    State s = gameOf({Nation::Moabites, Nation::Edomites});
    passUntil(s, Pending::Die);
    roll(s, 6);
    roll(s, 1);
    settleChance(s);
    emptyHands(s);
    give(s, 1, cardId("raids"));
    give(s, 1, cardId("desertions"));
    passUntil(s, Pending::Raid);
    s.armies[0] = 2;
    act(s, makeAction(ActionKind::PlayCard, 1, cardId("raids")));
    roll(s, 6);
    QCOMPARE(s.armies[0], 0);
    QCOMPARE(s.pending, Pending::Raid); // may play more
    act(s, makeAction(ActionKind::PlayCard, 1, cardId("desertions")));
    roll(s, 1);
    QCOMPARE(s.armies[0], 0);
}

void TestConquestRulingsSetup::ruling_C19_lentArmiesAndCardsReturn()
{
    State s = atFirstTarget({Nation::Moabites, Nation::Edomites, Nation::Ammonites});
    const int att = s.active, def = (att + 1) % 3, ally = (att + 2) % 3;
    const int lent = cardId("ruse");
    give(s, ally, lent);
    act(s, makeAction(ActionKind::Attack, att, def));
    QCOMPARE(s.pending, Pending::Ally);
    act(s, makeAction(ActionKind::LendCard, ally, lent, kDefender));
    QVERIFY(s.hands[static_cast<std::size_t>(def)].has(lent));
    QCOMPARE(cardsTowardHandSize(s, def), 0); // a lent card does not count toward hand size
    passUntil(s, Pending::Target);
    QVERIFY(s.turnsPlayed == 1 || s.active != att);
    QVERIFY(s.hands[static_cast<std::size_t>(ally)].has(lent)); // not played: back to its owner
    QVERIFY(s.table.empty());
}

void TestConquestRulingsSetup::ruling_C21_logReplaysExactly()
{
    std::vector<Action> log;
    State end;
    playRandomGames(1, 99, [&](const State &, const Action &a, const State &after) {
        log.push_back(a);
        end = after;
    });
    State replay = newGame(end.options, std::span(end.nations.data(), end.numPlayers));
    for (const Action &a : log)
        QCOMPARE(tryApply(replay, a), IllegalReason::Ok);
    QVERIFY(replay == end);
}

QTEST_APPLESS_MAIN(TestConquestRulingsSetup)
#include "test_rulings_setup.moc"
