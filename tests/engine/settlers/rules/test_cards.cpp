// Special cards (R18, R19), development cards and events (R20-R22), the end by points (R23) and
// the simulation turn limit (R25).
#include "tests/engine/settlers/rules/scenario_builder.h"

#include <QtTest>

using namespace canaan;
using namespace canaan::test;

namespace {

Action playCard(int p, DevCard c, int b = kNoId, int x = kNoId) { return act(ActionKind::PlayCard, p, card(c), b, x); }

} // namespace

class TestCards : public QObject {
    Q_OBJECT
private slots:
    void ruling_R18_mostPriestsThresholdAndTie();
    void ruling_R18_longestRoadTieSetsCardAside();
    void ruling_R19_sevenRoadBrokenIntoFourAndThree();
    void ruling_R19_branchesDoNotCount();
    void ruling_R20_newCardNotPlayableThisTurn();
    void ruling_R20_oneNonVpCardPerTurn();
    void ruling_R20_vpCardsAtOnceAnyNumber();
    void ruling_R21_priestMovesPlagueNoBlackStoneNoDiscard();
    void ruling_R22_deborahsSongEveryoneChooses();
    void ruling_R22_plentifulLands();
    void ruling_R22_newTradeRouteTwoFreeRoads();
    void ruling_R22_newTradeRouteFewerWhenSupplyShort();
    void ruling_R22_korahsRebellion();
    void ruling_R22_caravan();
    void ruling_R22_improvements();
    void ruling_R22_bountifulHarvest();
    void ruling_R22_gibeoniteTrickery();
    void ruling_R22_prophet();
    void ruling_R22_calebsBlessing();
    void ruling_R22_cannotPlayWhatCannotBeCarriedOut();
    void ruling_R23_winOnOwnTurnOnly();
    void ruling_R23_vpToWinOption();
    void ruling_R25_turnLimit();
};

void TestCards::ruling_R18_mostPriestsThresholdAndTie()
{
    Scenario sc(testmaps::canaanMap());
    for (int i = 0; i < 3; ++i)
        scenario::giveCard(sc.s, 0, DevCard::Priest);
    sc.s.playedPriests[0] = 1;
    QVERIFY(sc.play(playCard(0, DevCard::Priest)));
    QCOMPARE(int(sc.s.priestsHolder), int(kNoId)); // 2 < 3
    QVERIFY(sc.play(act(ActionKind::MovePlague, 0, sc.tile(3, -3))));
    QVERIFY(sc.play(act(ActionKind::EndTurn, 0)));
    for (int p = 1; p < 4; ++p) {
        QVERIFY(sc.play(act(ActionKind::Roll, p)));
        QVERIFY(sc.play(act(ActionKind::Dice, p, 6, 6)));
        QVERIFY(sc.play(act(ActionKind::EndTurn, p)));
    }
    QVERIFY(sc.play(playCard(0, DevCard::Priest)));
    QCOMPARE(int(sc.s.priestsHolder), 0);
    QCOMPARE(int(sc.s.vp[0]), 2);
    // Seat 1 ties at 3: the card goes aside.
    sc.s.playedPriests[1] = 3;
    scenario::refresh(sc.rules, sc.s);
    QCOMPARE(int(sc.s.priestsHolder), int(kNoId));
    QCOMPARE(int(sc.s.vp[0]), 0);
    sc.s.playedPriests[1] = 4;
    scenario::refresh(sc.rules, sc.s);
    QCOMPARE(int(sc.s.priestsHolder), 1);
}

void TestCards::ruling_R18_longestRoadTieSetsCardAside()
{
    Scenario sc(testmaps::canaanMap());
    // Seat 0: five roads along the top of row 0; seat 1: five along the bottom of row 1.
    sc.roads(0, {sc.vertex(0, 0, Corner::NW), sc.vertex(0, 0, Corner::N), sc.vertex(1, 0, Corner::NW),
                 sc.vertex(1, 0, Corner::N), sc.vertex(2, 0, Corner::NW), sc.vertex(2, 0, Corner::N)});
    QCOMPARE(int(sc.s.longestRoadHolder), 0);
    QCOMPARE(int(sc.s.vp[0]), 2);
    sc.roads(1, {sc.vertex(-1, 1, Corner::SW), sc.vertex(-1, 1, Corner::S), sc.vertex(0, 1, Corner::SW),
                 sc.vertex(0, 1, Corner::S), sc.vertex(1, 1, Corner::SW), sc.vertex(1, 1, Corner::S)});
    QCOMPARE(int(sc.s.longestRoad[1]), 5);
    QCOMPARE(int(sc.s.longestRoadHolder), int(kNoId)); // R18: a tie sets it aside
    QCOMPARE(int(sc.s.vp[0]), 0);
}

