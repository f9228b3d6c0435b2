// Special cards (R18, R19), development cards and events (R20-R22), the end by points (R23) and
// the simulation turn limit (R25).
#include "tests/engine/settlers/rules/scenario_builder.h"

#include <QtTest>

using namespace canaan;
using namespace canaan::test;

namespace {

settlers::Action playCard(int p, settlers::DevCard c, int b = settlers::kNoId, int x = settlers::kNoId) { return act(settlers::ActionKind::PlayCard, p, card(c), b, x); }

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
        settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::Priest);
    sc.s.playedPriests[0] = 1;
    QVERIFY(sc.play(playCard(0, settlers::DevCard::Priest)));
    QCOMPARE(int(sc.s.priestsHolder), int(settlers::kNoId)); // 2 < 3
    QVERIFY(sc.play(act(settlers::ActionKind::MovePlague, 0, sc.tile(3, -3))));
    QVERIFY(sc.play(act(settlers::ActionKind::EndTurn, 0)));
    for (int p = 1; p < 4; ++p) {
        QVERIFY(sc.play(act(settlers::ActionKind::Roll, p)));
        QVERIFY(sc.play(act(settlers::ActionKind::Dice, p, 6, 6)));
        QVERIFY(sc.play(act(settlers::ActionKind::EndTurn, p)));
    }
    QVERIFY(sc.play(playCard(0, settlers::DevCard::Priest)));
    QCOMPARE(int(sc.s.priestsHolder), 0);
    QCOMPARE(int(sc.s.vp[0]), 2);
    // Seat 1 ties at 3: the card goes aside.
    sc.s.playedPriests[1] = 3;
    settlers::scenario::refresh(sc.rules, sc.s);
    QCOMPARE(int(sc.s.priestsHolder), int(settlers::kNoId));
    QCOMPARE(int(sc.s.vp[0]), 0);
    sc.s.playedPriests[1] = 4;
    settlers::scenario::refresh(sc.rules, sc.s);
    QCOMPARE(int(sc.s.priestsHolder), 1);
}

void TestCards::ruling_R18_longestRoadTieSetsCardAside()
{
    Scenario sc(testmaps::canaanMap());
    // Seat 0: five roads along the top of row 0; seat 1: five along the bottom of row 1.
    sc.roads(0, {sc.vertex(0, 0, settlers::Corner::NW), sc.vertex(0, 0, settlers::Corner::N), sc.vertex(1, 0, settlers::Corner::NW),
                 sc.vertex(1, 0, settlers::Corner::N), sc.vertex(2, 0, settlers::Corner::NW), sc.vertex(2, 0, settlers::Corner::N)});
    QCOMPARE(int(sc.s.longestRoadHolder), 0);
    QCOMPARE(int(sc.s.vp[0]), 2);
    sc.roads(1, {sc.vertex(-1, 1, settlers::Corner::SW), sc.vertex(-1, 1, settlers::Corner::S), sc.vertex(0, 1, settlers::Corner::SW),
                 sc.vertex(0, 1, settlers::Corner::S), sc.vertex(1, 1, settlers::Corner::SW), sc.vertex(1, 1, settlers::Corner::S)});
    QCOMPARE(int(sc.s.longestRoad[1]), 5);
    QCOMPARE(int(sc.s.longestRoadHolder), int(settlers::kNoId)); // R18: a tie sets it aside
    QCOMPARE(int(sc.s.vp[0]), 0);
}

