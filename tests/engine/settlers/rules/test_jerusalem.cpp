// Jerusalem: sites (R15), stones and the toll (R16), the King's Blessing (R17) and the completed
// city (R24, both jerusalemTie options).
#include "tests/engine/settlers/rules/scenario_builder.h"

#include <QtTest>

using namespace canaan;
using namespace canaan::test;

namespace {

// The rulebook's toll example: black (2) has a settlement on the site N of (0,2) with a road up
// to S of (1,0); gray's (1) road goes on to NW of (1,0); white's (0) road reaches his settlement
// at N of (1,0).
void tollExample(Scenario &sc)
{
    const int site = sc.vertex(0, 2, Corner::N);
    QVERIFY(sc.rules.vertex(site).jerusalemSite);
    sc.settlement(2, site);
    sc.roads(2, {site, sc.vertex(1, 0, Corner::S)});
    sc.settlement(1, sc.vertex(1, 0, Corner::SW)); // a building along the chain does not cut it
    sc.roads(1, {sc.vertex(1, 0, Corner::S), sc.vertex(1, 0, Corner::SW), sc.vertex(1, 0, Corner::NW)});
    sc.settlement(0, sc.vertex(1, 0, Corner::N));
    sc.roads(0, {sc.vertex(1, 0, Corner::NW), sc.vertex(1, 0, Corner::N)});
}

GameOptions withStones(int stones, JerusalemTie tie = JerusalemTie::Continue)
{
    GameOptions o = GameOptions::defaultsFor(Ruleset::Canaan);
    o.stonesToComplete = stones;
    o.jerusalemTie = tie;
    return o;
}

} // namespace

class TestJerusalem : public QObject {
    Q_OBJECT
private slots:
    void ruling_R15_defaultMapHasElevenSites();
    void ruling_R16_stoneOnOwnSiteNoToll();
    void ruling_R16_tollPaidToSiteOwner();
    void ruling_R16_noCardForToll();
    void ruling_R16_noAccessWithoutChain();
    void ruling_R16_severalOwnersBuilderChooses();
    void ruling_R17_kingsBlessingResourceAndTies();
    void ruling_R24_completeMostVpWins();
    void ruling_R24_tieBrokenByStones();
    void ruling_R24_tieContinue();
    void ruling_R24_tieShared();
    void ruling_R24_blackStoneCanComplete();
    void ruling_R15_stonesToCompleteOption();
};

void TestJerusalem::ruling_R15_defaultMapHasElevenSites()
{
    const Rules rules(testmaps::canaanMap());
    QCOMPARE(rules.jerusalemSites().count(), 11);
    QCOMPARE(rules.options().stonesToComplete, 28);
}

void TestJerusalem::ruling_R16_stoneOnOwnSiteNoToll()
{
    Scenario sc(testmaps::canaanMap());
    sc.settlement(0, sc.vertex(0, 2, Corner::N));
    sc.hand(0, {0, 0, 0, 1, 1});
    QCOMPARE(sc.check(act(ActionKind::BuildStone, 0, 1, res(Resource::Lumber))), IllegalReason::TollNotDue);
    QVERIFY(sc.play(act(ActionKind::BuildStone, 0)));
    QCOMPARE(int(sc.s.stones[0]), 1);
    QCOMPARE(int(sc.s.stonesLeft[0]), 19);
    QCOMPARE(sc.s.handSize(0), 0);
    QCOMPARE(sc.check(act(ActionKind::BuildStone, 0)), IllegalReason::WrongTime); // blessing choice first
}