void TestCards::ruling_R19_sevenRoadBrokenIntoFourAndThree()
{
    // Rulebook example: white's seven-part road from A to B; black builds a settlement at C and
    // white's road falls into 4 and 3; black's six-part road then takes the card.
    Scenario sc(testmaps::canaanMap());
    const int white = 0, black = 1;
    const std::vector<int> path{sc.vertex(0, 0, Corner::NW), sc.vertex(0, 0, Corner::N), sc.vertex(1, 0, Corner::NW),
                                sc.vertex(1, 0, Corner::N),  sc.vertex(2, 0, Corner::NW), sc.vertex(2, 0, Corner::N),
                                sc.vertex(3, 0, Corner::NW), sc.vertex(3, 0, Corner::N)};
    sc.settlement(white, path.front());
    sc.roads(white, path);
    QCOMPARE(int(sc.s.longestRoad[white]), 7);
    QCOMPARE(int(sc.s.longestRoadHolder), white);
    sc.roads(black, {sc.vertex(-1, 1, Corner::SW), sc.vertex(-1, 1, Corner::S), sc.vertex(0, 1, Corner::SW),
                     sc.vertex(0, 1, Corner::S), sc.vertex(1, 1, Corner::SW), sc.vertex(1, 1, Corner::S),
                     sc.vertex(1, 1, Corner::SE)});
    QCOMPARE(int(sc.s.longestRoad[black]), 6);
    QCOMPARE(int(sc.s.longestRoadHolder), white);
    // C: the intersection after the fourth road. Black reaches it by a road from below.
    const int c = path[4];
    sc.settlement(black, sc.vertex(1, 0, Corner::S));
    sc.roads(black, {sc.vertex(1, 0, Corner::S), sc.vertex(1, 0, Corner::SE), c});
    scenario::startPlay(sc.rules, sc.s, black);
    sc.hand(black, {1, 1, 1, 1, 0});
    QVERIFY(sc.play(act(ActionKind::BuildSettlement, black, c)));
    QCOMPARE(int(sc.s.longestRoad[white]), 4);
    QCOMPARE(int(sc.s.longestRoadHolder), black);
    QVERIFY(sc.hasEvent(EventKind::SpecialCardChanged));
}

void TestCards::ruling_R19_branchesDoNotCount()
{
    Scenario sc(testmaps::canaanMap());
    const std::vector<int> path{sc.vertex(0, 0, Corner::NW), sc.vertex(0, 0, Corner::N), sc.vertex(1, 0, Corner::NW),
                                sc.vertex(1, 0, Corner::N), sc.vertex(2, 0, Corner::NW)};
    sc.roads(0, path);
    sc.road(0, sc.edge(0, 0, Side::W));  // a branch at the start
    sc.road(0, sc.edge(1, 0, Side::W));  // a branch in the middle
    QCOMPARE(int(sc.s.longestRoad[0]), 5);
}

void TestCards::ruling_R20_newCardNotPlayableThisTurn()
{
    Scenario sc(testmaps::canaanMap());
    sc.hand(0, {0, 1, 1, 0, 1});
    QVERIFY(sc.play(act(ActionKind::BuyCard, 0)));
    QVERIFY(sc.play(act(ActionKind::DrawCard, 0, card(DevCard::Caravan))));
    QCOMPARE(sc.check(playCard(0, DevCard::Caravan)), IllegalReason::CardIsNew);
    QVERIFY(sc.play(act(ActionKind::EndTurn, 0)));
    for (int p = 1; p < 4; ++p) {
        QVERIFY(sc.play(act(ActionKind::Roll, p)));
        QVERIFY(sc.play(act(ActionKind::Dice, p, 6, 6)));
        QVERIFY(sc.play(act(ActionKind::EndTurn, p)));
    }
    QCOMPARE(sc.check(playCard(0, DevCard::Caravan)), IllegalReason::Ok);
}

