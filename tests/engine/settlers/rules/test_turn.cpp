// A turn: production (R06), the 7 (R07), the Plague (R08), phases (R09), trade (R10, R11) and
// building (R12-R14).
#include "tests/engine/settlers/rules/scenario_builder.h"

#include <QtTest>

using namespace canaan;
using namespace canaan::test;

namespace {
void roll(Scenario &sc, int d1, int d2)
{
    QVERIFY(sc.play(act(settlers::ActionKind::Roll, sc.s.current)));
    QCOMPARE(sc.s.pending, settlers::Pending::Dice);
    QVERIFY(sc.play(act(settlers::ActionKind::Dice, sc.s.current, d1, d2)));
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
    sc.settlement(1, sc.vertex(0, 0, settlers::Corner::S)); // fields 9
    sc.city(2, sc.vertex(0, 0, settlers::Corner::N));       // fields 9, also (0,-1) 11, (1,-1) 5
    roll(sc, 4, 5);
    QCOMPARE(sc.cards(1, settlers::Resource::Grain), 1);
    QCOMPARE(sc.cards(2, settlers::Resource::Grain), 2);
    QCOMPARE(sc.s.pending, settlers::Pending::Turn);
}

void TestTurn::ruling_R06_bankShortagePaysNobody()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    sc.settlement(1, sc.vertex(0, 0, settlers::Corner::S));
    sc.settlement(2, sc.vertex(0, 0, settlers::Corner::N));
    sc.hand(3, {0, 0, 22, 0, 0}); // one grain left in the bank, two owed
    roll(sc, 4, 5);
    QCOMPARE(sc.cards(1, settlers::Resource::Grain), 0);
    QCOMPARE(sc.cards(2, settlers::Resource::Grain), 0);
    QVERIFY(sc.hasEvent(settlers::EventKind::BankShortage));
    // With two left both are paid.
    Scenario sc2(testmaps::canaanMap(), 4, 0, false);
    sc2.settlement(1, sc2.vertex(0, 0, settlers::Corner::S));
    sc2.settlement(2, sc2.vertex(0, 0, settlers::Corner::N));
    sc2.hand(3, {0, 0, 21, 0, 0});
    roll(sc2, 4, 5);
    QCOMPARE(sc2.cards(1, settlers::Resource::Grain), 1);
    QCOMPARE(sc2.cards(2, settlers::Resource::Grain), 1);
}

void TestTurn::ruling_R06_copperHexPaysAChoice()
{
    // Rulebook: "For every settlement bordering the producing copper hex you will receive one
    // resource of your choice. For every city ... two."
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    sc.settlement(1, sc.vertex(1, 3, settlers::Corner::NE));
    sc.city(2, sc.vertex(1, 3, settlers::Corner::S));
    roll(sc, 4, 6);
    QCOMPARE(sc.s.pending, settlers::Pending::CopperChoice);
    QCOMPARE(int(sc.s.pendingPlayer), 1);
    QVERIFY(sc.play(act(settlers::ActionKind::ChooseResource, 1, res(settlers::Resource::Ore))));
    QCOMPARE(sc.cards(1, settlers::Resource::Ore), 1);
    QCOMPARE(int(sc.s.pendingPlayer), 2);
    QVERIFY(sc.play(act(settlers::ActionKind::ChooseResource, 2, res(settlers::Resource::Lumber))));
    QCOMPARE(int(sc.s.pendingPlayer), 2);
    QVERIFY(sc.play(act(settlers::ActionKind::ChooseResource, 2, res(settlers::Resource::Wool))));
    QCOMPARE(sc.cards(2, settlers::Resource::Lumber), 1);
    QCOMPARE(sc.cards(2, settlers::Resource::Wool), 1);
    QCOMPARE(sc.s.pending, settlers::Pending::Turn);
}