void TestJerusalem::ruling_R16_tollPaidToSiteOwner()
{
    // Rulebook: white pays black, not gray.
    Scenario sc(testmaps::canaanMap());
    tollExample(sc);
    sc.hand(0, {0, 1, 0, 1, 1});
    QCOMPARE(tollOwners(sc.rules, sc.s, 0), 1 << 2);
    QCOMPARE(sc.check(act(ActionKind::BuildStone, 0)), IllegalReason::BadTollOwner);
    QCOMPARE(sc.check(act(ActionKind::BuildStone, 0, 1, res(Resource::Wool))), IllegalReason::BadTollOwner);
    QVERIFY(sc.isLegalListed(act(ActionKind::BuildStone, 0, 2, res(Resource::Wool))));
    QVERIFY(sc.play(act(ActionKind::BuildStone, 0, 2, res(Resource::Wool))));
    QCOMPARE(sc.cards(2, Resource::Wool), 1);
    QCOMPARE(sc.s.handSize(1), 0);
    QCOMPARE(sc.s.handSize(0), 0);
    QCOMPARE(int(sc.s.stones[0]), 1);
}

void TestJerusalem::ruling_R16_noCardForToll()
{
    Scenario sc(testmaps::canaanMap());
    tollExample(sc);
    sc.hand(0, {0, 0, 0, 1, 1});
    QCOMPARE(sc.check(act(ActionKind::BuildStone, 0, 2, res(Resource::Stone))), IllegalReason::NoCardForToll);
    QVERIFY(!sc.isLegalListed(act(ActionKind::BuildStone, 0, 2, res(Resource::Stone))));
    sc.hand(0, {0, 0, 0, 2, 1}); // a second stone card may pay the toll
    QVERIFY(sc.play(act(ActionKind::BuildStone, 0, 2, res(Resource::Stone))));
}

void TestJerusalem::ruling_R16_noAccessWithoutChain()
{
    Scenario sc(testmaps::canaanMap());
    tollExample(sc);
    sc.settlement(3, sc.vertex(3, -3, Corner::N));
    sc.s.current = 3;
    scenario::startPlay(sc.rules, sc.s, 3);
    sc.hand(3, {1, 1, 1, 1, 1});
    QCOMPARE(sc.check(act(ActionKind::BuildStone, 3, 2, 0)), IllegalReason::NoJerusalemAccess);
}

void TestJerusalem::ruling_R16_severalOwnersBuilderChooses()
{
    Scenario sc(testmaps::canaanMap());
    tollExample(sc);
    const int site2 = sc.vertex(0, 2, Corner::SW); // (-1,2) hills and (-1,3) mountains: a site
    QVERIFY(sc.rules.vertex(site2).jerusalemSite);
    sc.settlement(3, site2);
    sc.roads(3, {site2, sc.vertex(0, 2, Corner::NW), sc.vertex(0, 2, Corner::N)});
    sc.hand(0, {1, 0, 0, 1, 1});
    QCOMPARE(tollOwners(sc.rules, sc.s, 0), (1 << 2) | (1 << 3));
    QVERIFY(sc.play(act(ActionKind::BuildStone, 0, 3, res(Resource::Lumber))));
    QCOMPARE(sc.cards(3, Resource::Lumber), 1);
}

void TestJerusalem::ruling_R17_kingsBlessingResourceAndTies()
{
    Scenario sc(testmaps::canaanMap());
    sc.settlement(0, sc.vertex(0, 2, Corner::N));
    sc.settlement(1, sc.vertex(1, 2, Corner::NE));
    sc.hand(0, {0, 0, 0, 1, 1});
    const int vp0 = sc.s.vp[0];
    QVERIFY(sc.play(act(ActionKind::BuildStone, 0)));
    QCOMPARE(int(sc.s.blessingHolder), 0); // one stone suffices
    QCOMPARE(int(sc.s.vp[0]), vp0 + 2);
    QCOMPARE(sc.s.pending, Pending::KingsBlessing);
    QVERIFY(sc.play(act(ActionKind::ChooseResource, 0, res(Resource::Grain))));
    QCOMPARE(int(sc.s.blessingResource), res(Resource::Grain));
    QCOMPARE(int(sc.s.bank[res(Resource::Grain)]), 22); // the card lies under the King's Blessing
    QCOMPARE(maritimeRate(sc.rules, sc.s, 0, res(Resource::Grain)), 2);
    // Seat 1 ties: the card goes back beside the board with its resource (R18).
    scenario::startPlay(sc.rules, sc.s, 1);
    sc.hand(1, {0, 0, 0, 2, 2});
    QVERIFY(sc.play(act(ActionKind::BuildStone, 1)));
    QCOMPARE(int(sc.s.blessingHolder), int(kNoId));
    QCOMPARE(int(sc.s.vp[0]), vp0);
    QCOMPARE(int(sc.s.bank[res(Resource::Grain)]), 23);
    QCOMPARE(maritimeRate(sc.rules, sc.s, 0, res(Resource::Grain)), 4);
    // Black stones count for nobody.
    scenario::addStones(sc.rules, sc.s, kNoId, 3);
    QCOMPARE(int(sc.s.blessingHolder), int(kNoId));
    QVERIFY(sc.play(act(ActionKind::BuildStone, 1)));
    QCOMPARE(int(sc.s.blessingHolder), 1);
    QVERIFY(sc.play(act(ActionKind::ChooseResource, 1, res(Resource::Ore))));
}