void TestCards::ruling_R20_oneNonVpCardPerTurn()
{
    Scenario sc(testmaps::canaanMap());
    scenario::giveCard(sc.s, 0, DevCard::Caravan);
    scenario::giveCard(sc.s, 0, DevCard::KorahsRebellion);
    scenario::giveCard(sc.s, 0, DevCard::VictoryPoint);
    QVERIFY(sc.play(playCard(0, DevCard::Caravan)));
    QCOMPARE(sc.check(playCard(0, DevCard::KorahsRebellion, 0)), IllegalReason::CardAlreadyPlayed);
    QCOMPARE(sc.check(playCard(0, DevCard::VictoryPoint)), IllegalReason::Ok);
    QCOMPARE(sc.check(playCard(1, DevCard::VictoryPoint)), IllegalReason::NotYourDecision);
}

void TestCards::ruling_R20_vpCardsAtOnceAnyNumber()
{
    Scenario sc(testmaps::canaanMap());
    scenario::giveCard(sc.s, 0, DevCard::VictoryPoint);
    QCOMPARE(int(sc.s.vp[0]), 0); // unplayed VP cards count nothing
    sc.hand(0, {0, 1, 1, 0, 1});
    QVERIFY(sc.play(act(ActionKind::BuyCard, 0)));
    QVERIFY(sc.play(act(ActionKind::DrawCard, 0, card(DevCard::VictoryPoint))));
    QVERIFY(sc.play(playCard(0, DevCard::VictoryPoint))); // bought this turn
    QVERIFY(sc.play(playCard(0, DevCard::VictoryPoint)));
    QCOMPARE(int(sc.s.vp[0]), 2);
    QCOMPARE(int(sc.s.playedVp[0]), 2);
    QVERIFY(!sc.s.cardPlayed);
}

void TestCards::ruling_R21_priestMovesPlagueNoBlackStoneNoDiscard()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    scenario::giveCard(sc.s, 0, DevCard::Priest);
    sc.hand(1, {5, 5, 0, 0, 0});
    sc.settlement(1, sc.vertex(0, 0, Corner::S));
    QVERIFY(sc.play(playCard(0, DevCard::Priest))); // before the roll
    QCOMPARE(sc.s.pending, Pending::MovePlague);
    QCOMPARE(int(sc.s.blackStones), 0);
    QVERIFY(sc.play(act(ActionKind::MovePlague, 0, sc.tile(0, 0), 1)));
    QVERIFY(sc.play(act(ActionKind::Steal, 0, res(Resource::Wool))));
    QCOMPARE(sc.s.handSize(1), 9);
    QCOMPARE(sc.s.pending, Pending::Roll);
    QCOMPARE(int(sc.s.playedPriests[0]), 1);
}

void TestCards::ruling_R22_deborahsSongEveryoneChooses()
{
    Scenario sc(testmaps::canaanMap(), 4, 2);
    scenario::giveCard(sc.s, 2, DevCard::DeborahsSong);
    QVERIFY(sc.play(playCard(2, DevCard::DeborahsSong)));
    for (int p : {2, 3, 0, 1}) { // seat order from the player
        QCOMPARE(sc.s.pending, Pending::DeborahsSong);
        QCOMPARE(int(sc.s.pendingPlayer), p);
        QVERIFY(sc.play(act(ActionKind::ChooseResource, p, p)));
    }
    for (int p = 0; p < 4; ++p)
        QCOMPARE(int(sc.s.hand[p][p]), 1);
    QCOMPARE(sc.s.pending, Pending::Turn);
}

void TestCards::ruling_R22_plentifulLands()
{
    Scenario sc(testmaps::canaanMap());
    scenario::giveCard(sc.s, 0, DevCard::PlentifulLands);
    QVERIFY(sc.play(playCard(0, DevCard::PlentifulLands, res(Resource::Ore), res(Resource::Ore))));
    QCOMPARE(sc.cards(0, Resource::Ore), 2);
}