void TestTurn::ruling_R06_copperChoicesAfterResourcesInSeatOrder()
{
    Scenario sc(testmaps::canaanMap(), 4, 2, false); // seat 2 rolls
    sc.settlement(1, sc.vertex(1, 3, settlers::Corner::NE));
    sc.settlement(3, sc.vertex(1, 3, settlers::Corner::SW));
    sc.settlement(0, sc.vertex(1, 0, settlers::Corner::N)); // hills 10 pays stone first
    sc.hand(0, {0, 0, 0, 22, 0});                  // ... leaving the bank without stone
    roll(sc, 5, 5);
    QCOMPARE(sc.cards(0, settlers::Resource::Stone), 23); // paid before the choices
    QCOMPARE(int(sc.s.pendingPlayer), 3);        // seat order from the roller: 3 before 1
    QCOMPARE(sc.check(act(settlers::ActionKind::ChooseResource, 3, res(settlers::Resource::Stone))), settlers::IllegalReason::BankEmpty);
    QVERIFY(sc.play(act(settlers::ActionKind::ChooseResource, 3, res(settlers::Resource::Grain))));
    QCOMPARE(int(sc.s.pendingPlayer), 1);
}

void TestTurn::ruling_R07_blackStoneOnSeven()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    sc.settlement(1, sc.vertex(0, 0, settlers::Corner::S));
    roll(sc, 3, 4);
    QCOMPARE(int(sc.s.blackStones), 1);
    QVERIFY(sc.hasEvent(settlers::EventKind::BlackStoneAdded));
    QCOMPARE(sc.s.handSize(1), 0); // nothing produced
    QCOMPARE(sc.s.pending, settlers::Pending::MovePlague);
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
    QCOMPARE(sc.s.pending, settlers::Pending::Discard);
    QCOMPARE(int(sc.s.pendingPlayer), 1);
    QCOMPARE(sc.check(act(settlers::ActionKind::MovePlague, 0, sc.tile(0, 0))), settlers::IllegalReason::NotYourDecision);
    for (int i = 0; i < 4; ++i)
        QVERIFY(sc.play(act(settlers::ActionKind::Discard, 1, res(settlers::Resource::Lumber) + i % 4)));
    QCOMPARE(int(sc.s.pendingPlayer), 2);
    QCOMPARE(sc.check(act(settlers::ActionKind::Discard, 2, res(settlers::Resource::Ore))), settlers::IllegalReason::NothingToDiscard);
    for (int i = 0; i < 5; ++i)
        QVERIFY(sc.play(act(settlers::ActionKind::Discard, 2, res(settlers::Resource::Grain) - i % 2)));
    QCOMPARE(sc.s.handSize(1), 4);
    QCOMPARE(sc.s.handSize(2), 6);
    QCOMPARE(sc.s.handSize(3), 7);
    QCOMPARE(sc.s.pending, settlers::Pending::MovePlague);
}

void TestTurn::ruling_R07_mustMovePlagueAndSteal()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    const int t = sc.tile(0, 0);
    sc.settlement(1, sc.vertex(0, 0, settlers::Corner::S));
    sc.settlement(2, sc.vertex(0, 0, settlers::Corner::N));
    sc.settlement(3, sc.vertex(0, 0, settlers::Corner::SW)); // no cards: cannot be chosen
    sc.hand(1, {0, 0, 0, 2, 0});
    sc.hand(2, {1, 0, 0, 0, 0});
    sc.s.plagueTile = static_cast<settlers::BoardId>(sc.tile(1, 0));
    roll(sc, 2, 5);
    QCOMPARE(sc.check(act(settlers::ActionKind::MovePlague, 0, sc.tile(1, 0))), settlers::IllegalReason::SamePlagueHex);
    QCOMPARE(sc.check(act(settlers::ActionKind::MovePlague, 0, t)), settlers::IllegalReason::BadVictim); // must take a card
    QCOMPARE(sc.check(act(settlers::ActionKind::MovePlague, 0, t, 3)), settlers::IllegalReason::BadVictim);
    QVERIFY(sc.play(act(settlers::ActionKind::MovePlague, 0, t, 1)));
    QCOMPARE(int(sc.s.plagueTile), t);
    QCOMPARE(sc.s.pending, settlers::Pending::Steal);
    QVERIFY(settlers::isChancePending(sc.s));
    QCOMPARE(sc.check(act(settlers::ActionKind::Steal, 0, res(settlers::Resource::Lumber))), settlers::IllegalReason::ImpossibleOutcome);
    QVERIFY(sc.play(act(settlers::ActionKind::Steal, 0, res(settlers::Resource::Stone))));
    QCOMPARE(sc.cards(0, settlers::Resource::Stone), 1);
    QCOMPARE(sc.cards(1, settlers::Resource::Stone), 1);
    QCOMPARE(sc.s.pending, settlers::Pending::Turn);
    // A hex with no victim: no steal.
    Scenario sc2(testmaps::canaanMap(), 4, 0, false);
    roll(sc2, 3, 4);
    QVERIFY(sc2.play(act(settlers::ActionKind::MovePlague, 0, sc2.tile(2, 2))));
    QCOMPARE(sc2.s.pending, settlers::Pending::Turn);
}

