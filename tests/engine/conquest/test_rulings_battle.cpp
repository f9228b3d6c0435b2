// Rulings C12-C18: the Alliance phase, the secret choice, terrain, deciding a battle, casualties and
// further battles (docs/conquest.md), and the seed's "Assyrians can't be met with Defense".
#include "tests/engine/conquest/conquest_support.h"

#include <QtTest>

using namespace canaan::conquest;
using namespace canaan::conquest::test;

class TestConquestRulingsBattle : public QObject {
    Q_OBJECT
private slots:
    void ruling_C12_noAttackCardCancelsAndProtects();
    void ruling_C12_noAllyCardBarsAThirdPlayer();
    void ruling_C12_allyLendsCardOrArmiesNotBoth();
    void ruling_C12_lentCardGoesBackWhenItsBattleEnds();
    void ruling_C12_lentTerrainStruckOutIsNoLongerLent();
    void ruling_C13_attackerAndDefenderMayFill();
    void ruling_C14_secretChoiceHiddenUntilBothChose();
    void ruling_C14_onlyForceCardsAreChosen();
    void ruling_C14_defenseOnlyByTheDefender();
    void ruling_C02_assyriansCannotBeMetWithDefense();
    void ruling_C14_orCardOneCategoryAndCardBoth();
    void ruling_C14_siegeOnlyAfterDefense();
    void ruling_C14_drawOneAtTheReveal();
    void ruling_C15_terrainDiscardedByDefense();
    void ruling_C16_numbersAreArmiesLentAndCards();
    void ruling_C02_philistinesRollAtTheReveal();
    void ruling_C16_tieInCategoriesSettledByRoll();
    void ruling_C17_casualtiesRoundedHalfUp();
    void ruling_C17_retreatHalvesThenPursuitDoubles();
    void ruling_C17_cannotLoseMoreThanTheOpponentHas();
    void ruling_C17_lossSharedByLargestRemainders();
    void ruling_C17_defenderCanWinACity();
    void ruling_C18_extraConquestAfterAWin();
    void ruling_C18_hittitesFightAgainWinOrLose();
    void ruling_C18_noQCardAfterALoss();
};

void TestConquestRulingsBattle::ruling_C12_noAttackCardCancelsAndProtects()
{
    State s = atFirstTarget({Nation::Moabites, Nation::Edomites, Nation::Ammonites});
    const int att = s.active, def = (att + 1) % 3;
    give(s, def, cardId("diplomacy"));
    act(s, makeAction(ActionKind::Attack, att, def));
    QCOMPARE(s.pending, Pending::NoAttack);
    QCOMPARE(int(s.pendingPlayer), def);
    act(s, makeAction(ActionKind::PlayCard, def, cardId("diplomacy")));
    QCOMPARE(s.pending, Pending::Target); // names another target or passes
    QCOMPARE(checkLegal(s, makeAction(ActionKind::Attack, att, def)), IllegalReason::BadTarget);
    QCOMPARE(checkLegal(s, makeAction(ActionKind::Attack, att, att)), IllegalReason::BadTarget);
    act(s, makeAction(ActionKind::Attack, att, (att + 2) % 3));
}

void TestConquestRulingsBattle::ruling_C12_noAllyCardBarsAThirdPlayer()
{
    State s = atFirstTarget({Nation::Moabites, Nation::Edomites, Nation::Ammonites, Nation::Arameans});
    const int att = s.active, def = (att + 1) % 4, third = (att + 2) % 4, fourth = (att + 3) % 4;
    give(s, def, cardId("threatened"));
    act(s, makeAction(ActionKind::Attack, att, def));
    QCOMPARE(s.pending, Pending::NoAlly);
    QCOMPARE(int(s.pendingPlayer), def);
    QCOMPARE(checkLegal(s, makeAction(ActionKind::PlayCard, def, cardId("threatened"), att)), IllegalReason::BadBarred);
    QCOMPARE(checkLegal(s, makeAction(ActionKind::PlayCard, def, cardId("threatened"), def)), IllegalReason::BadBarred);
    act(s, makeAction(ActionKind::PlayCard, def, cardId("threatened"), fourth));
    QCOMPARE(s.pending, Pending::Ally);
    QCOMPARE(int(s.pendingPlayer), third);
    pass(s);
    QVERIFY(s.pending != Pending::Ally); // the fourth is not asked
}