void TestCards::ruling_R22_newTradeRouteTwoFreeRoads()
{
    Scenario sc(testmaps::canaanMap());
    sc.settlement(0, sc.vertex(1, 0, Corner::N));
    scenario::giveCard(sc.s, 0, DevCard::NewTradeRoute);
    QVERIFY(sc.play(playCard(0, DevCard::NewTradeRoute)));
    QCOMPARE(sc.s.pending, Pending::FreeRoad);
    QCOMPARE(sc.check(act(ActionKind::BuildRoad, 0, sc.edge(1, 0, Side::SE))), IllegalReason::NotConnected);
    QVERIFY(sc.play(act(ActionKind::BuildRoad, 0, sc.edge(1, 0, Side::NE))));
    QVERIFY(sc.play(act(ActionKind::BuildRoad, 0, sc.edge(1, 0, Side::E))));
    QCOMPARE(sc.s.pending, Pending::Turn);
    QCOMPARE(sc.s.roads[0].count(), 2);
    QCOMPARE(sc.s.handSize(0), 0);
}

void TestCards::ruling_R22_newTradeRouteFewerWhenSupplyShort()
{
    Scenario sc(testmaps::canaanMap());
    sc.settlement(0, sc.vertex(1, 0, Corner::N));
    sc.s.roadsLeft[0] = 1;
    scenario::giveCard(sc.s, 0, DevCard::NewTradeRoute);
    QVERIFY(sc.play(playCard(0, DevCard::NewTradeRoute)));
    QVERIFY(sc.play(act(ActionKind::BuildRoad, 0, sc.edge(1, 0, Side::NE))));
    QCOMPARE(sc.s.pending, Pending::Turn);
}

void TestCards::ruling_R22_korahsRebellion()
{
    Scenario sc(testmaps::canaanMap());
    sc.hand(1, {0, 3, 0, 0, 0});
    sc.hand(3, {0, 2, 1, 0, 0});
    scenario::giveCard(sc.s, 0, DevCard::KorahsRebellion);
    QVERIFY(sc.play(playCard(0, DevCard::KorahsRebellion, res(Resource::Wool))));
    QCOMPARE(sc.cards(0, Resource::Wool), 5);
    QCOMPARE(sc.cards(1, Resource::Wool), 0);
    QCOMPARE(sc.cards(3, Resource::Grain), 1);
}

void TestCards::ruling_R22_caravan()
{
    Scenario sc(testmaps::canaanMap());
    scenario::giveCard(sc.s, 0, DevCard::Caravan);
    sc.hand(0, {2, 0, 0, 0, 0});
    QCOMPARE(sc.check(act(ActionKind::MaritimeTrade, 0, 0, 4)), IllegalReason::NotEnoughResources);
    QVERIFY(sc.play(playCard(0, DevCard::Caravan)));
    QVERIFY(sc.play(act(ActionKind::MaritimeTrade, 0, 0, 4)));
    QCOMPARE(sc.cards(0, Resource::Ore), 1);
    QVERIFY(sc.play(act(ActionKind::EndTurn, 0)));
    QVERIFY(!sc.s.caravan); // for this turn only
}

void TestCards::ruling_R22_improvements()
{
    Scenario sc(testmaps::canaanMap());
    const int v = sc.vertex(1, 0, Corner::N);
    sc.settlement(0, v);
    scenario::giveCard(sc.s, 0, DevCard::Improvements);
    sc.hand(0, {0, 0, 1, 0, 0});
    QCOMPARE(sc.check(playCard(0, DevCard::Improvements, v)), IllegalReason::NotEnoughResources);
    sc.hand(0, {0, 0, 1, 0, 1});
    QCOMPARE(sc.check(playCard(0, DevCard::Improvements, sc.vertex(0, 0, Corner::S))), IllegalReason::NotYourSettlement);
    QVERIFY(sc.play(playCard(0, DevCard::Improvements, v)));
    QVERIFY(sc.s.cities[0].test(v));
    QCOMPARE(sc.s.handSize(0), 0);
    QCOMPARE(int(sc.s.vp[0]), 2);
}