void TestJerusalem::ruling_R24_completeMostVpWins()
{
    Scenario sc(testmaps::canaanMap(), withStones(3));
    sc.settlement(0, sc.vertex(0, 2, Corner::N));
    sc.city(2, sc.vertex(3, -3, Corner::N));
    sc.city(2, sc.vertex(1, -2, Corner::N)); // seat 2 leads on VP without a stone
    scenario::addStones(sc.rules, sc.s, kNoId, 2);
    sc.hand(0, {0, 0, 0, 1, 1});
    QVERIFY(sc.play(act(ActionKind::BuildStone, 0)));
    QCOMPARE(sc.s.stage, Stage::Over);
    QCOMPARE(sc.s.endReason, EndReason::Jerusalem);
    QCOMPARE(int(sc.s.winners), 1 << 2);
}

void TestJerusalem::ruling_R24_tieBrokenByStones()
{
    Scenario sc(testmaps::canaanMap(), withStones(4));
    sc.settlement(0, sc.vertex(0, 2, Corner::N));
    sc.settlement(1, sc.vertex(1, 2, Corner::NE));
    sc.settlement(1, sc.vertex(3, -3, Corner::N));
    scenario::addStones(sc.rules, sc.s, 1, 1); // seat 1: 2 settlements + King's Blessing = 4
    sc.settlement(0, sc.vertex(1, -2, Corner::N));
    sc.settlement(0, sc.vertex(-1, 1, Corner::SW));
    sc.settlement(0, sc.vertex(2, 0, Corner::N)); // seat 0: 4 settlements
    scenario::addStones(sc.rules, sc.s, kNoId, 2);
    QCOMPARE(int(sc.s.vp[0]), 4);
    QCOMPARE(int(sc.s.vp[1]), 4);
    // A black stone fills the city: 4 VP each, seat 1 has more stones.
    scenario::startPlay(sc.rules, sc.s, 0, false);
    QVERIFY(sc.play(act(ActionKind::Roll, 0)));
    QVERIFY(sc.play(act(ActionKind::Dice, 0, 3, 4)));
    QCOMPARE(sc.s.stage, Stage::Over);
    QCOMPARE(int(sc.s.winners), 1 << 1);
}