void TestCards::ruling_R19_sevenRoadBrokenIntoFourAndThree()
{
    // Rulebook example: white's seven-part road from A to B; black builds a settlement at C and
    // white's road falls into 4 and 3; black's six-part road then takes the card.
    Scenario sc(testmaps::canaanMap());
    const int white = 0, black = 1;
    const std::vector<int> path{sc.vertex(0, 0, settlers::Corner::NW), sc.vertex(0, 0, settlers::Corner::N), sc.vertex(1, 0, settlers::Corner::NW),
                                sc.vertex(1, 0, settlers::Corner::N),  sc.vertex(2, 0, settlers::Corner::NW), sc.vertex(2, 0, settlers::Corner::N),
                                sc.vertex(3, 0, settlers::Corner::NW), sc.vertex(3, 0, settlers::Corner::N)};
    sc.settlement(white, path.front());
    sc.roads(white, path);
    QCOMPARE(int(sc.s.longestRoad[white]), 7);
    QCOMPARE(int(sc.s.longestRoadHolder), white);
    sc.roads(black, {sc.vertex(-1, 1, settlers::Corner::SW), sc.vertex(-1, 1, settlers::Corner::S), sc.vertex(0, 1, settlers::Corner::SW),
                     sc.vertex(0, 1, settlers::Corner::S), sc.vertex(1, 1, settlers::Corner::SW), sc.vertex(1, 1, settlers::Corner::S),
                     sc.vertex(1, 1, settlers::Corner::SE)});
    QCOMPARE(int(sc.s.longestRoad[black]), 6);
    QCOMPARE(int(sc.s.longestRoadHolder), white);
    // C: the intersection after the fourth road. Black reaches it by a road from below.
    const int c = path[4];
    sc.settlement(black, sc.vertex(1, 0, settlers::Corner::S));
    sc.roads(black, {sc.vertex(1, 0, settlers::Corner::S), sc.vertex(1, 0, settlers::Corner::SE), c});
    settlers::scenario::startPlay(sc.rules, sc.s, black);
    sc.hand(black, {1, 1, 1, 1, 0});
    QVERIFY(sc.play(act(settlers::ActionKind::BuildSettlement, black, c)));
    QCOMPARE(int(sc.s.longestRoad[white]), 4);
    QCOMPARE(int(sc.s.longestRoadHolder), black);
    QVERIFY(sc.hasEvent(settlers::EventKind::SpecialCardChanged));
}

void TestCards::ruling_R19_branchesDoNotCount()
{
    Scenario sc(testmaps::canaanMap());
    const std::vector<int> path{sc.vertex(0, 0, settlers::Corner::NW), sc.vertex(0, 0, settlers::Corner::N), sc.vertex(1, 0, settlers::Corner::NW),
                                sc.vertex(1, 0, settlers::Corner::N), sc.vertex(2, 0, settlers::Corner::NW)};
    sc.roads(0, path);
    sc.road(0, sc.edge(0, 0, settlers::Side::W));  // a branch at the start
    sc.road(0, sc.edge(1, 0, settlers::Side::W));  // a branch in the middle
    QCOMPARE(int(sc.s.longestRoad[0]), 5);
}

void TestCards::ruling_R20_newCardNotPlayableThisTurn()
{
    Scenario sc(testmaps::canaanMap());
    sc.hand(0, {0, 1, 1, 0, 1});
    QVERIFY(sc.play(act(settlers::ActionKind::BuyCard, 0)));
    QVERIFY(sc.play(act(settlers::ActionKind::DrawCard, 0, card(settlers::DevCard::Caravan))));
    QCOMPARE(sc.check(playCard(0, settlers::DevCard::Caravan)), settlers::IllegalReason::CardIsNew);
    QVERIFY(sc.play(act(settlers::ActionKind::EndTurn, 0)));
    for (int p = 1; p < 4; ++p) {
        QVERIFY(sc.play(act(settlers::ActionKind::Roll, p)));
        QVERIFY(sc.play(act(settlers::ActionKind::Dice, p, 6, 6)));
        QVERIFY(sc.play(act(settlers::ActionKind::EndTurn, p)));
    }
    QCOMPARE(sc.check(playCard(0, settlers::DevCard::Caravan)), settlers::IllegalReason::Ok);
}