void TestCards::ruling_R22_bountifulHarvest()
{
    Scenario sc(testmaps::canaanMap());
    const int v = sc.vertex(1, 3, Corner::NE); // copper 10 and mountains (2,2) 5
    sc.city(0, v);
    scenario::giveCard(sc.s, 0, DevCard::BountifulHarvest);
    QVERIFY(sc.play(playCard(0, DevCard::BountifulHarvest, v)));
    QCOMPARE(sc.cards(0, Resource::Ore), 2); // a city doubles
    QCOMPARE(sc.s.pending, Pending::CopperChoice);
    QVERIFY(sc.play(act(ActionKind::ChooseResource, 0, 0)));
    QVERIFY(sc.play(act(ActionKind::ChooseResource, 0, 1)));
    QCOMPARE(sc.s.pending, Pending::Turn);
    // Not from the Plague's hex.
    Scenario sc2(testmaps::canaanMap());
    sc2.settlement(0, sc2.vertex(1, 0, Corner::N)); // hills 10, pasture 5, hills 3
    sc2.s.plagueTile = static_cast<BoardId>(sc2.tile(1, -1));
    scenario::giveCard(sc2.s, 0, DevCard::BountifulHarvest);
    QVERIFY(sc2.play(playCard(0, DevCard::BountifulHarvest, sc2.vertex(1, 0, Corner::N))));
    QCOMPARE(sc2.cards(0, Resource::Stone), 2);
    QCOMPARE(sc2.cards(0, Resource::Wool), 0);
}

void TestCards::ruling_R22_gibeoniteTrickery()
{
    Scenario sc(testmaps::canaanMap());
    scenario::giveCard(sc.s, 0, DevCard::GibeoniteTrickery);
    sc.hand(2, {1, 0, 0, 2, 0});
    QCOMPARE(sc.check(playCard(0, DevCard::GibeoniteTrickery, 1)), IllegalReason::BadVictim); // no cards
    QCOMPARE(sc.check(playCard(0, DevCard::GibeoniteTrickery, 0)), IllegalReason::BadVictim);
    QVERIFY(sc.play(playCard(0, DevCard::GibeoniteTrickery, 2)));
    QCOMPARE(sc.s.pending, Pending::Steal);
    QVERIFY(sc.play(act(ActionKind::Steal, 0, res(Resource::Stone))));
    QCOMPARE(sc.s.pending, Pending::Steal);
    QVERIFY(sc.play(act(ActionKind::Steal, 0, res(Resource::Lumber))));
    QCOMPARE(sc.s.handSize(0), 2);
    QCOMPARE(sc.s.handSize(2), 1);
    QCOMPARE(sc.s.pending, Pending::Turn);
}

void TestCards::ruling_R22_prophet()
{
    Scenario sc(testmaps::canaanMap());
    scenario::giveCard(sc.s, 0, DevCard::Prophet);
    QVERIFY(sc.play(playCard(0, DevCard::Prophet)));
    QCOMPARE(sc.s.pending, Pending::DrawCard);
    QVERIFY(sc.play(act(ActionKind::DrawCard, 0, card(DevCard::Priest))));
    QCOMPARE(int(sc.s.devHand[0][card(DevCard::Priest)]), 1);
    QCOMPARE(sc.s.handSize(0), 0); // free
    QVERIFY(!sc.isLegalListed(playCard(0, DevCard::Priest)));
}

void TestCards::ruling_R22_calebsBlessing()
{
    Scenario sc(testmaps::canaanMap());
    sc.settlement(0, sc.vertex(1, 0, Corner::N));
    sc.roads(0, {sc.vertex(1, 0, Corner::N), sc.vertex(1, 0, Corner::NE), sc.vertex(1, 0, Corner::SE)});
    scenario::giveCard(sc.s, 0, DevCard::CalebsBlessing);
    QCOMPARE(sc.check(playCard(0, DevCard::CalebsBlessing, sc.vertex(1, 0, Corner::NE))), IllegalReason::TooClose);
    QVERIFY(sc.play(playCard(0, DevCard::CalebsBlessing, sc.vertex(1, 0, Corner::SE))));
    QVERIFY(sc.s.settlements[0].test(sc.vertex(1, 0, Corner::SE)));
    QCOMPARE(int(sc.s.vp[0]), 2);
}