void TestTurn::ruling_R08_plagueBlocksProduction()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    sc.settlement(1, sc.vertex(0, 0, settlers::Corner::S));
    sc.s.plagueTile = static_cast<settlers::BoardId>(sc.tile(0, 0));
    roll(sc, 4, 5);
    QCOMPARE(sc.cards(1, settlers::Resource::Grain), 0);
}

void TestTurn::ruling_R08_plagueOnlyOnNumberedHexes()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    roll(sc, 3, 4);
    QCOMPARE(sc.check(act(settlers::ActionKind::MovePlague, 0, sc.tile(0, 2))), settlers::IllegalReason::BadPlagueHex); // Jerusalem
    QCOMPARE(sc.check(act(settlers::ActionKind::MovePlague, 0, sc.tile(-1, 0))), settlers::IllegalReason::BadPlagueHex); // sea
    QCOMPARE(sc.check(act(settlers::ActionKind::MovePlague, 0, sc.tile(1, 3))), settlers::IllegalReason::Ok); // copper
}

void TestTurn::ruling_R09_noTradeAfterBuilding()
{
    Scenario sc(testmaps::canaanMap());
    sc.settlement(0, sc.vertex(1, 0, settlers::Corner::N));
    sc.hand(0, {5, 0, 0, 5, 0});
    const settlers::Action maritime = act(settlers::ActionKind::MaritimeTrade, 0, res(settlers::Resource::Lumber), res(settlers::Resource::Ore));
    QCOMPARE(sc.check(maritime), settlers::IllegalReason::Ok);
    QVERIFY(sc.play(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::NE))));
    QCOMPARE(sc.check(maritime), settlers::IllegalReason::TradeClosed);
    QCOMPARE(sc.check(tradeAct(settlers::ActionKind::OfferTrade, 0, settlers::kNoId, {1, 0, -1, 0, 0})), settlers::IllegalReason::TradeClosed);
    QVERIFY(!sc.isLegalListed(maritime));
}

void TestTurn::ruling_R09_freeTradeBuildOption()
{
    settlers::MapModel map = testmaps::canaanMap();
    map.options.freeTradeBuild = true;
    Scenario sc(map);
    sc.settlement(0, sc.vertex(1, 0, settlers::Corner::N));
    sc.hand(0, {5, 0, 0, 5, 0});
    QVERIFY(sc.play(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::NE))));
    QVERIFY(sc.play(act(settlers::ActionKind::MaritimeTrade, 0, res(settlers::Resource::Lumber), res(settlers::Resource::Ore))));
}