void TestCards::ruling_R20_oneNonVpCardPerTurn()
{
    Scenario sc(testmaps::canaanMap());
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::Caravan);
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::KorahsRebellion);
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::VictoryPoint);
    QVERIFY(sc.play(playCard(0, settlers::DevCard::Caravan)));
    QCOMPARE(sc.check(playCard(0, settlers::DevCard::KorahsRebellion, 0)), settlers::IllegalReason::CardAlreadyPlayed);
    QCOMPARE(sc.check(playCard(0, settlers::DevCard::VictoryPoint)), settlers::IllegalReason::Ok);
    QCOMPARE(sc.check(playCard(1, settlers::DevCard::VictoryPoint)), settlers::IllegalReason::NotYourDecision);
}

void TestCards::ruling_R20_vpCardsAtOnceAnyNumber()
{
    Scenario sc(testmaps::canaanMap());
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::VictoryPoint);
    QCOMPARE(int(sc.s.vp[0]), 0); // unplayed VP cards count nothing
    sc.hand(0, {0, 1, 1, 0, 1});
    QVERIFY(sc.play(act(settlers::ActionKind::BuyCard, 0)));
    QVERIFY(sc.play(act(settlers::ActionKind::DrawCard, 0, card(settlers::DevCard::VictoryPoint))));
    QVERIFY(sc.play(playCard(0, settlers::DevCard::VictoryPoint))); // bought this turn
    QVERIFY(sc.play(playCard(0, settlers::DevCard::VictoryPoint)));
    QCOMPARE(int(sc.s.vp[0]), 2);
    QCOMPARE(int(sc.s.playedVp[0]), 2);
    QVERIFY(!sc.s.cardPlayed);
}

void TestCards::ruling_R21_priestMovesPlagueNoBlackStoneNoDiscard()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::Priest);
    sc.hand(1, {5, 5, 0, 0, 0});
    sc.settlement(1, sc.vertex(0, 0, settlers::Corner::S));
    QVERIFY(sc.play(playCard(0, settlers::DevCard::Priest))); // before the roll
    QCOMPARE(sc.s.pending, settlers::Pending::MovePlague);
    QCOMPARE(int(sc.s.blackStones), 0);
    QVERIFY(sc.play(act(settlers::ActionKind::MovePlague, 0, sc.tile(0, 0), 1)));
    QVERIFY(sc.play(act(settlers::ActionKind::Steal, 0, res(settlers::Resource::Wool))));
    QCOMPARE(sc.s.handSize(1), 9);
    QCOMPARE(sc.s.pending, settlers::Pending::Roll);
    QCOMPARE(int(sc.s.playedPriests[0]), 1);
}

void TestCards::ruling_R22_deborahsSongEveryoneChooses()
{
    Scenario sc(testmaps::canaanMap(), 4, 2);
    settlers::scenario::giveCard(sc.s, 2, settlers::DevCard::DeborahsSong);
    QVERIFY(sc.play(playCard(2, settlers::DevCard::DeborahsSong)));
    for (int p : {2, 3, 0, 1}) { // seat order from the player
        QCOMPARE(sc.s.pending, settlers::Pending::DeborahsSong);
        QCOMPARE(int(sc.s.pendingPlayer), p);
        QVERIFY(sc.play(act(settlers::ActionKind::ChooseResource, p, p)));
    }
    for (int p = 0; p < 4; ++p)
        QCOMPARE(int(sc.s.hand[p][p]), 1);
    QCOMPARE(sc.s.pending, settlers::Pending::Turn);
}

void TestCards::ruling_R22_plentifulLands()
{
    Scenario sc(testmaps::canaanMap());
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::PlentifulLands);
    QVERIFY(sc.play(playCard(0, settlers::DevCard::PlentifulLands, res(settlers::Resource::Ore), res(settlers::Resource::Ore))));
    QCOMPARE(sc.cards(0, settlers::Resource::Ore), 2);
}

