// A turn: production (R06), the 7 (R07), the Plague (R08), phases (R09), trade (R10, R11) and
// building (R12-R14).
#include "tests/engine/settlers/rules/scenario_builder.h"

#include <QtTest>

using namespace canaan;
using namespace canaan::test;

namespace {
void roll(Scenario &sc, int d1, int d2)
{
    QVERIFY(sc.play(act(ActionKind::Roll, sc.s.current)));
    QCOMPARE(sc.s.pending, Pending::Dice);
    QVERIFY(sc.play(act(ActionKind::Dice, sc.s.current, d1, d2)));
}
} // namespace

class TestTurn : public QObject {
    Q_OBJECT
private slots:
    void rule_productionSettlementOneCityTwo();
    void ruling_R06_bankShortagePaysNobody();
    void ruling_R06_copperHexPaysAChoice();
    void ruling_R06_copperChoicesAfterResourcesInSeatOrder();
    void ruling_R07_blackStoneOnSeven();
    void ruling_R07_discardHalfRoundedDown();
    void ruling_R07_mustMovePlagueAndSteal();
    void ruling_R08_plagueBlocksProduction();
    void ruling_R08_plagueOnlyOnNumberedHexes();
    void ruling_R09_noTradeAfterBuilding();
    void ruling_R09_freeTradeBuildOption();
    void ruling_R09_cardBeforeRollButNoBuilding();
    void ruling_R10_offerToAllAnswersAndConfirm();
    void ruling_R10_offerToOnePlayer();
    void ruling_R10_tradeNeedsCardsBothWays();
    void ruling_R10_onlyCurrentPlayerOffers();
    void ruling_R11_maritimeBestRate();
    void ruling_R12_buildingCosts();
    void ruling_R13_supplyLimits();
    void ruling_R14_roadPlacement();
    void ruling_R14_settlementPlacement();
};

void TestTurn::rule_productionSettlementOneCityTwo()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    sc.settlement(1, sc.vertex(0, 0, Corner::S)); // fields 9
    sc.city(2, sc.vertex(0, 0, Corner::N));       // fields 9, also (0,-1) 11, (1,-1) 5
    roll(sc, 4, 5);
    QCOMPARE(sc.cards(1, Resource::Grain), 1);
    QCOMPARE(sc.cards(2, Resource::Grain), 2);
    QCOMPARE(sc.s.pending, Pending::Turn);
}

void TestTurn::ruling_R06_bankShortagePaysNobody()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    sc.settlement(1, sc.vertex(0, 0, Corner::S));
    sc.settlement(2, sc.vertex(0, 0, Corner::N));
    sc.hand(3, {0, 0, 22, 0, 0}); // one grain left in the bank, two owed
    roll(sc, 4, 5);
    QCOMPARE(sc.cards(1, Resource::Grain), 0);
    QCOMPARE(sc.cards(2, Resource::Grain), 0);
    QVERIFY(sc.hasEvent(EventKind::BankShortage));
    // With two left both are paid.
    Scenario sc2(testmaps::canaanMap(), 4, 0, false);
    sc2.settlement(1, sc2.vertex(0, 0, Corner::S));
    sc2.settlement(2, sc2.vertex(0, 0, Corner::N));
    sc2.hand(3, {0, 0, 21, 0, 0});
    roll(sc2, 4, 5);
    QCOMPARE(sc2.cards(1, Resource::Grain), 1);
    QCOMPARE(sc2.cards(2, Resource::Grain), 1);
}

void TestTurn::ruling_R06_copperHexPaysAChoice()
{
    // Rulebook: "For every settlement bordering the producing copper hex you will receive one
    // resource of your choice. For every city ... two."
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    sc.settlement(1, sc.vertex(1, 3, Corner::NE));
    sc.city(2, sc.vertex(1, 3, Corner::S));
    roll(sc, 4, 6);
    QCOMPARE(sc.s.pending, Pending::CopperChoice);
    QCOMPARE(int(sc.s.pendingPlayer), 1);
    QVERIFY(sc.play(act(ActionKind::ChooseResource, 1, res(Resource::Ore))));
    QCOMPARE(sc.cards(1, Resource::Ore), 1);
    QCOMPARE(int(sc.s.pendingPlayer), 2);
    QVERIFY(sc.play(act(ActionKind::ChooseResource, 2, res(Resource::Lumber))));
    QCOMPARE(int(sc.s.pendingPlayer), 2);
    QVERIFY(sc.play(act(ActionKind::ChooseResource, 2, res(Resource::Wool))));
    QCOMPARE(sc.cards(2, Resource::Lumber), 1);
    QCOMPARE(sc.cards(2, Resource::Wool), 1);
    QCOMPARE(sc.s.pending, Pending::Turn);
}

