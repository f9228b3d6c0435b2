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
    const int site = sc.vertex(0, 2, settlers::Corner::N);
    QVERIFY(sc.rules.vertex(site).jerusalemSite);
    sc.settlement(2, site);
    sc.roads(2, {site, sc.vertex(1, 0, settlers::Corner::S)});
    sc.settlement(1, sc.vertex(1, 0, settlers::Corner::SW)); // a building along the chain does not cut it
    sc.roads(1, {sc.vertex(1, 0, settlers::Corner::S), sc.vertex(1, 0, settlers::Corner::SW), sc.vertex(1, 0, settlers::Corner::NW)});
    sc.settlement(0, sc.vertex(1, 0, settlers::Corner::N));
    sc.roads(0, {sc.vertex(1, 0, settlers::Corner::NW), sc.vertex(1, 0, settlers::Corner::N)});
}

settlers::GameOptions withStones(int stones, settlers::JerusalemTie tie = settlers::JerusalemTie::Continue)
{
    settlers::GameOptions o = settlers::GameOptions::defaultsFor(settlers::Ruleset::Canaan);
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
    const settlers::Rules rules(testmaps::canaanMap());
    QCOMPARE(rules.jerusalemSites().count(), 11);
    QCOMPARE(rules.options().stonesToComplete, 28);
}

void TestJerusalem::ruling_R16_stoneOnOwnSiteNoToll()
{
    Scenario sc(testmaps::canaanMap());
    sc.settlement(0, sc.vertex(0, 2, settlers::Corner::N));
    sc.hand(0, {0, 0, 0, 1, 1});
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildStone, 0, 1, res(settlers::Resource::Lumber))), settlers::IllegalReason::TollNotDue);
    QVERIFY(sc.play(act(settlers::ActionKind::BuildStone, 0)));
    QCOMPARE(int(sc.s.stones[0]), 1);
    QCOMPARE(int(sc.s.stonesLeft[0]), 19);
    QCOMPARE(sc.s.handSize(0), 0);
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildStone, 0)), settlers::IllegalReason::WrongTime); // blessing choice first
}

void TestJerusalem::ruling_R16_tollPaidToSiteOwner()
{
    // Rulebook: white pays black, not gray.
    Scenario sc(testmaps::canaanMap());
    tollExample(sc);
    sc.hand(0, {0, 1, 0, 1, 1});
    QCOMPARE(settlers::tollOwners(sc.rules, sc.s, 0), 1 << 2);
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildStone, 0)), settlers::IllegalReason::BadTollOwner);
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildStone, 0, 1, res(settlers::Resource::Wool))), settlers::IllegalReason::BadTollOwner);
    QVERIFY(sc.isLegalListed(act(settlers::ActionKind::BuildStone, 0, 2, res(settlers::Resource::Wool))));
    QVERIFY(sc.play(act(settlers::ActionKind::BuildStone, 0, 2, res(settlers::Resource::Wool))));
    QCOMPARE(sc.cards(2, settlers::Resource::Wool), 1);
    QCOMPARE(sc.s.handSize(1), 0);
    QCOMPARE(sc.s.handSize(0), 0);
    QCOMPARE(int(sc.s.stones[0]), 1);
}

void TestJerusalem::ruling_R16_noCardForToll()
{
    Scenario sc(testmaps::canaanMap());
    tollExample(sc);
    sc.hand(0, {0, 0, 0, 1, 1});
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildStone, 0, 2, res(settlers::Resource::Stone))), settlers::IllegalReason::NoCardForToll);
    QVERIFY(!sc.isLegalListed(act(settlers::ActionKind::BuildStone, 0, 2, res(settlers::Resource::Stone))));
    sc.hand(0, {0, 0, 0, 2, 1}); // a second stone card may pay the toll
    QVERIFY(sc.play(act(settlers::ActionKind::BuildStone, 0, 2, res(settlers::Resource::Stone))));
}

void TestJerusalem::ruling_R16_noAccessWithoutChain()
{
    Scenario sc(testmaps::canaanMap());
    tollExample(sc);
    sc.settlement(3, sc.vertex(3, -3, settlers::Corner::N));
    sc.s.current = 3;
    settlers::scenario::startPlay(sc.rules, sc.s, 3);
    sc.hand(3, {1, 1, 1, 1, 1});
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildStone, 3, 2, 0)), settlers::IllegalReason::NoJerusalemAccess);
}

void TestJerusalem::ruling_R16_severalOwnersBuilderChooses()
{
    Scenario sc(testmaps::canaanMap());
    tollExample(sc);
    const int site2 = sc.vertex(0, 2, settlers::Corner::SW); // (-1,2) hills and (-1,3) mountains: a site
    QVERIFY(sc.rules.vertex(site2).jerusalemSite);
    sc.settlement(3, site2);
    sc.roads(3, {site2, sc.vertex(0, 2, settlers::Corner::NW), sc.vertex(0, 2, settlers::Corner::N)});
    sc.hand(0, {1, 0, 0, 1, 1});
    QCOMPARE(settlers::tollOwners(sc.rules, sc.s, 0), (1 << 2) | (1 << 3));
    QVERIFY(sc.play(act(settlers::ActionKind::BuildStone, 0, 3, res(settlers::Resource::Lumber))));
    QCOMPARE(sc.cards(3, settlers::Resource::Lumber), 1);
}