void TestCards::ruling_R22_newTradeRouteTwoFreeRoads()
{
    Scenario sc(testmaps::canaanMap());
    sc.settlement(0, sc.vertex(1, 0, settlers::Corner::N));
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::NewTradeRoute);
    QVERIFY(sc.play(playCard(0, settlers::DevCard::NewTradeRoute)));
    QCOMPARE(sc.s.pending, settlers::Pending::FreeRoad);
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::SE))), settlers::IllegalReason::NotConnected);
    QVERIFY(sc.play(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::NE))));
    QVERIFY(sc.play(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::E))));
    QCOMPARE(sc.s.pending, settlers::Pending::Turn);
    QCOMPARE(sc.s.roads[0].count(), 2);
    QCOMPARE(sc.s.handSize(0), 0);
}

void TestCards::ruling_R22_newTradeRouteFewerWhenSupplyShort()
{
    Scenario sc(testmaps::canaanMap());
    sc.settlement(0, sc.vertex(1, 0, settlers::Corner::N));
    sc.s.roadsLeft[0] = 1;
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::NewTradeRoute);
    QVERIFY(sc.play(playCard(0, settlers::DevCard::NewTradeRoute)));
    QVERIFY(sc.play(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::NE))));
    QCOMPARE(sc.s.pending, settlers::Pending::Turn);
}

void TestCards::ruling_R22_korahsRebellion()
{
    Scenario sc(testmaps::canaanMap());
    sc.hand(1, {0, 3, 0, 0, 0});
    sc.hand(3, {0, 2, 1, 0, 0});
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::KorahsRebellion);
    QVERIFY(sc.play(playCard(0, settlers::DevCard::KorahsRebellion, res(settlers::Resource::Wool))));
    QCOMPARE(sc.cards(0, settlers::Resource::Wool), 5);
    QCOMPARE(sc.cards(1, settlers::Resource::Wool), 0);
    QCOMPARE(sc.cards(3, settlers::Resource::Grain), 1);
}

void TestCards::ruling_R22_caravan()
{
    Scenario sc(testmaps::canaanMap());
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::Caravan);
    sc.hand(0, {2, 0, 0, 0, 0});
    QCOMPARE(sc.check(act(settlers::ActionKind::MaritimeTrade, 0, 0, 4)), settlers::IllegalReason::NotEnoughResources);
    QVERIFY(sc.play(playCard(0, settlers::DevCard::Caravan)));
    QVERIFY(sc.play(act(settlers::ActionKind::MaritimeTrade, 0, 0, 4)));
    QCOMPARE(sc.cards(0, settlers::Resource::Ore), 1);
    QVERIFY(sc.play(act(settlers::ActionKind::EndTurn, 0)));
    QVERIFY(!sc.s.caravan); // for this turn only
}

void TestCards::ruling_R22_improvements()
{
    Scenario sc(testmaps::canaanMap());
    const int v = sc.vertex(1, 0, settlers::Corner::N);
    sc.settlement(0, v);
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::Improvements);
    sc.hand(0, {0, 0, 1, 0, 0});
    QCOMPARE(sc.check(playCard(0, settlers::DevCard::Improvements, v)), settlers::IllegalReason::NotEnoughResources);
    sc.hand(0, {0, 0, 1, 0, 1});
    QCOMPARE(sc.check(playCard(0, settlers::DevCard::Improvements, sc.vertex(0, 0, settlers::Corner::S))), settlers::IllegalReason::NotYourSettlement);
    QVERIFY(sc.play(playCard(0, settlers::DevCard::Improvements, v)));
    QVERIFY(sc.s.cities[0].test(v));
    QCOMPARE(sc.s.handSize(0), 0);
    QCOMPARE(int(sc.s.vp[0]), 2);
}