void TestTurn::ruling_R06_copperChoicesAfterResourcesInSeatOrder()
{
    Scenario sc(testmaps::canaanMap(), 4, 2, false); // seat 2 rolls
    sc.settlement(1, sc.vertex(1, 3, Corner::NE));
    sc.settlement(3, sc.vertex(1, 3, Corner::SW));
    sc.settlement(0, sc.vertex(1, 0, Corner::N)); // hills 10 pays stone first
    sc.hand(0, {0, 0, 0, 22, 0});                  // ... leaving the bank without stone
    roll(sc, 5, 5);
    QCOMPARE(sc.cards(0, Resource::Stone), 23); // paid before the choices
    QCOMPARE(int(sc.s.pendingPlayer), 3);        // seat order from the roller: 3 before 1
    QCOMPARE(sc.check(act(ActionKind::ChooseResource, 3, res(Resource::Stone))), IllegalReason::BankEmpty);
    QVERIFY(sc.play(act(ActionKind::ChooseResource, 3, res(Resource::Grain))));
    QCOMPARE(int(sc.s.pendingPlayer), 1);
}

void TestTurn::ruling_R07_blackStoneOnSeven()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    sc.settlement(1, sc.vertex(0, 0, Corner::S));
    roll(sc, 3, 4);
    QCOMPARE(int(sc.s.blackStones), 1);
    QVERIFY(sc.hasEvent(EventKind::BlackStoneAdded));
    QCOMPARE(sc.s.handSize(1), 0); // nothing produced
    QCOMPARE(sc.s.pending, Pending::MovePlague);
}

void TestTurn::ruling_R07_discardHalfRoundedDown()
{
    // Rulebook: half, rounded down: 4 of 8 and 5 of 11; 7 keeps all.
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    sc.hand(1, {2, 2, 2, 2, 0});  // 8
    sc.hand(2, {3, 3, 3, 2, 0});  // 11
    sc.hand(3, {1, 2, 2, 2, 0});  // 7
    roll(sc, 6, 1);
    QCOMPARE(int(sc.s.discardOwed[1]), 4);
    QCOMPARE(int(sc.s.discardOwed[2]), 5);
    QCOMPARE(int(sc.s.discardOwed[3]), 0);
    QCOMPARE(sc.s.pending, Pending::Discard);
    QCOMPARE(int(sc.s.pendingPlayer), 1);
    QCOMPARE(sc.check(act(ActionKind::MovePlague, 0, sc.tile(0, 0))), IllegalReason::NotYourDecision);
    for (int i = 0; i < 4; ++i)
        QVERIFY(sc.play(act(ActionKind::Discard, 1, res(Resource::Lumber) + i % 4)));
    QCOMPARE(int(sc.s.pendingPlayer), 2);
    QCOMPARE(sc.check(act(ActionKind::Discard, 2, res(Resource::Ore))), IllegalReason::NothingToDiscard);
    for (int i = 0; i < 5; ++i)
        QVERIFY(sc.play(act(ActionKind::Discard, 2, res(Resource::Grain) - i % 2)));
    QCOMPARE(sc.s.handSize(1), 4);
    QCOMPARE(sc.s.handSize(2), 6);
    QCOMPARE(sc.s.handSize(3), 7);
    QCOMPARE(sc.s.pending, Pending::MovePlague);
}