void TestCards::ruling_R22_cannotPlayWhatCannotBeCarriedOut()
{
    Scenario sc(testmaps::canaanMap());
    scenario::giveCard(sc.s, 0, DevCard::CalebsBlessing);
    scenario::giveCard(sc.s, 0, DevCard::NewTradeRoute);
    scenario::giveCard(sc.s, 0, DevCard::Improvements);
    ActionList list;
    legalActions(sc.rules, sc.s, list);
    for (const Action &a : list)
        QVERIFY(a.kind != ActionKind::PlayCard); // no road, no settlement, ...
    QCOMPARE(sc.check(playCard(0, DevCard::NewTradeRoute)), IllegalReason::CannotBeCarriedOut);
    scenario::giveCard(sc.s, 0, DevCard::Prophet);
    for (int c = 0; c < kDevCardCount; ++c)
        sc.s.deck[c] = 0;
    QCOMPARE(sc.check(playCard(0, DevCard::Prophet)), IllegalReason::DeckEmpty);
}

void TestCards::ruling_R23_winOnOwnTurnOnly()
{
    Scenario sc(testmaps::canaanMap());
    // Seat 1 holds 12 VP during seat 0's turn: nothing happens yet.
    sc.s.playedVp[1] = 12;
    sc.s.vp[1] = 12;
    sc.hand(0, {0, 1, 0, 0, 0});
    QVERIFY(sc.play(act(ActionKind::EndTurn, 0)));
    // His turn begins: he wins before rolling.
    QCOMPARE(sc.s.stage, Stage::Over);
    QCOMPARE(sc.s.endReason, EndReason::VictoryPoints);
    QCOMPARE(int(sc.s.winners), 1 << 1);
    // A player reaching 12 on his own turn wins at once.
    Scenario sc2(testmaps::canaanMap());
    sc2.s.playedVp[0] = 11;
    sc2.s.vp[0] = 11;
    scenario::giveCard(sc2.s, 0, DevCard::VictoryPoint);
    QVERIFY(sc2.play(playCard(0, DevCard::VictoryPoint)));
    QCOMPARE(sc2.s.stage, Stage::Over);
    QCOMPARE(int(sc2.s.winners), 1 << 0);
}

void TestCards::ruling_R23_vpToWinOption()
{
    GameOptions o = GameOptions::defaultsFor(Ruleset::Canaan);
    o.vpToWin = 3;
    Scenario sc(testmaps::canaanMap(), o);
    sc.settlement(0, sc.vertex(1, 0, Corner::N));
    sc.settlement(0, sc.vertex(3, -3, Corner::N));
    sc.roads(0, {sc.vertex(1, 0, Corner::N), sc.vertex(1, 0, Corner::NE), sc.vertex(1, 0, Corner::SE)});
    sc.hand(0, {1, 1, 1, 1, 0});
    QVERIFY(sc.play(act(ActionKind::BuildSettlement, 0, sc.vertex(1, 0, Corner::SE))));
    QCOMPARE(sc.s.stage, Stage::Over);
}

void TestCards::ruling_R25_turnLimit()
{
    const Rules rules(testmaps::canaanMap(), 3);
    GameState s = newGame(rules, 2);
    scenario::startPlay(rules, s, 0, true);
    QVERIFY(tryApply(rules, s, act(ActionKind::EndTurn, 0)) == IllegalReason::Ok);
    for (int t = 2; t <= 3; ++t) {
        QVERIFY(tryApply(rules, s, act(ActionKind::Roll, s.current)) == IllegalReason::Ok);
        QVERIFY(tryApply(rules, s, act(ActionKind::Dice, s.current, 6, 6)) == IllegalReason::Ok);
        QVERIFY(tryApply(rules, s, act(ActionKind::EndTurn, s.current)) == IllegalReason::Ok);
    }
    QCOMPARE(s.stage, Stage::Over);
    QCOMPARE(s.endReason, EndReason::TurnLimit);
    QCOMPARE(int(s.winners), 0);
    QCOMPARE(int(s.turn), 3);
}

QTEST_APPLESS_MAIN(TestCards)
#include "test_cards.moc"