void TestTurn::ruling_R09_cardBeforeRollButNoBuilding()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    sc.settlement(0, sc.vertex(1, 0, settlers::Corner::N));
    sc.hand(0, {5, 0, 0, 5, 0});
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::NE))), settlers::IllegalReason::WrongTime);
    QCOMPARE(sc.check(act(settlers::ActionKind::MaritimeTrade, 0, 0, 4)), settlers::IllegalReason::WrongTime);
    QCOMPARE(sc.check(act(settlers::ActionKind::EndTurn, 0)), settlers::IllegalReason::NotRolled);
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::Caravan);
    QVERIFY(sc.play(act(settlers::ActionKind::PlayCard, 0, card(settlers::DevCard::Caravan))));
    QCOMPARE(sc.s.pending, settlers::Pending::Roll);
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
    QVERIFY(sc.play(tradeAct(settlers::ActionKind::OfferTrade, 0, settlers::kNoId, {1, 0, 0, 0, -1})));
    QCOMPARE(sc.s.pending, settlers::Pending::TradeAnswer);
    QCOMPARE(int(sc.s.pendingPlayer), 1);
    QVERIFY(sc.play(act(settlers::ActionKind::AnswerTrade, 1, int(settlers::TradeAnswer::Reject))));
    QVERIFY(sc.play(act(settlers::ActionKind::AnswerTrade, 2, int(settlers::TradeAnswer::Accept))));
    // Seat 3 counters: two lumber for the ore.
    QVERIFY(sc.play(tradeAct(settlers::ActionKind::AnswerTrade, 3, int(settlers::TradeAnswer::Counter), {2, 0, 0, 0, -1})));
    QCOMPARE(sc.s.pending, settlers::Pending::TradeConfirm);
    QCOMPARE(int(sc.s.pendingPlayer), 0);
    QCOMPARE(sc.check(act(settlers::ActionKind::ConfirmTrade, 0, 1)), settlers::IllegalReason::NoSuchAnswer);
    QVERIFY(sc.play(act(settlers::ActionKind::ConfirmTrade, 0, 3)));
    QCOMPARE(sc.cards(0, settlers::Resource::Lumber), 1);
    QCOMPARE(sc.cards(0, settlers::Resource::Ore), 1);
    QCOMPARE(sc.cards(3, settlers::Resource::Lumber), 2);
    QCOMPARE(sc.cards(3, settlers::Resource::Ore), 1);
    QCOMPARE(sc.cards(2, settlers::Resource::Ore), 1); // untouched
    QCOMPARE(sc.s.pending, settlers::Pending::Turn);
    // Another offer, withdrawn.
    QVERIFY(sc.play(tradeAct(settlers::ActionKind::OfferTrade, 0, 2, {1, 0, 0, 0, -1})));
    QVERIFY(sc.play(act(settlers::ActionKind::AnswerTrade, 2, int(settlers::TradeAnswer::Accept))));
    QVERIFY(sc.play(act(settlers::ActionKind::ConfirmTrade, 0)));
    QCOMPARE(sc.cards(2, settlers::Resource::Ore), 1);
}

void TestTurn::ruling_R10_offerToOnePlayer()
{
    Scenario sc(testmaps::canaanMap());
    sc.hand(0, {1, 0, 0, 0, 0});
    sc.hand(2, {0, 0, 0, 0, 1});
    QVERIFY(sc.play(tradeAct(settlers::ActionKind::OfferTrade, 0, 2, {1, 0, 0, 0, -1})));
    QCOMPARE(int(sc.s.pendingPlayer), 2);
    QCOMPARE(sc.check(act(settlers::ActionKind::AnswerTrade, 1, int(settlers::TradeAnswer::Accept))), settlers::IllegalReason::NotYourDecision);
    QVERIFY(sc.play(act(settlers::ActionKind::AnswerTrade, 2, int(settlers::TradeAnswer::Accept))));
    QCOMPARE(sc.s.pending, settlers::Pending::TradeConfirm);
    QVERIFY(sc.play(act(settlers::ActionKind::ConfirmTrade, 0, 2)));
    QCOMPARE(sc.cards(2, settlers::Resource::Lumber), 1);
    QCOMPARE(sc.cards(0, settlers::Resource::Ore), 1);
}