void TestJerusalem::ruling_R24_tieContinue()
{
    Scenario sc(testmaps::canaanMap(), withStones(3, JerusalemTie::Continue));
    sc.settlement(0, sc.vertex(0, 2, Corner::N));
    sc.settlement(1, sc.vertex(1, 2, Corner::NE));
    scenario::addStones(sc.rules, sc.s, kNoId, 3 - 1);
    scenario::startPlay(sc.rules, sc.s, 0, false);
    QVERIFY(sc.play(act(ActionKind::Roll, 0)));
    QVERIFY(sc.play(act(ActionKind::Dice, 0, 1, 6))); // black stone fills the city: 1 VP each, 0 stones
    QCOMPARE(sc.s.stage, Stage::Play);
    QVERIFY(sc.s.jerusalemComplete);
    QVERIFY(sc.play(act(ActionKind::MovePlague, 0, sc.tile(3, -3))));
    sc.hand(0, {0, 0, 0, 1, 1});
    QCOMPARE(sc.check(act(ActionKind::BuildStone, 0)), IllegalReason::JerusalemComplete);
    QVERIFY(sc.play(act(ActionKind::EndTurn, 0))); // still tied: play goes on
    QCOMPARE(sc.s.stage, Stage::Play);
    QCOMPARE(int(sc.s.current), 1);
    // Seat 1 takes the lead and ends his turn: he wins.
    QVERIFY(sc.play(act(ActionKind::Roll, 1)));
    QVERIFY(sc.play(act(ActionKind::Dice, 1, 6, 6)));
    sc.roads(1, {sc.vertex(1, 2, Corner::NE), sc.vertex(1, 2, Corner::SE), sc.vertex(1, 2, Corner::S)});
    sc.hand(1, {1, 1, 1, 1, 0});
    QVERIFY(sc.play(act(ActionKind::BuildSettlement, 1, sc.vertex(1, 2, Corner::S))));
    QCOMPARE(sc.s.stage, Stage::Play);
    QVERIFY(sc.play(act(ActionKind::EndTurn, 1)));
    QCOMPARE(sc.s.stage, Stage::Over);
    QCOMPARE(sc.s.endReason, EndReason::Jerusalem);
    QCOMPARE(int(sc.s.winners), 1 << 1);
}

void TestJerusalem::ruling_R24_tieShared()
{
    Scenario sc(testmaps::canaanMap(), withStones(3, JerusalemTie::Shared));
    sc.settlement(0, sc.vertex(0, 2, Corner::N));
    sc.settlement(1, sc.vertex(1, 2, Corner::NE));
    scenario::addStones(sc.rules, sc.s, kNoId, 2);
    scenario::startPlay(sc.rules, sc.s, 0, false);
    QVERIFY(sc.play(act(ActionKind::Roll, 0)));
    QVERIFY(sc.play(act(ActionKind::Dice, 0, 1, 6)));
    QCOMPARE(sc.s.stage, Stage::Over);
    QCOMPARE(sc.s.endReason, EndReason::JerusalemShared);
    QCOMPARE(int(sc.s.winners), (1 << 0) | (1 << 1));
}

void TestJerusalem::ruling_R24_blackStoneCanComplete()
{
    Scenario sc(testmaps::canaanMap(), withStones(1));
    sc.settlement(2, sc.vertex(0, 2, Corner::N));
    scenario::startPlay(sc.rules, sc.s, 0, false);
    sc.hand(1, {5, 5, 0, 0, 0}); // would have to discard; the game ends first
    QVERIFY(sc.play(act(ActionKind::Roll, 0)));
    QVERIFY(sc.play(act(ActionKind::Dice, 0, 2, 5)));
    QCOMPARE(sc.s.stage, Stage::Over);
    QCOMPARE(int(sc.s.winners), 1 << 2);
    QCOMPARE(sc.s.pending, Pending::None);
}

void TestJerusalem::ruling_R15_stonesToCompleteOption()
{
    Scenario sc(testmaps::canaanMap(), withStones(2));
    sc.settlement(0, sc.vertex(0, 2, Corner::N));
    sc.hand(0, {0, 0, 0, 2, 2});
    QVERIFY(sc.play(act(ActionKind::BuildStone, 0)));
    QVERIFY(sc.play(act(ActionKind::ChooseResource, 0, 0)));
    QCOMPARE(sc.s.stage, Stage::Play);
    QVERIFY(sc.play(act(ActionKind::BuildStone, 0)));
    QCOMPARE(sc.s.stage, Stage::Over);
    QCOMPARE(int(sc.s.winners), 1 << 0);
}

QTEST_APPLESS_MAIN(TestJerusalem)
#include "test_jerusalem.moc"