void TestConquestRulingsBattle::ruling_C12_allyLendsCardOrArmiesNotBoth()
{
    State s = atFirstTarget({Nation::Moabites, Nation::Edomites, Nation::Ammonites});
    const int att = s.active, def = (att + 1) % 3, ally = (att + 2) % 3;
    give(s, ally, cardId("ruse"));
    act(s, makeAction(ActionKind::Attack, att, def));
    QCOMPARE(s.pending, Pending::Ally);
    QCOMPARE(checkLegal(s, makeAction(ActionKind::LendArmies, ally, 6, kDefender)), IllegalReason::NotEnoughArmies);
    s.armies[static_cast<std::size_t>(ally)] = 3;
    QCOMPARE(checkLegal(s, makeAction(ActionKind::LendArmies, ally, 4, kDefender)), IllegalReason::NotEnoughArmies);
    act(s, makeAction(ActionKind::LendArmies, ally, 3, kDefender));
    QCOMPARE(s.armies[static_cast<std::size_t>(ally)], 0);
    QCOMPARE(sideArmies(s, kDefender), 13);
    QVERIFY(s.pending != Pending::Ally); // not a card as well
    QVERIFY(s.hands[static_cast<std::size_t>(ally)].has(cardId("ruse")));
}

void TestConquestRulingsBattle::ruling_C12_lentCardGoesBackWhenItsBattleEnds()
{
    // The attacker wins and holds a Q card, so the turn goes on: the lent card, not played, must
    // already be back with its lender, not usable in the extra battle.
    State s = atFirstTarget({Nation::Moabites, Nation::Edomites, Nation::Ammonites});
    const int att = s.active, def = (att + 1) % 3, ally = (att + 2) % 3;
    const int ruse = cardId("ruse");
    give(s, att, cardId("campaign"));
    give(s, ally, ruse);
    s.armies[static_cast<std::size_t>(att)] = 15;
    act(s, makeAction(ActionKind::Attack, att, def));
    QCOMPARE(s.pending, Pending::Ally);
    act(s, makeAction(ActionKind::LendCard, ally, ruse, kAttacker));
    QVERIFY(s.hands[static_cast<std::size_t>(att)].has(ruse));
    toChoice(s);
    pass(s); // the attacker keeps the lent card out of the battle
    pass(s);
    QCOMPARE(s.winnerSide, kAttacker); // Numbers 15 to 10
    const int allyCards = s.handCount(ally), attackerCards = s.handCount(att);
    roll(s, 1);
    QCOMPARE(s.pending, Pending::Extra);
    QVERIFY(s.hands[static_cast<std::size_t>(ally)].has(ruse));
    QVERIFY(!s.hands[static_cast<std::size_t>(att)].has(ruse));
    QCOMPARE(s.handCount(ally), allyCards + 1);
    QCOMPARE(s.handCount(att), attackerCards - 1);
    QVERIFY(s.lent.empty());
    QCOMPARE(int(s.lender[static_cast<std::size_t>(ruse)]), int(kNone));
    act(s, makeAction(ActionKind::PlayCard, att, cardId("campaign")));
    QCOMPARE(s.pending, Pending::Target);
    QVERIFY(!s.hands[static_cast<std::size_t>(att)].has(ruse));
}

void TestConquestRulingsBattle::ruling_C12_lentTerrainStruckOutIsNoLongerLent()
{
    State s = atFirstTarget({Nation::Moabites, Nation::Edomites, Nation::Ammonites});
    const int att = s.active, def = (att + 1) % 3, ally = (att + 2) % 3;
    const int plain = cardId("openPlain");
    give(s, ally, plain);
    give(s, def, cardId("garrison"));
    act(s, makeAction(ActionKind::Attack, att, def));
    act(s, makeAction(ActionKind::LendCard, ally, plain, kAttacker));
    toChoice(s);
    choose(s, plain, Category::Strategy);
    pass(s);
    choose(s, cardId("garrison"), Category::Strategy);
    pass(s);
    // Struck out by the Defense card: in the discard pile, and no longer the ally's card.
    QVERIFY(s.discard.has(plain));
    QVERIFY(!s.lent.has(plain));
    QCOMPARE(int(s.lender[static_cast<std::size_t>(plain)]), int(kNone));
    // Whoever draws it after a reshuffle holds an ordinary card: he may lend it.
    State later = atFirstTarget({Nation::Moabites, Nation::Edomites, Nation::Ammonites});
    later.lender = s.lender;
    later.lent = s.lent;
    give(later, def, plain);
    act(later, makeAction(ActionKind::Attack, att, ally));
    QCOMPARE(later.pending, Pending::Ally);
    QCOMPARE(checkLegal(later, makeAction(ActionKind::LendCard, def, plain, kAttacker)), IllegalReason::Ok);
}