void TestCards::ruling_R22_bountifulHarvest()
{
    Scenario sc(testmaps::canaanMap());
    const int v = sc.vertex(1, 3, settlers::Corner::NE); // copper 10 and mountains (2,2) 5
    sc.city(0, v);
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::BountifulHarvest);
    QVERIFY(sc.play(playCard(0, settlers::DevCard::BountifulHarvest, v)));
    QCOMPARE(sc.cards(0, settlers::Resource::Ore), 2); // a city doubles
    QCOMPARE(sc.s.pending, settlers::Pending::CopperChoice);
    QVERIFY(sc.play(act(settlers::ActionKind::ChooseResource, 0, 0)));
    QVERIFY(sc.play(act(settlers::ActionKind::ChooseResource, 0, 1)));
    QCOMPARE(sc.s.pending, settlers::Pending::Turn);
    // Not from the Plague's hex.
    Scenario sc2(testmaps::canaanMap());
    sc2.settlement(0, sc2.vertex(1, 0, settlers::Corner::N)); // hills 10, pasture 5, hills 3
    sc2.s.plagueTile = static_cast<settlers::BoardId>(sc2.tile(1, -1));
    settlers::scenario::giveCard(sc2.s, 0, settlers::DevCard::BountifulHarvest);
    QVERIFY(sc2.play(playCard(0, settlers::DevCard::BountifulHarvest, sc2.vertex(1, 0, settlers::Corner::N))));
    QCOMPARE(sc2.cards(0, settlers::Resource::Stone), 2);
    QCOMPARE(sc2.cards(0, settlers::Resource::Wool), 0);
}

void TestCards::ruling_R22_gibeoniteTrickery()
{
    Scenario sc(testmaps::canaanMap());
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::GibeoniteTrickery);
    sc.hand(2, {1, 0, 0, 2, 0});
    QCOMPARE(sc.check(playCard(0, settlers::DevCard::GibeoniteTrickery, 1)), settlers::IllegalReason::BadVictim); // no cards
    QCOMPARE(sc.check(playCard(0, settlers::DevCard::GibeoniteTrickery, 0)), settlers::IllegalReason::BadVictim);
    QVERIFY(sc.play(playCard(0, settlers::DevCard::GibeoniteTrickery, 2)));
    QCOMPARE(sc.s.pending, settlers::Pending::Steal);
    QVERIFY(sc.play(act(settlers::ActionKind::Steal, 0, res(settlers::Resource::Stone))));
    QCOMPARE(sc.s.pending, settlers::Pending::Steal);
    QVERIFY(sc.play(act(settlers::ActionKind::Steal, 0, res(settlers::Resource::Lumber))));
    QCOMPARE(sc.s.handSize(0), 2);
    QCOMPARE(sc.s.handSize(2), 1);
    QCOMPARE(sc.s.pending, settlers::Pending::Turn);
}

void TestCards::ruling_R22_prophet()
{
    Scenario sc(testmaps::canaanMap());
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::Prophet);
    QVERIFY(sc.play(playCard(0, settlers::DevCard::Prophet)));
    QCOMPARE(sc.s.pending, settlers::Pending::DrawCard);
    QVERIFY(sc.play(act(settlers::ActionKind::DrawCard, 0, card(settlers::DevCard::Priest))));
    QCOMPARE(int(sc.s.devHand[0][card(settlers::DevCard::Priest)]), 1);
    QCOMPARE(sc.s.handSize(0), 0); // free
    QVERIFY(!sc.isLegalListed(playCard(0, settlers::DevCard::Priest)));
}

void TestCards::ruling_R22_calebsBlessing()
{
    Scenario sc(testmaps::canaanMap());
    sc.settlement(0, sc.vertex(1, 0, settlers::Corner::N));
    sc.roads(0, {sc.vertex(1, 0, settlers::Corner::N), sc.vertex(1, 0, settlers::Corner::NE), sc.vertex(1, 0, settlers::Corner::SE)});
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::CalebsBlessing);
    QCOMPARE(sc.check(playCard(0, settlers::DevCard::CalebsBlessing, sc.vertex(1, 0, settlers::Corner::NE))), settlers::IllegalReason::TooClose);
    QVERIFY(sc.play(playCard(0, settlers::DevCard::CalebsBlessing, sc.vertex(1, 0, settlers::Corner::SE))));
    QVERIFY(sc.s.settlements[0].test(sc.vertex(1, 0, settlers::Corner::SE)));
    QCOMPARE(int(sc.s.vp[0]), 2);
}