void TestJerusalem::ruling_R17_kingsBlessingResourceAndTies()
{
    Scenario sc(testmaps::canaanMap());
    sc.settlement(0, sc.vertex(0, 2, settlers::Corner::N));
    sc.settlement(1, sc.vertex(1, 2, settlers::Corner::NE));
    sc.hand(0, {0, 0, 0, 1, 1});
    const int vp0 = sc.s.vp[0];
    QVERIFY(sc.play(act(settlers::ActionKind::BuildStone, 0)));
    QCOMPARE(int(sc.s.blessingHolder), 0); // one stone suffices
    QCOMPARE(int(sc.s.vp[0]), vp0 + 2);
    QCOMPARE(sc.s.pending, settlers::Pending::KingsBlessing);
    QVERIFY(sc.play(act(settlers::ActionKind::ChooseResource, 0, res(settlers::Resource::Grain))));
    QCOMPARE(int(sc.s.blessingResource), res(settlers::Resource::Grain));
    QCOMPARE(int(sc.s.bank[res(settlers::Resource::Grain)]), 22); // the card lies under the King's Blessing
    QCOMPARE(settlers::maritimeRate(sc.rules, sc.s, 0, res(settlers::Resource::Grain)), 2);
    // Seat 1 ties: the card goes back beside the board with its resource (R18).
    settlers::scenario::startPlay(sc.rules, sc.s, 1);
    sc.hand(1, {0, 0, 0, 2, 2});
    QVERIFY(sc.play(act(settlers::ActionKind::BuildStone, 1)));
    QCOMPARE(int(sc.s.blessingHolder), int(settlers::kNoId));
    QCOMPARE(int(sc.s.vp[0]), vp0);
    QCOMPARE(int(sc.s.bank[res(settlers::Resource::Grain)]), 23);
    QCOMPARE(settlers::maritimeRate(sc.rules, sc.s, 0, res(settlers::Resource::Grain)), 4);
    // Black stones count for nobody.
    settlers::scenario::addStones(sc.rules, sc.s, settlers::kNoId, 3);
    QCOMPARE(int(sc.s.blessingHolder), int(settlers::kNoId));
    QVERIFY(sc.play(act(settlers::ActionKind::BuildStone, 1)));
    QCOMPARE(int(sc.s.blessingHolder), 1);
    QVERIFY(sc.play(act(settlers::ActionKind::ChooseResource, 1, res(settlers::Resource::Ore))));
}

void TestJerusalem::ruling_R24_completeMostVpWins()
{
    Scenario sc(testmaps::canaanMap(), withStones(3));
    sc.settlement(0, sc.vertex(0, 2, settlers::Corner::N));
    sc.city(2, sc.vertex(3, -3, settlers::Corner::N));
    sc.city(2, sc.vertex(1, -2, settlers::Corner::N)); // seat 2 leads on VP without a stone
    settlers::scenario::addStones(sc.rules, sc.s, settlers::kNoId, 2);
    sc.hand(0, {0, 0, 0, 1, 1});
    QVERIFY(sc.play(act(settlers::ActionKind::BuildStone, 0)));
    QCOMPARE(sc.s.stage, settlers::Stage::Over);
    QCOMPARE(sc.s.endReason, settlers::EndReason::Jerusalem);
    QCOMPARE(int(sc.s.winners), 1 << 2);
}

void TestJerusalem::ruling_R24_tieBrokenByStones()
{
    Scenario sc(testmaps::canaanMap(), withStones(4));
    sc.settlement(0, sc.vertex(0, 2, settlers::Corner::N));
    sc.settlement(1, sc.vertex(1, 2, settlers::Corner::NE));
    sc.settlement(1, sc.vertex(3, -3, settlers::Corner::N));
    settlers::scenario::addStones(sc.rules, sc.s, 1, 1); // seat 1: 2 settlements + King's Blessing = 4
    sc.settlement(0, sc.vertex(1, -2, settlers::Corner::N));
    sc.settlement(0, sc.vertex(-1, 1, settlers::Corner::SW));
    sc.settlement(0, sc.vertex(2, 0, settlers::Corner::N)); // seat 0: 4 settlements
    settlers::scenario::addStones(sc.rules, sc.s, settlers::kNoId, 2);
    QCOMPARE(int(sc.s.vp[0]), 4);
    QCOMPARE(int(sc.s.vp[1]), 4);
    // A black stone fills the city: 4 VP each, seat 1 has more stones.
    settlers::scenario::startPlay(sc.rules, sc.s, 0, false);
    QVERIFY(sc.play(act(settlers::ActionKind::Roll, 0)));
    QVERIFY(sc.play(act(settlers::ActionKind::Dice, 0, 3, 4)));
    QCOMPARE(sc.s.stage, settlers::Stage::Over);
    QCOMPARE(int(sc.s.winners), 1 << 1);
}