void TestConquestRulingsBattle::ruling_C13_attackerAndDefenderMayFill()
{
    State s = atFirstTarget({Nation::Moabites, Nation::Hebrews});
    const int att = s.active, def = 1 - att;
    act(s, makeAction(ActionKind::Attack, att, def));
    QCOMPARE(s.pending, Pending::Fill);
    QCOMPARE(int(s.pendingPlayer), att);
    act(s, makeAction(ActionKind::Fill, att));
    settleChance(s);
    QCOMPARE(s.handCount(att), handSize(s, att));
    QCOMPARE(s.pending, Pending::Fill);
    QCOMPARE(int(s.pendingPlayer), def);
    pass(s); // "may": the defender keeps his empty hand
    QCOMPARE(s.handCount(def), 0);
    QCOMPARE(s.pending, Pending::Choose);
}

void TestConquestRulingsBattle::ruling_C14_secretChoiceHiddenUntilBothChose()
{
    Battle b = battle({Nation::Moabites, Nation::Edomites}, {"ruse"}, {"traitor"});
    QCOMPARE(int(b.s.pendingPlayer), b.att); // the attacker chooses first, in secret
    choose(b.s, cardId("ruse"), Category::Strategy);
    pass(b.s);
    QCOMPARE(int(b.s.pendingPlayer), b.def);
    QVERIFY(b.s.seen.empty());
    choose(b.s, cardId("traitor"), Category::Intelligence);
    pass(b.s); // both revealed together
    QVERIFY(b.s.seen.has(cardId("ruse")));
    QVERIFY(b.s.seen.has(cardId("traitor")));
}

void TestConquestRulingsBattle::ruling_C14_onlyForceCardsAreChosen()
{
    Battle b = battle({Nation::Moabites, Nation::Edomites}, {"organizedRetreat", "smiteFoe", "campaign", "diplomacy", "emptyPromises", "gatherHost", "drought", "tunnel"});
    for (const char *c : {"organizedRetreat", "smiteFoe", "campaign", "diplomacy", "emptyPromises", "gatherHost", "drought", "tunnel"})
        QCOMPARE(checkLegal(b.s, makeAction(ActionKind::Choose, b.att, cardId(c), int(Category::Strategy))), IllegalReason::WrongCardKind);
    QCOMPARE(checkLegal(b.s, makeAction(ActionKind::Choose, b.att, cardId("ruse"), int(Category::Strategy))), IllegalReason::CardNotHeld);
}

void TestConquestRulingsBattle::ruling_C14_defenseOnlyByTheDefender()
{
    Battle b = battle({Nation::Moabites, Nation::Edomites}, {"ramparts"}, {"citadel"});
    QCOMPARE(checkLegal(b.s, makeAction(ActionKind::Choose, b.att, cardId("ramparts"), int(Category::Strategy))), IllegalReason::DefenseNotAllowed);
    pass(b.s);
    choose(b.s, cardId("citadel"), Category::Strategy);
}

void TestConquestRulingsBattle::ruling_C02_assyriansCannotBeMetWithDefense()
{
    Battle b = battle({Nation::Assyrians, Nation::Edomites}, {"tunnel"}, {"citadel"});
    pass(b.s);
    QCOMPARE(checkLegal(b.s, makeAction(ActionKind::Choose, b.def, cardId("citadel"), int(Category::Strategy))), IllegalReason::DefenseNotAllowed);
    // The Assyrians as defender may play Defense cards: the ban is on their opponent.
    Battle c = battle({Nation::Edomites, Nation::Assyrians}, {}, {"citadel"});
    pass(c.s);
    choose(c.s, cardId("citadel"), Category::Strategy);
}