void TestTurn::ruling_R10_tradeNeedsCardsBothWays()
{
    Scenario sc(testmaps::canaanMap());
    sc.hand(0, {2, 0, 0, 0, 0});
    sc.hand(1, {0, 0, 0, 0, 0});
    QCOMPARE(sc.check(tradeAct(settlers::ActionKind::OfferTrade, 0, settlers::kNoId, {1, 0, 0, 0, 0})), settlers::IllegalReason::BadTrade);
    QCOMPARE(sc.check(tradeAct(settlers::ActionKind::OfferTrade, 0, settlers::kNoId, {0, 0, 0, 0, -1})), settlers::IllegalReason::BadTrade);
    QCOMPARE(sc.check(tradeAct(settlers::ActionKind::OfferTrade, 0, settlers::kNoId, {3, 0, 0, 0, -1})), settlers::IllegalReason::BadTrade);
    QCOMPARE(sc.check(tradeAct(settlers::ActionKind::OfferTrade, 0, 0, {1, 0, 0, 0, -1})), settlers::IllegalReason::BadTradeTarget);
    QVERIFY(sc.play(tradeAct(settlers::ActionKind::OfferTrade, 0, 1, {1, 0, 0, 0, -1})));
    // Seat 1 has no ore: he cannot accept.
    QCOMPARE(sc.check(act(settlers::ActionKind::AnswerTrade, 1, int(settlers::TradeAnswer::Accept))), settlers::IllegalReason::NotEnoughResources);
    QVERIFY(!sc.isLegalListed(act(settlers::ActionKind::AnswerTrade, 1, int(settlers::TradeAnswer::Accept))));
}

void TestTurn::ruling_R10_onlyCurrentPlayerOffers()
{
    Scenario sc(testmaps::canaanMap());
    sc.hand(1, {1, 0, 0, 0, 0});
    QCOMPARE(sc.check(tradeAct(settlers::ActionKind::OfferTrade, 1, 2, {1, 0, 0, 0, -1})), settlers::IllegalReason::NotYourDecision);
}

void TestTurn::ruling_R11_maritimeBestRate()
{
    Scenario sc(testmaps::canaanMap());
    QCOMPARE(settlers::maritimeRate(sc.rules, sc.s, 0, res(settlers::Resource::Grain)), 4);
    sc.settlement(0, sc.vertex(-2, 1, settlers::Corner::NE)); // 3:1 harbor
    QCOMPARE(settlers::maritimeRate(sc.rules, sc.s, 0, res(settlers::Resource::Grain)), 3);
    sc.settlement(0, sc.vertex(-1, -1, settlers::Corner::NE)); // grain harbor
    QCOMPARE(settlers::maritimeRate(sc.rules, sc.s, 0, res(settlers::Resource::Grain)), 2);
    QCOMPARE(settlers::maritimeRate(sc.rules, sc.s, 0, res(settlers::Resource::Ore)), 3);
    sc.hand(0, {0, 0, 3, 0, 2});
    QCOMPARE(sc.check(act(settlers::ActionKind::MaritimeTrade, 0, res(settlers::Resource::Ore), res(settlers::Resource::Wool))),
             settlers::IllegalReason::NotEnoughResources);
    QCOMPARE(sc.check(act(settlers::ActionKind::MaritimeTrade, 0, res(settlers::Resource::Grain), res(settlers::Resource::Grain))),
             settlers::IllegalReason::BadRate);
    QVERIFY(sc.play(act(settlers::ActionKind::MaritimeTrade, 0, res(settlers::Resource::Grain), res(settlers::Resource::Wool))));
    QCOMPARE(sc.cards(0, settlers::Resource::Grain), 1);
    QCOMPARE(sc.cards(0, settlers::Resource::Wool), 1);
    // King's Blessing: 2:1 in its resource for its holder.
    sc.s.blessingHolder = 1;
    sc.s.blessingResource = static_cast<std::uint8_t>(res(settlers::Resource::Ore));
    QCOMPARE(settlers::maritimeRate(sc.rules, sc.s, 1, res(settlers::Resource::Ore)), 2);
    QCOMPARE(settlers::maritimeRate(sc.rules, sc.s, 1, res(settlers::Resource::Wool)), 4);
    // Caravan: 2:1 in anything for the rest of the turn.
    sc.s.caravan = true;
    QCOMPARE(settlers::maritimeRate(sc.rules, sc.s, 0, res(settlers::Resource::Lumber)), 2);
}