void TestTurn::ruling_R07_mustMovePlagueAndSteal()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    const int t = sc.tile(0, 0);
    sc.settlement(1, sc.vertex(0, 0, Corner::S));
    sc.settlement(2, sc.vertex(0, 0, Corner::N));
    sc.settlement(3, sc.vertex(0, 0, Corner::SW)); // no cards: cannot be chosen
    sc.hand(1, {0, 0, 0, 2, 0});
    sc.hand(2, {1, 0, 0, 0, 0});
    sc.s.plagueTile = static_cast<BoardId>(sc.tile(1, 0));
    roll(sc, 2, 5);
    QCOMPARE(sc.check(act(ActionKind::MovePlague, 0, sc.tile(1, 0))), IllegalReason::SamePlagueHex);
    QCOMPARE(sc.check(act(ActionKind::MovePlague, 0, t)), IllegalReason::BadVictim); // must take a card
    QCOMPARE(sc.check(act(ActionKind::MovePlague, 0, t, 3)), IllegalReason::BadVictim);
    QVERIFY(sc.play(act(ActionKind::MovePlague, 0, t, 1)));
    QCOMPARE(int(sc.s.plagueTile), t);
    QCOMPARE(sc.s.pending, Pending::Steal);
    QVERIFY(isChancePending(sc.s));
    QCOMPARE(sc.check(act(ActionKind::Steal, 0, res(Resource::Lumber))), IllegalReason::ImpossibleOutcome);
    QVERIFY(sc.play(act(ActionKind::Steal, 0, res(Resource::Stone))));
    QCOMPARE(sc.cards(0, Resource::Stone), 1);
    QCOMPARE(sc.cards(1, Resource::Stone), 1);
    QCOMPARE(sc.s.pending, Pending::Turn);
    // A hex with no victim: no steal.
    Scenario sc2(testmaps::canaanMap(), 4, 0, false);
    roll(sc2, 3, 4);
    QVERIFY(sc2.play(act(ActionKind::MovePlague, 0, sc2.tile(2, 2))));
    QCOMPARE(sc2.s.pending, Pending::Turn);
}

void TestTurn::ruling_R08_plagueBlocksProduction()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    sc.settlement(1, sc.vertex(0, 0, Corner::S));
    sc.s.plagueTile = static_cast<BoardId>(sc.tile(0, 0));
    roll(sc, 4, 5);
    QCOMPARE(sc.cards(1, Resource::Grain), 0);
}

void TestTurn::ruling_R08_plagueOnlyOnNumberedHexes()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    roll(sc, 3, 4);
    QCOMPARE(sc.check(act(ActionKind::MovePlague, 0, sc.tile(0, 2))), IllegalReason::BadPlagueHex); // Jerusalem
    QCOMPARE(sc.check(act(ActionKind::MovePlague, 0, sc.tile(-1, 0))), IllegalReason::BadPlagueHex); // sea
    QCOMPARE(sc.check(act(ActionKind::MovePlague, 0, sc.tile(1, 3))), IllegalReason::Ok); // copper
}

void TestTurn::ruling_R09_noTradeAfterBuilding()
{
    Scenario sc(testmaps::canaanMap());
    sc.settlement(0, sc.vertex(1, 0, Corner::N));
    sc.hand(0, {5, 0, 0, 5, 0});
    const Action maritime = act(ActionKind::MaritimeTrade, 0, res(Resource::Lumber), res(Resource::Ore));
    QCOMPARE(sc.check(maritime), IllegalReason::Ok);
    QVERIFY(sc.play(act(ActionKind::BuildRoad, 0, sc.edge(1, 0, Side::NE))));
    QCOMPARE(sc.check(maritime), IllegalReason::TradeClosed);
    QCOMPARE(sc.check(tradeAct(ActionKind::OfferTrade, 0, kNoId, {1, 0, -1, 0, 0})), IllegalReason::TradeClosed);
    QVERIFY(!sc.isLegalListed(maritime));
}

void TestTurn::ruling_R09_freeTradeBuildOption()
{
    MapModel map = testmaps::canaanMap();
    map.options.freeTradeBuild = true;
    Scenario sc(map);
    sc.settlement(0, sc.vertex(1, 0, Corner::N));
    sc.hand(0, {5, 0, 0, 5, 0});
    QVERIFY(sc.play(act(ActionKind::BuildRoad, 0, sc.edge(1, 0, Side::NE))));
    QVERIFY(sc.play(act(ActionKind::MaritimeTrade, 0, res(Resource::Lumber), res(Resource::Ore))));
}

void TestTurn::ruling_R09_cardBeforeRollButNoBuilding()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    sc.settlement(0, sc.vertex(1, 0, Corner::N));
    sc.hand(0, {5, 0, 0, 5, 0});
    QCOMPARE(sc.check(act(ActionKind::BuildRoad, 0, sc.edge(1, 0, Side::NE))), IllegalReason::WrongTime);
    QCOMPARE(sc.check(act(ActionKind::MaritimeTrade, 0, 0, 4)), IllegalReason::WrongTime);
    QCOMPARE(sc.check(act(ActionKind::EndTurn, 0)), IllegalReason::NotRolled);
    scenario::giveCard(sc.s, 0, DevCard::Caravan);
    QVERIFY(sc.play(act(ActionKind::PlayCard, 0, card(DevCard::Caravan))));
    QCOMPARE(sc.s.pending, Pending::Roll);
    QVERIFY(sc.s.caravan);
}