void TestConquestRulingsBattle::ruling_C14_orCardOneCategoryAndCardBoth()
{
    Battle b = battle({Nation::Moabites, Nation::Edomites}, {"renewTheAttack", "leadership"});
    QCOMPARE(checkLegal(b.s, makeAction(ActionKind::Choose, b.att, cardId("renewTheAttack"), int(Category::Morale))), IllegalReason::BadCategory);
    choose(b.s, cardId("renewTheAttack"), Category::Numbers);
    choose(b.s, cardId("leadership"), Category::Morale);
    const auto f = sideForce(b.s, kAttacker);
    QCOMPARE(f[0], 10 + 2); // armies + Renew the Attack as Numbers = 2
    QCOMPARE(f[1], 3);      // Leadership & Strategy = 3
    QCOMPARE(f[3], 3);      // Leadership M 3
}

void TestConquestRulingsBattle::ruling_C14_siegeOnlyAfterDefense()
{
    Battle b = battle({Nation::Moabites, Nation::Edomites}, {"earthquake"}, {"citadel"});
    pass(b.s);
    pass(b.s); // no Defense card revealed: no Siege
    QVERIFY(b.s.pending != Pending::Siege);
    Battle c = battle({Nation::Moabites, Nation::Edomites}, {"earthquake"}, {"citadel"});
    pass(c.s);
    choose(c.s, cardId("citadel"), Category::Strategy);
    pass(c.s);
    QCOMPARE(c.s.pending, Pending::Siege);
    act(c.s, makeAction(ActionKind::PlayCard, c.att, cardId("earthquake")));
    QCOMPARE(sideForce(c.s, kAttacker)[1], 9);
    QCOMPARE(sideForce(c.s, kDefender)[1], 4);
}

void TestConquestRulingsBattle::ruling_C14_drawOneAtTheReveal()
{
    Battle b = battle({Nation::Moabites, Nation::Edomites}, {"strategicInsight"});
    choose(b.s, cardId("strategicInsight"), Category::Strategy);
    pass(b.s);
    pass(b.s);
    QCOMPARE(b.s.pending, Pending::Draw);
    QCOMPARE(int(b.s.pendingPlayer), b.att);
    settleChance(b.s);
    QCOMPARE(b.s.handCount(b.att), 1);
}

void TestConquestRulingsBattle::ruling_C15_terrainDiscardedByDefense()
{
    Battle b = battle({Nation::Moabites, Nation::Edomites}, {"openPlain", "ruse"}, {"garrison"});
    choose(b.s, cardId("openPlain"), Category::Strategy);
    choose(b.s, cardId("ruse"), Category::Strategy);
    pass(b.s);
    choose(b.s, cardId("garrison"), Category::Strategy);
    pass(b.s);
    // Decided: Open Plain counts nothing and is in the discard pile.
    QVERIFY(b.s.discard.has(cardId("openPlain")));
    QCOMPARE(b.s.categoriesWon[0], 1); // Strategy 5 vs 2; Numbers 10 vs 11 to the defender
    QCOMPARE(b.s.categoriesWon[1], 1);
}

void TestConquestRulingsBattle::ruling_C16_numbersAreArmiesLentAndCards()
{
    State s = atFirstTarget({Nation::Moabites, Nation::Edomites, Nation::Ammonites});
    const int att = s.active, def = (att + 1) % 3, ally = (att + 2) % 3;
    give(s, att, cardId("multitude"));
    act(s, makeAction(ActionKind::Attack, att, def));
    act(s, makeAction(ActionKind::LendArmies, ally, 4, kDefender));
    toChoice(s);
    choose(s, cardId("multitude"), Category::Numbers);
    QCOMPARE(sideForce(s, kAttacker)[0], 12);
    QCOMPARE(sideForce(s, kDefender)[0], 14);
    pass(s);
    pass(s);
    QCOMPARE(s.winnerSide, kDefender); // Numbers to the defender, the rest tied
}

