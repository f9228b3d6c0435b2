// Points no ruling names, which the engine settles (docs/rules.md, "Settled by the engine"):
// every free piece counts as building, so trading ends (R09), and the events that take from the
// bank take what it has (R22; R06's "pays nobody" is for rolls only).
#include "tests/engine/settlers/rules/scenario_builder.h"

#include <QtTest>

using namespace canaan;
using namespace canaan::test;

namespace {

Action playCard(int p, DevCard c, int b = kNoId, int x = kNoId) { return act(ActionKind::PlayCard, p, card(c), b, x); }

const Action kMaritime = act(ActionKind::MaritimeTrade, 0, res(Resource::Lumber), res(Resource::Ore));
const Action kOffer = tradeAct(ActionKind::OfferTrade, 0, kNoId, {1, 0, 0, 0, -1});

// Trading is open now and closed after `build`.
void checkTradeEndsWith(Scenario &sc, const Action &build)
{
    QCOMPARE(sc.check(kMaritime), IllegalReason::Ok);
    QCOMPARE(sc.check(kOffer), IllegalReason::Ok);
    QVERIFY(sc.play(build));
    QCOMPARE(sc.check(kMaritime), IllegalReason::TradeClosed);
    QCOMPARE(sc.check(kOffer), IllegalReason::TradeClosed);
}

} // namespace

class TestSettled : public QObject {
    Q_OBJECT
private slots:
    void settled_R09_freeRoadsEndTrading();
    void settled_R09_calebsBlessingEndsTrading();
    void settled_R09_improvementsEndsTrading();
    void settled_R22_bountifulHarvestTakesWhatTheBankHas();
    void settled_R22_plentifulLandsTakesWhatTheBankHas();
    void settled_R22_choicesFromAnEmptyBankLapse();
};

void TestSettled::settled_R09_freeRoadsEndTrading()
{
    Scenario sc(testmaps::canaanMap());
    sc.settlement(0, sc.vertex(1, 0, Corner::N));
    sc.hand(0, {4, 0, 0, 0, 0});
    scenario::giveCard(sc.s, 0, DevCard::NewTradeRoute);
    QCOMPARE(sc.check(kMaritime), IllegalReason::Ok);
    QVERIFY(sc.play(playCard(0, DevCard::NewTradeRoute)));
    QVERIFY(sc.play(act(ActionKind::BuildRoad, 0, sc.edge(1, 0, Side::NE))));
    QVERIFY(sc.play(act(ActionKind::BuildRoad, 0, sc.edge(1, 0, Side::E))));
    QCOMPARE(sc.s.pending, Pending::Turn);
    QCOMPARE(sc.check(kMaritime), IllegalReason::TradeClosed);
    QCOMPARE(sc.check(kOffer), IllegalReason::TradeClosed);
}

void TestSettled::settled_R09_calebsBlessingEndsTrading()
{
    Scenario sc(testmaps::canaanMap());
    sc.settlement(0, sc.vertex(1, 0, Corner::N));
    sc.roads(0, {sc.vertex(1, 0, Corner::N), sc.vertex(1, 0, Corner::NE), sc.vertex(1, 0, Corner::SE)});
    sc.hand(0, {4, 0, 0, 0, 0});
    scenario::giveCard(sc.s, 0, DevCard::CalebsBlessing);
    checkTradeEndsWith(sc, playCard(0, DevCard::CalebsBlessing, sc.vertex(1, 0, Corner::SE)));
}

void TestSettled::settled_R09_improvementsEndsTrading()
{
    Scenario sc(testmaps::canaanMap());
    const int v = sc.vertex(1, 0, Corner::N);
    sc.settlement(0, v);
    sc.hand(0, {4, 0, 1, 0, 1});
    scenario::giveCard(sc.s, 0, DevCard::Improvements);
    checkTradeEndsWith(sc, playCard(0, DevCard::Improvements, v));
}

void TestSettled::settled_R22_bountifulHarvestTakesWhatTheBankHas()
{
    Scenario sc(testmaps::canaanMap());
    const int v = sc.vertex(1, 0, Corner::N); // hills 10, pasture 5, hills 3: a city is owed 4 stone
    sc.city(0, v);
    sc.hand(1, {0, 0, 0, 22, 0}); // one stone left
    scenario::giveCard(sc.s, 0, DevCard::BountifulHarvest);
    QVERIFY(sc.play(playCard(0, DevCard::BountifulHarvest, v)));
    QCOMPARE(sc.cards(0, Resource::Stone), 1);
    QCOMPARE(sc.cards(0, Resource::Wool), 2);
    QCOMPARE(int(sc.s.bank[res(Resource::Stone)]), 0);
}

void TestSettled::settled_R22_plentifulLandsTakesWhatTheBankHas()
{
    Scenario sc(testmaps::canaanMap());
    sc.hand(1, {23, 23, 23, 23, 21}); // two ore left, nothing else
    scenario::giveCard(sc.s, 0, DevCard::PlentifulLands);
    QCOMPARE(sc.check(playCard(0, DevCard::PlentifulLands, res(Resource::Ore), res(Resource::Wool))),
             IllegalReason::BankEmpty);
    QCOMPARE(sc.check(playCard(0, DevCard::PlentifulLands, res(Resource::Ore))), IllegalReason::BadArgument);
    sc.hand(1, {23, 23, 23, 23, 22}); // one ore left: that one card is all he takes
    QVERIFY(sc.play(playCard(0, DevCard::PlentifulLands, res(Resource::Ore))));
    QCOMPARE(sc.cards(0, Resource::Ore), 1);
    QCOMPARE(int(sc.s.bank[res(Resource::Ore)]), 0);
}

void TestSettled::settled_R22_choicesFromAnEmptyBankLapse()
{
    // Deborah's Song with one card in the bank: the player takes it; the others' choices lapse.
    Scenario sc(testmaps::canaanMap());
    sc.hand(1, {23, 23, 23, 23, 22});
    scenario::giveCard(sc.s, 0, DevCard::DeborahsSong);
    QVERIFY(sc.play(playCard(0, DevCard::DeborahsSong)));
    QCOMPARE(sc.s.pending, Pending::DeborahsSong);
    QCOMPARE(int(sc.s.pendingPlayer), 0);
    QVERIFY(sc.play(act(ActionKind::ChooseResource, 0, res(Resource::Ore))));
    QCOMPARE(sc.s.pending, Pending::Turn);
    QCOMPARE(sc.cards(0, Resource::Ore), 1);
}

QTEST_APPLESS_MAIN(TestSettled)
#include "test_settled.moc"