void TestCards::ruling_R22_cannotPlayWhatCannotBeCarriedOut()
{
    Scenario sc(testmaps::canaanMap());
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::CalebsBlessing);
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::NewTradeRoute);
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::Improvements);
    settlers::ActionList list;
    settlers::legalActions(sc.rules, sc.s, list);
    for (const settlers::Action &a : list)
        QVERIFY(a.kind != settlers::ActionKind::PlayCard); // no road, no settlement, ...
    QCOMPARE(sc.check(playCard(0, settlers::DevCard::NewTradeRoute)), settlers::IllegalReason::CannotBeCarriedOut);
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::Prophet);
    for (int c = 0; c < settlers::kDevCardCount; ++c)
        sc.s.deck[c] = 0;
    QCOMPARE(sc.check(playCard(0, settlers::DevCard::Prophet)), settlers::IllegalReason::DeckEmpty);
}

void TestCards::ruling_R23_winOnOwnTurnOnly()
{
    Scenario sc(testmaps::canaanMap());
    // Seat 1 holds 12 VP during seat 0's turn: nothing happens yet.
    sc.s.playedVp[1] = 12;
    sc.s.vp[1] = 12;
    sc.hand(0, {0, 1, 0, 0, 0});
    QVERIFY(sc.play(act(settlers::ActionKind::EndTurn, 0)));
    // His turn begins: he wins before rolling.
    QCOMPARE(sc.s.stage, settlers::Stage::Over);
    QCOMPARE(sc.s.endReason, settlers::EndReason::VictoryPoints);
    QCOMPARE(int(sc.s.winners), 1 << 1);
    // A player reaching 12 on his own turn wins at once.
    Scenario sc2(testmaps::canaanMap());
    sc2.s.playedVp[0] = 11;
    sc2.s.vp[0] = 11;
    settlers::scenario::giveCard(sc2.s, 0, settlers::DevCard::VictoryPoint);
    QVERIFY(sc2.play(playCard(0, settlers::DevCard::VictoryPoint)));
    QCOMPARE(sc2.s.stage, settlers::Stage::Over);
    QCOMPARE(int(sc2.s.winners), 1 << 0);
}

void TestCards::ruling_R23_vpToWinOption()
{
    settlers::GameOptions o = settlers::GameOptions::defaultsFor(settlers::Ruleset::Canaan);
    o.vpToWin = 3;
    Scenario sc(testmaps::canaanMap(), o);
    sc.settlement(0, sc.vertex(1, 0, settlers::Corner::N));
    sc.settlement(0, sc.vertex(3, -3, settlers::Corner::N));
    sc.roads(0, {sc.vertex(1, 0, settlers::Corner::N), sc.vertex(1, 0, settlers::Corner::NE), sc.vertex(1, 0, settlers::Corner::SE)});
    sc.hand(0, {1, 1, 1, 1, 0});
    QVERIFY(sc.play(act(settlers::ActionKind::BuildSettlement, 0, sc.vertex(1, 0, settlers::Corner::SE))));
    QCOMPARE(sc.s.stage, settlers::Stage::Over);
}

void TestCards::ruling_R25_turnLimit()
{
    const settlers::Rules rules(testmaps::canaanMap(), 3);
    settlers::GameState s = settlers::newGame(rules, 2);
    settlers::scenario::startPlay(rules, s, 0, true);
    QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::EndTurn, 0)) == settlers::IllegalReason::Ok);
    for (int t = 2; t <= 3; ++t) {
        QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::Roll, s.current)) == settlers::IllegalReason::Ok);
        QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::Dice, s.current, 6, 6)) == settlers::IllegalReason::Ok);
        QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::EndTurn, s.current)) == settlers::IllegalReason::Ok);
    }
    QCOMPARE(s.stage, settlers::Stage::Over);
    QCOMPARE(s.endReason, settlers::EndReason::TurnLimit);
    QCOMPARE(int(s.winners), 0);
    QCOMPARE(int(s.turn), 3);
}

QTEST_APPLESS_MAIN(TestCards)
#include "test_cards.moc"