void TestConquestRulingsBattle::ruling_C02_philistinesRollAtTheReveal()
{
    Battle b = battle({Nation::Philistines, Nation::Edomites}, {}, {}, 10, 12);
    pass(b.s);
    pass(b.s);
    QCOMPARE(b.s.pending, Pending::Die);
    QCOMPARE(b.s.dieFor, DieFor::Philistines);
    roll(b.s, 5);
    QCOMPARE(b.s.winnerSide, kAttacker); // 10 + 5 > 12
    // As an ally they roll nothing.
    State s = atFirstTarget({Nation::Moabites, Nation::Edomites, Nation::Philistines});
    act(s, makeAction(ActionKind::Attack, s.active, (s.active + 1) % 3));
    act(s, makeAction(ActionKind::LendArmies, (s.active + 2) % 3, 2, kAttacker));
    toChoice(s);
    pass(s);
    pass(s);
    QCOMPARE(s.winnerSide, kAttacker); // decided at once: no die
}

void TestConquestRulingsBattle::ruling_C16_tieInCategoriesSettledByRoll()
{
    // Rulebook example: each side wins two categories; the roll decides.
    Battle b = battle({Nation::Moabites, Nation::Edomites}, {"ruse"}, {"traitor"}, 12, 10);
    choose(b.s, cardId("ruse"), Category::Strategy);
    pass(b.s);
    give(b.s, b.def, cardId("terror"));
    choose(b.s, cardId("traitor"), Category::Intelligence);
    choose(b.s, cardId("terror"), Category::Morale);
    pass(b.s); // attacker: Numbers, Strategy; defender: Intelligence, Morale
    QCOMPARE(b.s.dieFor, DieFor::TieAttacker);
    roll(b.s, 3);
    roll(b.s, 3); // tie: roll again
    QCOMPARE(b.s.dieFor, DieFor::TieAttacker);
    roll(b.s, 2);
    roll(b.s, 5);
    QCOMPARE(b.s.winnerSide, kDefender);
}

void TestConquestRulingsBattle::ruling_C17_casualtiesRoundedHalfUp()
{
    Battle b = battle({Nation::Moabites, Nation::Edomites}, {}, {}, 15, 14);
    pass(b.s);
    pass(b.s);
    QCOMPARE(b.s.winnerSide, kAttacker);
    QCOMPARE(b.s.dieFor, DieFor::Casualties);
    QCOMPARE(int(b.s.pendingPlayer), b.def); // the loser rolls
    const int defCities = b.s.cities[static_cast<std::size_t>(b.def)];
    roll(b.s, 3);
    QCOMPARE(b.s.armies[static_cast<std::size_t>(b.def)], 14 - 4); // 14 x 30% = 4.2 -> 4
    QCOMPARE(b.s.armies[static_cast<std::size_t>(b.att)], 15 - 2); // 1.5 -> 2
    QCOMPARE(int(b.s.cities[static_cast<std::size_t>(b.def)]), defCities - 1);
}

void TestConquestRulingsBattle::ruling_C17_retreatHalvesThenPursuitDoubles()
{
    // Rulebook example: a loser with Retreat against a winner with Pursuit.
    Battle b = battle({Nation::Moabites, Nation::Edomites}, {"rout"}, {"escape"}, 20, 15);
    pass(b.s);
    pass(b.s);
    QCOMPARE(b.s.pending, Pending::Retreat);
    act(b.s, makeAction(ActionKind::PlayCard, b.def, cardId("escape")));
    QCOMPARE(b.s.pending, Pending::Pursuit);
    act(b.s, makeAction(ActionKind::PlayCard, b.att, cardId("rout")));
    roll(b.s, 3); // 15 x 30% = 4.5 -> 5; halved 2; doubled 4
    QCOMPARE(b.s.armies[static_cast<std::size_t>(b.def)], 11);
    QCOMPARE(b.s.armies[static_cast<std::size_t>(b.att)], 18);
}