void TestTurn::ruling_R10_offerToAllAnswersAndConfirm()
{
    Scenario sc(testmaps::canaanMap());
    sc.hand(0, {3, 0, 0, 0, 0});
    sc.hand(1, {0, 0, 0, 0, 1});
    sc.hand(2, {0, 0, 0, 0, 1});
    sc.hand(3, {0, 0, 0, 0, 2});
    // Seat 0 offers one lumber for one ore to everyone.
    QVERIFY(sc.play(tradeAct(ActionKind::OfferTrade, 0, kNoId, {1, 0, 0, 0, -1})));
    QCOMPARE(sc.s.pending, Pending::TradeAnswer);
    QCOMPARE(int(sc.s.pendingPlayer), 1);
    QVERIFY(sc.play(act(ActionKind::AnswerTrade, 1, int(TradeAnswer::Reject))));
    QVERIFY(sc.play(act(ActionKind::AnswerTrade, 2, int(TradeAnswer::Accept))));
    // Seat 3 counters: two lumber for the ore.
    QVERIFY(sc.play(tradeAct(ActionKind::AnswerTrade, 3, int(TradeAnswer::Counter), {2, 0, 0, 0, -1})));
    QCOMPARE(sc.s.pending, Pending::TradeConfirm);
    QCOMPARE(int(sc.s.pendingPlayer), 0);
    QCOMPARE(sc.check(act(ActionKind::ConfirmTrade, 0, 1)), IllegalReason::NoSuchAnswer);
    QVERIFY(sc.play(act(ActionKind::ConfirmTrade, 0, 3)));
    QCOMPARE(sc.cards(0, Resource::Lumber), 1);
    QCOMPARE(sc.cards(0, Resource::Ore), 1);
    QCOMPARE(sc.cards(3, Resource::Lumber), 2);
    QCOMPARE(sc.cards(3, Resource::Ore), 1);
    QCOMPARE(sc.cards(2, Resource::Ore), 1); // untouched
    QCOMPARE(sc.s.pending, Pending::Turn);
    // Another offer, withdrawn.
    QVERIFY(sc.play(tradeAct(ActionKind::OfferTrade, 0, 2, {1, 0, 0, 0, -1})));
    QVERIFY(sc.play(act(ActionKind::AnswerTrade, 2, int(TradeAnswer::Accept))));
    QVERIFY(sc.play(act(ActionKind::ConfirmTrade, 0)));
    QCOMPARE(sc.cards(2, Resource::Ore), 1);
}

void TestTurn::ruling_R10_offerToOnePlayer()
{
    Scenario sc(testmaps::canaanMap());
    sc.hand(0, {1, 0, 0, 0, 0});
    sc.hand(2, {0, 0, 0, 0, 1});
    QVERIFY(sc.play(tradeAct(ActionKind::OfferTrade, 0, 2, {1, 0, 0, 0, -1})));
    QCOMPARE(int(sc.s.pendingPlayer), 2);
    QCOMPARE(sc.check(act(ActionKind::AnswerTrade, 1, int(TradeAnswer::Accept))), IllegalReason::NotYourDecision);
    QVERIFY(sc.play(act(ActionKind::AnswerTrade, 2, int(TradeAnswer::Accept))));
    QCOMPARE(sc.s.pending, Pending::TradeConfirm);
    QVERIFY(sc.play(act(ActionKind::ConfirmTrade, 0, 2)));
    QCOMPARE(sc.cards(2, Resource::Lumber), 1);
    QCOMPARE(sc.cards(0, Resource::Ore), 1);
}