void TestTurn::ruling_R12_buildingCosts()
{
    Scenario sc(testmaps::canaanMap());
    const int a = sc.vertex(1, 0, settlers::Corner::N);
    sc.settlement(0, a);
    sc.road(0, sc.edge(1, 0, settlers::Side::NE));
    sc.hand(0, {1, 0, 0, 0, 0});
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::E))), settlers::IllegalReason::NotEnoughResources);
    sc.hand(0, {1, 0, 0, 1, 0});
    QVERIFY(sc.play(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::E))));
    QCOMPARE(sc.s.handSize(0), 0);
    sc.hand(0, {1, 1, 1, 1, 0});
    QVERIFY(sc.play(act(settlers::ActionKind::BuildSettlement, 0, sc.vertex(1, 0, settlers::Corner::SE))));
    QCOMPARE(sc.s.handSize(0), 0);
    sc.hand(0, {0, 0, 2, 0, 3});
    QVERIFY(sc.play(act(settlers::ActionKind::BuildCity, 0, a)));
    QCOMPARE(sc.s.handSize(0), 0);
    sc.hand(0, {0, 1, 1, 0, 1});
    QVERIFY(sc.play(act(settlers::ActionKind::BuyCard, 0)));
    QCOMPARE(sc.s.handSize(0), 0);
    QCOMPARE(sc.s.pending, settlers::Pending::DrawCard);
    QVERIFY(sc.play(act(settlers::ActionKind::DrawCard, 0, card(settlers::DevCard::Priest))));
    QCOMPARE(int(sc.s.devHand[0][card(settlers::DevCard::Priest)]), 1);
    QCOMPARE(int(sc.s.deck[card(settlers::DevCard::Priest)]), 19);
}

void TestTurn::ruling_R13_supplyLimits()
{
    Scenario sc(testmaps::canaanMap());
    const int a = sc.vertex(1, 0, settlers::Corner::N);
    sc.settlement(0, a);
    sc.road(0, sc.edge(1, 0, settlers::Side::NE));
    sc.road(0, sc.edge(1, 0, settlers::Side::E));
    sc.s.settlementsLeft[0] = 0; // pretend all five are on the board
    sc.hand(0, {1, 1, 1, 1, 0});
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildSettlement, 0, sc.vertex(1, 0, settlers::Corner::SE))), settlers::IllegalReason::NoSupply);
    sc.hand(0, {0, 0, 2, 0, 3});
    QVERIFY(sc.play(act(settlers::ActionKind::BuildCity, 0, a)));
    QCOMPARE(int(sc.s.settlementsLeft[0]), 1); // the settlement came back
    QCOMPARE(int(sc.s.citiesLeft[0]), 3);
    sc.s.roadsLeft[0] = 0;
    sc.hand(0, {1, 0, 0, 1, 0});
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::SE))), settlers::IllegalReason::NoSupply);
}

void TestTurn::ruling_R14_roadPlacement()
{
    Scenario sc(testmaps::canaanMap());
    const int a = sc.vertex(1, 0, settlers::Corner::N);
    sc.settlement(0, a);
    sc.hand(0, {5, 0, 0, 5, 0});
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::SE))), settlers::IllegalReason::NotConnected);
    QVERIFY(sc.play(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::NE))));
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::NE))), settlers::IllegalReason::Occupied);
    // An opponent's settlement at the road's end stops it there.
    sc.settlement(1, sc.vertex(1, 0, settlers::Corner::NE));
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::E))), settlers::IllegalReason::NotConnected);
    QVERIFY(sc.play(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::NW))));
}

void TestTurn::ruling_R14_settlementPlacement()
{
    // Rulebook example: a settlement needs two intersections of distance and one's own road.
    Scenario sc(testmaps::canaanMap());
    const int a = sc.vertex(1, 0, settlers::Corner::N);
    sc.settlement(0, a);
    sc.road(0, sc.edge(1, 0, settlers::Side::NE));
    sc.road(0, sc.edge(1, 0, settlers::Side::E));
    sc.hand(0, {3, 3, 3, 3, 0});
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildSettlement, 0, sc.vertex(1, 0, settlers::Corner::NE))), settlers::IllegalReason::TooClose);
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildSettlement, 0, sc.vertex(0, 0, settlers::Corner::S))), settlers::IllegalReason::NotConnected);
    sc.settlement(1, sc.vertex(1, 1, settlers::Corner::NE)); // next to (1,0) SE
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildSettlement, 0, sc.vertex(1, 0, settlers::Corner::SE))), settlers::IllegalReason::TooClose);
}

QTEST_APPLESS_MAIN(TestTurn)
#include "test_turn.moc"