void TestConquestRulingsBattle::ruling_C17_cannotLoseMoreThanTheOpponentHas()
{
    // Rulebook example: the loser with 30 armies rolls 6 against a winner with 5.
    Battle b = battle({Nation::Moabites, Nation::Edomites}, {}, {"ruse", "traitor", "terror"}, 30, 5);
    pass(b.s);
    for (const char *c : {"ruse", "traitor", "terror"})
        choose(b.s, cardId(c), ownCategory(card(cardId(c)).kind));
    pass(b.s);
    QCOMPARE(b.s.winnerSide, kDefender);
    roll(b.s, 6); // 18, capped at 5
    QCOMPARE(b.s.armies[static_cast<std::size_t>(b.att)], 25);
    QCOMPARE(b.s.armies[static_cast<std::size_t>(b.def)], 4);
}

void TestConquestRulingsBattle::ruling_C17_lossSharedByLargestRemainders()
{
    State s = atFirstTarget({Nation::Moabites, Nation::Edomites, Nation::Ammonites});
    const int att = s.active, def = (att + 1) % 3, ally = (att + 2) % 3;
    s.armies[static_cast<std::size_t>(att)] = 20;
    act(s, makeAction(ActionKind::Attack, att, def));
    act(s, makeAction(ActionKind::LendArmies, ally, 5, kDefender));
    toChoice(s);
    pass(s);
    pass(s);
    QCOMPARE(s.winnerSide, kAttacker);
    roll(s, 3); // 15 x 30% = 4.5 -> 5: own 10/15 -> 3.33, ally 5/15 -> 1.67; the 5th to the ally
    QCOMPARE(s.armies[static_cast<std::size_t>(def)], 7);
    QCOMPARE(s.armies[static_cast<std::size_t>(ally)], 5 + 3); // survivors back as the turn ends (C19)
}

void TestConquestRulingsBattle::ruling_C17_defenderCanWinACity()
{
    Battle b = battle({Nation::Moabites, Nation::Edomites}, {}, {}, 5, 10);
    const int before = b.s.cities[static_cast<std::size_t>(b.def)];
    pass(b.s);
    pass(b.s);
    roll(b.s, 1);
    QCOMPARE(int(b.s.cities[static_cast<std::size_t>(b.def)]), before + 1);
}

void TestConquestRulingsBattle::ruling_C18_extraConquestAfterAWin()
{
    Battle b = battle({Nation::Moabites, Nation::Edomites}, {"campaign", "invasion"}, {}, 12, 10);
    const int turns = b.s.turnsPlayed;
    pass(b.s);
    pass(b.s);
    roll(b.s, 1);
    QCOMPARE(b.s.pending, Pending::Extra);
    act(b.s, makeAction(ActionKind::PlayCard, b.att, cardId("campaign")));
    QCOMPARE(b.s.pending, Pending::Target);
    QCOMPARE(int(b.s.turnsPlayed), turns);
    QCOMPARE(int(b.s.active), b.att);
}

void TestConquestRulingsBattle::ruling_C18_hittitesFightAgainWinOrLose()
{
    Battle b = battle({Nation::Hittites, Nation::Edomites}, {}, {}, 5, 10);
    b.s.extraBattles = 1; // atFirstTarget made the active seat Hittite after its turn began
    const int turns = b.s.turnsPlayed;
    pass(b.s);
    pass(b.s);
    QCOMPARE(b.s.winnerSide, kDefender);
    roll(b.s, 1);
    QCOMPARE(b.s.pending, Pending::Target);
    QCOMPARE(int(b.s.turnsPlayed), turns);
    pass(b.s); // a pass ends the turn
    QVERIFY(b.s.turnsPlayed == turns + 1);
    // From a real turn start: the Hittites owe one more battle.
    State h = gameOf({Nation::Hittites, Nation::Edomites});
    passUntil(h, Pending::Target);
    QCOMPARE(int(h.extraBattles), h.nation(h.active) == Nation::Hittites ? 1 : 0);
}

void TestConquestRulingsBattle::ruling_C18_noQCardAfterALoss()
{
    Battle b = battle({Nation::Moabites, Nation::Edomites}, {"campaign"}, {}, 5, 10);
    const int turns = b.s.turnsPlayed;
    pass(b.s);
    pass(b.s);
    roll(b.s, 1);
    QVERIFY(b.s.pending != Pending::Extra);
    QCOMPARE(int(b.s.turnsPlayed), turns + 1);
}

QTEST_APPLESS_MAIN(TestConquestRulingsBattle)
#include "test_rulings_battle.moc"