void TestTurn::ruling_R10_tradeNeedsCardsBothWays()
{
    Scenario sc(testmaps::canaanMap());
    sc.hand(0, {2, 0, 0, 0, 0});
    sc.hand(1, {0, 0, 0, 0, 0});
    QCOMPARE(sc.check(tradeAct(ActionKind::OfferTrade, 0, kNoId, {1, 0, 0, 0, 0})), IllegalReason::BadTrade);
    QCOMPARE(sc.check(tradeAct(ActionKind::OfferTrade, 0, kNoId, {0, 0, 0, 0, -1})), IllegalReason::BadTrade);
    QCOMPARE(sc.check(tradeAct(ActionKind::OfferTrade, 0, kNoId, {3, 0, 0, 0, -1})), IllegalReason::BadTrade);
    QCOMPARE(sc.check(tradeAct(ActionKind::OfferTrade, 0, 0, {1, 0, 0, 0, -1})), IllegalReason::BadTradeTarget);
    QVERIFY(sc.play(tradeAct(ActionKind::OfferTrade, 0, 1, {1, 0, 0, 0, -1})));
    // Seat 1 has no ore: he cannot accept.
    QCOMPARE(sc.check(act(ActionKind::AnswerTrade, 1, int(TradeAnswer::Accept))), IllegalReason::NotEnoughResources);
    QVERIFY(!sc.isLegalListed(act(ActionKind::AnswerTrade, 1, int(TradeAnswer::Accept))));
}

void TestTurn::ruling_R10_onlyCurrentPlayerOffers()
{
    Scenario sc(testmaps::canaanMap());
    sc.hand(1, {1, 0, 0, 0, 0});
    QCOMPARE(sc.check(tradeAct(ActionKind::OfferTrade, 1, 2, {1, 0, 0, 0, -1})), IllegalReason::NotYourDecision);
}

void TestTurn::ruling_R11_maritimeBestRate()
{
    Scenario sc(testmaps::canaanMap());
    QCOMPARE(maritimeRate(sc.rules, sc.s, 0, res(Resource::Grain)), 4);
    sc.settlement(0, sc.vertex(-2, 1, Corner::NE)); // 3:1 harbor
    QCOMPARE(maritimeRate(sc.rules, sc.s, 0, res(Resource::Grain)), 3);
    sc.settlement(0, sc.vertex(-1, -1, Corner::NE)); // grain harbor
    QCOMPARE(maritimeRate(sc.rules, sc.s, 0, res(Resource::Grain)), 2);
    QCOMPARE(maritimeRate(sc.rules, sc.s, 0, res(Resource::Ore)), 3);
    sc.hand(0, {0, 0, 3, 0, 2});
    QCOMPARE(sc.check(act(ActionKind::MaritimeTrade, 0, res(Resource::Ore), res(Resource::Wool))),
             IllegalReason::NotEnoughResources);
    QCOMPARE(sc.check(act(ActionKind::MaritimeTrade, 0, res(Resource::Grain), res(Resource::Grain))),
             IllegalReason::BadRate);
    QVERIFY(sc.play(act(ActionKind::MaritimeTrade, 0, res(Resource::Grain), res(Resource::Wool))));
    QCOMPARE(sc.cards(0, Resource::Grain), 1);
    QCOMPARE(sc.cards(0, Resource::Wool), 1);
    // King's Blessing: 2:1 in its resource for its holder.
    sc.s.blessingHolder = 1;
    sc.s.blessingResource = static_cast<std::uint8_t>(res(Resource::Ore));
    QCOMPARE(maritimeRate(sc.rules, sc.s, 1, res(Resource::Ore)), 2);
    QCOMPARE(maritimeRate(sc.rules, sc.s, 1, res(Resource::Wool)), 4);
    // Caravan: 2:1 in anything for the rest of the turn.
    sc.s.caravan = true;
    QCOMPARE(maritimeRate(sc.rules, sc.s, 0, res(Resource::Lumber)), 2);
}

void TestTurn::ruling_R12_buildingCosts()
{
    Scenario sc(testmaps::canaanMap());
    const int a = sc.vertex(1, 0, Corner::N);
    sc.settlement(0, a);
    sc.road(0, sc.edge(1, 0, Side::NE));
    sc.hand(0, {1, 0, 0, 0, 0});
    QCOMPARE(sc.check(act(ActionKind::BuildRoad, 0, sc.edge(1, 0, Side::E))), IllegalReason::NotEnoughResources);
    sc.hand(0, {1, 0, 0, 1, 0});
    QVERIFY(sc.play(act(ActionKind::BuildRoad, 0, sc.edge(1, 0, Side::E))));
    QCOMPARE(sc.s.handSize(0), 0);
    sc.hand(0, {1, 1, 1, 1, 0});
    QVERIFY(sc.play(act(ActionKind::BuildSettlement, 0, sc.vertex(1, 0, Corner::SE))));
    QCOMPARE(sc.s.handSize(0), 0);
    sc.hand(0, {0, 0, 2, 0, 3});
    QVERIFY(sc.play(act(ActionKind::BuildCity, 0, a)));
    QCOMPARE(sc.s.handSize(0), 0);
    sc.hand(0, {0, 1, 1, 0, 1});
    QVERIFY(sc.play(act(ActionKind::BuyCard, 0)));
    QCOMPARE(sc.s.handSize(0), 0);
    QCOMPARE(sc.s.pending, Pending::DrawCard);
    QVERIFY(sc.play(act(ActionKind::DrawCard, 0, card(DevCard::Priest))));
    QCOMPARE(int(sc.s.devHand[0][card(DevCard::Priest)]), 1);
    QCOMPARE(int(sc.s.deck[card(DevCard::Priest)]), 19);
}