void TestJerusalem::ruling_R24_tieContinue()
{
    Scenario sc(testmaps::canaanMap(), withStones(3, settlers::JerusalemTie::Continue));
    sc.settlement(0, sc.vertex(0, 2, settlers::Corner::N));
    sc.settlement(1, sc.vertex(1, 2, settlers::Corner::NE));
    settlers::scenario::addStones(sc.rules, sc.s, settlers::kNoId, 3 - 1);
    settlers::scenario::startPlay(sc.rules, sc.s, 0, false);
    QVERIFY(sc.play(act(settlers::ActionKind::Roll, 0)));
    QVERIFY(sc.play(act(settlers::ActionKind::Dice, 0, 1, 6))); // black stone fills the city: 1 VP each, 0 stones
    QCOMPARE(sc.s.stage, settlers::Stage::Play);
    QVERIFY(sc.s.jerusalemComplete);
    QVERIFY(sc.play(act(settlers::ActionKind::MovePlague, 0, sc.tile(3, -3))));
    sc.hand(0, {0, 0, 0, 1, 1});
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildStone, 0)), settlers::IllegalReason::JerusalemComplete);
    QVERIFY(sc.play(act(settlers::ActionKind::EndTurn, 0))); // still tied: play goes on
    QCOMPARE(sc.s.stage, settlers::Stage::Play);
    QCOMPARE(int(sc.s.current), 1);
    // Seat 1 takes the lead and ends his turn: he wins.
    QVERIFY(sc.play(act(settlers::ActionKind::Roll, 1)));
    QVERIFY(sc.play(act(settlers::ActionKind::Dice, 1, 6, 6)));
    sc.roads(1, {sc.vertex(1, 2, settlers::Corner::NE), sc.vertex(1, 2, settlers::Corner::SE), sc.vertex(1, 2, settlers::Corner::S)});
    sc.hand(1, {1, 1, 1, 1, 0});
    QVERIFY(sc.play(act(settlers::ActionKind::BuildSettlement, 1, sc.vertex(1, 2, settlers::Corner::S))));
    QCOMPARE(sc.s.stage, settlers::Stage::Play);
    QVERIFY(sc.play(act(settlers::ActionKind::EndTurn, 1)));
    QCOMPARE(sc.s.stage, settlers::Stage::Over);
    QCOMPARE(sc.s.endReason, settlers::EndReason::Jerusalem);
    QCOMPARE(int(sc.s.winners), 1 << 1);
}

void TestJerusalem::ruling_R24_tieShared()
{
    Scenario sc(testmaps::canaanMap(), withStones(3, settlers::JerusalemTie::Shared));
    sc.settlement(0, sc.vertex(0, 2, settlers::Corner::N));
    sc.settlement(1, sc.vertex(1, 2, settlers::Corner::NE));
    settlers::scenario::addStones(sc.rules, sc.s, settlers::kNoId, 2);
    settlers::scenario::startPlay(sc.rules, sc.s, 0, false);
    QVERIFY(sc.play(act(settlers::ActionKind::Roll, 0)));
    QVERIFY(sc.play(act(settlers::ActionKind::Dice, 0, 1, 6)));
    QCOMPARE(sc.s.stage, settlers::Stage::Over);
    QCOMPARE(sc.s.endReason, settlers::EndReason::JerusalemShared);
    QCOMPARE(int(sc.s.winners), (1 << 0) | (1 << 1));
}

void TestJerusalem::ruling_R24_blackStoneCanComplete()
{
    Scenario sc(testmaps::canaanMap(), withStones(1));
    sc.settlement(2, sc.vertex(0, 2, settlers::Corner::N));
    settlers::scenario::startPlay(sc.rules, sc.s, 0, false);
    sc.hand(1, {5, 5, 0, 0, 0}); // would have to discard; the game ends first
    QVERIFY(sc.play(act(settlers::ActionKind::Roll, 0)));
    QVERIFY(sc.play(act(settlers::ActionKind::Dice, 0, 2, 5)));
    QCOMPARE(sc.s.stage, settlers::Stage::Over);
    QCOMPARE(int(sc.s.winners), 1 << 2);
    QCOMPARE(sc.s.pending, settlers::Pending::None);
}

void TestJerusalem::ruling_R15_stonesToCompleteOption()
{
    Scenario sc(testmaps::canaanMap(), withStones(2));
    sc.settlement(0, sc.vertex(0, 2, settlers::Corner::N));
    sc.hand(0, {0, 0, 0, 2, 2});
    QVERIFY(sc.play(act(settlers::ActionKind::BuildStone, 0)));
    QVERIFY(sc.play(act(settlers::ActionKind::ChooseResource, 0, 0)));
    QCOMPARE(sc.s.stage, settlers::Stage::Play);
    QVERIFY(sc.play(act(settlers::ActionKind::BuildStone, 0)));
    QCOMPARE(sc.s.stage, settlers::Stage::Over);
    QCOMPARE(int(sc.s.winners), 1 << 0);
}

QTEST_APPLESS_MAIN(TestJerusalem)
#include "test_jerusalem.moc"
