// Points no ruling names, which the engine settles (docs/rules.md, "Settled by the engine"):
// every free piece counts as building, so trading ends (R09), and the events that take from the
// bank take what it has (R22; R06's "pays nobody" is for rolls only).
#include "tests/engine/settlers/rules/scenario_builder.h"

#include <QtTest>

using namespace canaan;
using namespace canaan::test;

namespace {

settlers::Action playCard(int p, settlers::DevCard c, int b = settlers::kNoId, int x = settlers::kNoId) { return act(settlers::ActionKind::PlayCard, p, card(c), b, x); }

const settlers::Action kMaritime = act(settlers::ActionKind::MaritimeTrade, 0, res(settlers::Resource::Lumber), res(settlers::Resource::Ore));
const settlers::Action kOffer = tradeAct(settlers::ActionKind::OfferTrade, 0, settlers::kNoId, {1, 0, 0, 0, -1});

// Trading is open now and closed after `build`.
void checkTradeEndsWith(Scenario &sc, const settlers::Action &build)
{
    QCOMPARE(sc.check(kMaritime), settlers::IllegalReason::Ok);
    QCOMPARE(sc.check(kOffer), settlers::IllegalReason::Ok);
    QVERIFY(sc.play(build));
    QCOMPARE(sc.check(kMaritime), settlers::IllegalReason::TradeClosed);
    QCOMPARE(sc.check(kOffer), settlers::IllegalReason::TradeClosed);
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
    sc.settlement(0, sc.vertex(1, 0, settlers::Corner::N));
    sc.hand(0, {4, 0, 0, 0, 0});
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::NewTradeRoute);
    QCOMPARE(sc.check(kMaritime), settlers::IllegalReason::Ok);
    QVERIFY(sc.play(playCard(0, settlers::DevCard::NewTradeRoute)));
    QVERIFY(sc.play(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::NE))));
    QVERIFY(sc.play(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::E))));
    QCOMPARE(sc.s.pending, settlers::Pending::Turn);
    QCOMPARE(sc.check(kMaritime), settlers::IllegalReason::TradeClosed);
    QCOMPARE(sc.check(kOffer), settlers::IllegalReason::TradeClosed);
}

void TestSettled::settled_R09_calebsBlessingEndsTrading()
{
    Scenario sc(testmaps::canaanMap());
    sc.settlement(0, sc.vertex(1, 0, settlers::Corner::N));
    sc.roads(0, {sc.vertex(1, 0, settlers::Corner::N), sc.vertex(1, 0, settlers::Corner::NE), sc.vertex(1, 0, settlers::Corner::SE)});
    sc.hand(0, {4, 0, 0, 0, 0});
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::CalebsBlessing);
    checkTradeEndsWith(sc, playCard(0, settlers::DevCard::CalebsBlessing, sc.vertex(1, 0, settlers::Corner::SE)));
}

void TestSettled::settled_R09_improvementsEndsTrading()
{
    Scenario sc(testmaps::canaanMap());
    const int v = sc.vertex(1, 0, settlers::Corner::N);
    sc.settlement(0, v);
    sc.hand(0, {4, 0, 1, 0, 1});
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::Improvements);
    checkTradeEndsWith(sc, playCard(0, settlers::DevCard::Improvements, v));
}

void TestSettled::settled_R22_bountifulHarvestTakesWhatTheBankHas()
{
    Scenario sc(testmaps::canaanMap());
    const int v = sc.vertex(1, 0, settlers::Corner::N); // hills 10, pasture 5, hills 3: a city is owed 4 stone
    sc.city(0, v);
    sc.hand(1, {0, 0, 0, 22, 0}); // one stone left
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::BountifulHarvest);
    QVERIFY(sc.play(playCard(0, settlers::DevCard::BountifulHarvest, v)));
    QCOMPARE(sc.cards(0, settlers::Resource::Stone), 1);
    QCOMPARE(sc.cards(0, settlers::Resource::Wool), 2);
    QCOMPARE(int(sc.s.bank[res(settlers::Resource::Stone)]), 0);
}

void TestSettled::settled_R22_plentifulLandsTakesWhatTheBankHas()
{
    Scenario sc(testmaps::canaanMap());
    sc.hand(1, {23, 23, 23, 23, 21}); // two ore left, nothing else
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::PlentifulLands);
    QCOMPARE(sc.check(playCard(0, settlers::DevCard::PlentifulLands, res(settlers::Resource::Ore), res(settlers::Resource::Wool))),
             settlers::IllegalReason::BankEmpty);
    QCOMPARE(sc.check(playCard(0, settlers::DevCard::PlentifulLands, res(settlers::Resource::Ore))), settlers::IllegalReason::BadArgument);
    sc.hand(1, {23, 23, 23, 23, 22}); // one ore left: that one card is all he takes
    QVERIFY(sc.play(playCard(0, settlers::DevCard::PlentifulLands, res(settlers::Resource::Ore))));
    QCOMPARE(sc.cards(0, settlers::Resource::Ore), 1);
    QCOMPARE(int(sc.s.bank[res(settlers::Resource::Ore)]), 0);
}

void TestSettled::settled_R22_choicesFromAnEmptyBankLapse()
{
    // Deborah's Song with one card in the bank: the player takes it; the others' choices lapse.
    Scenario sc(testmaps::canaanMap());
    sc.hand(1, {23, 23, 23, 23, 22});
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::DeborahsSong);
    QVERIFY(sc.play(playCard(0, settlers::DevCard::DeborahsSong)));
    QCOMPARE(sc.s.pending, settlers::Pending::DeborahsSong);
    QCOMPARE(int(sc.s.pendingPlayer), 0);
    QVERIFY(sc.play(act(settlers::ActionKind::ChooseResource, 0, res(settlers::Resource::Ore))));
    QCOMPARE(sc.s.pending, settlers::Pending::Turn);
    QCOMPARE(sc.cards(0, settlers::Resource::Ore), 1);
}

QTEST_APPLESS_MAIN(TestSettled)
#include "test_settled.moc"