void TestTurn::ruling_R13_supplyLimits()
{
    Scenario sc(testmaps::canaanMap());
    const int a = sc.vertex(1, 0, Corner::N);
    sc.settlement(0, a);
    sc.road(0, sc.edge(1, 0, Side::NE));
    sc.road(0, sc.edge(1, 0, Side::E));
    sc.s.settlementsLeft[0] = 0; // pretend all five are on the board
    sc.hand(0, {1, 1, 1, 1, 0});
    QCOMPARE(sc.check(act(ActionKind::BuildSettlement, 0, sc.vertex(1, 0, Corner::SE))), IllegalReason::NoSupply);
    sc.hand(0, {0, 0, 2, 0, 3});
    QVERIFY(sc.play(act(ActionKind::BuildCity, 0, a)));
    QCOMPARE(int(sc.s.settlementsLeft[0]), 1); // the settlement came back
    QCOMPARE(int(sc.s.citiesLeft[0]), 3);
    sc.s.roadsLeft[0] = 0;
    sc.hand(0, {1, 0, 0, 1, 0});
    QCOMPARE(sc.check(act(ActionKind::BuildRoad, 0, sc.edge(1, 0, Side::SE))), IllegalReason::NoSupply);
}

void TestTurn::ruling_R14_roadPlacement()
{
    Scenario sc(testmaps::canaanMap());
    const int a = sc.vertex(1, 0, Corner::N);
    sc.settlement(0, a);
    sc.hand(0, {5, 0, 0, 5, 0});
    QCOMPARE(sc.check(act(ActionKind::BuildRoad, 0, sc.edge(1, 0, Side::SE))), IllegalReason::NotConnected);
    QVERIFY(sc.play(act(ActionKind::BuildRoad, 0, sc.edge(1, 0, Side::NE))));
    QCOMPARE(sc.check(act(ActionKind::BuildRoad, 0, sc.edge(1, 0, Side::NE))), IllegalReason::Occupied);
    // An opponent's settlement at the road's end stops it there.
    sc.settlement(1, sc.vertex(1, 0, Corner::NE));
    QCOMPARE(sc.check(act(ActionKind::BuildRoad, 0, sc.edge(1, 0, Side::E))), IllegalReason::NotConnected);
    QVERIFY(sc.play(act(ActionKind::BuildRoad, 0, sc.edge(1, 0, Side::NW))));
}

void TestTurn::ruling_R14_settlementPlacement()
{
    // Rulebook example: a settlement needs two intersections of distance and one's own road.
    Scenario sc(testmaps::canaanMap());
    const int a = sc.vertex(1, 0, Corner::N);
    sc.settlement(0, a);
    sc.road(0, sc.edge(1, 0, Side::NE));
    sc.road(0, sc.edge(1, 0, Side::E));
    sc.hand(0, {3, 3, 3, 3, 0});
    QCOMPARE(sc.check(act(ActionKind::BuildSettlement, 0, sc.vertex(1, 0, Corner::NE))), IllegalReason::TooClose);
    QCOMPARE(sc.check(act(ActionKind::BuildSettlement, 0, sc.vertex(0, 0, Corner::S))), IllegalReason::NotConnected);
    sc.settlement(1, sc.vertex(1, 1, Corner::NE)); // next to (1,0) SE
    QCOMPARE(sc.check(act(ActionKind::BuildSettlement, 0, sc.vertex(1, 0, Corner::SE))), IllegalReason::TooClose);
}

QTEST_APPLESS_MAIN(TestTurn)
#include "test_turn.moc"
