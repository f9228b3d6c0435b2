// The classic ruleset from the same engine (docs/rules.md, "The classic ruleset").
#include "engine/settlers/ai/driver.h"
#include "tests/engine/settlers/rules/scenario_builder.h"

#include <QtTest>

using namespace canaan;
using namespace canaan::test;

namespace {

// The classic map with the desert moved to the coast at (2,-2): the N corner of (2,-2) then
// touches only the desert and two sea hexes, like the spot of issue 26's replayed game.
settlers::MapModel desertOnTheCoast(settlers::Ruleset ruleset)
{
    settlers::MapModel m = testmaps::classicMap();
    settlers::MapHex *desert = m.hexAt({0, 0});
    settlers::MapHex *coast = m.hexAt({2, -2});
    std::swap(desert->terrain, coast->terrain);
    std::swap(desert->number, coast->number);
    m.ruleset = ruleset;
    m.options = settlers::GameOptions::defaultsFor(ruleset);
    return m;
}

// A 4-player set-up in which seat 0 starts and puts his second settlement on `spot`; every other
// placement takes the first listed spot that touches a number and keeps away from `spot`, so it
// is legal in both rulesets.
std::vector<settlers::Action> setupLogEndingOn(const settlers::Rules &rules, int spot)
{
    settlers::GameState s = settlers::newGame(rules, 4);
    std::vector<settlers::Action> log;
    auto play = [&](const settlers::Action &a) {
        settlers::apply(rules, s, a);
        log.push_back(a);
    };
    while (s.pending == settlers::Pending::FirstRoll)
        play(act(settlers::ActionKind::FirstRoll, s.pendingPlayer, s.pendingPlayer == 0 ? 6 : 1, 1));
    settlers::ActionList list;
    for (int placed = 0; s.stage == settlers::Stage::Setup;) {
        const int n = settlers::legalActions(rules, s, list);
        if (s.pending == settlers::Pending::SetupSettlement && ++placed == 8) {
            play(act(settlers::ActionKind::SetupSettlement, 0, spot));
            continue;
        }
        for (int i = 0; i < n; ++i) {
            const int v = list[i].a;
            const bool apart = v != spot && !rules.vertex(spot).neighbours.test(v);
            if (s.pending == settlers::Pending::SetupRoad || (apart && rules.topology().vertex(v).touchesNumber)) {
                play(list[i]);
                break;
            }
        }
    }
    return log;
}

} // namespace

class TestClassic : public QObject {
    Q_OBJECT
private slots:
    void classic_robberStartsOnDesert();
    void classic_robberMayGoAnyLandHexIncludingDesert();
    void classic_noJerusalemNoBlackStone();
    void classic_largestArmyChallengerMustExceed();
    void classic_longestRoadHolderKeepsOnTieBrokenTieSetsAside();
    void classic_vpCardsHiddenCountOnOwnTurn();
    void classic_tenVictoryPoints();
    void classic_startingResourcesFromSecondSettlement();
    void classic_threeOrFourPlayers();
    void classic_foundingPhase_anyFreeIntersectionWithTheDistanceRule();
    void ruling_R03_desertAndSeaSpotStillRefusedInCanaan();
};

void TestClassic::classic_robberStartsOnDesert()
{
    const settlers::Rules rules(testmaps::classicMap());
    const settlers::GameState s = settlers::newGame(rules, 4);
    QCOMPARE(int(s.plagueTile), rules.topology().tileAt({0, 0}));
    QCOMPARE(rules.tile(s.plagueTile).terrain, settlers::Terrain::Desert);
}

void TestClassic::classic_robberMayGoAnyLandHexIncludingDesert()
{
    Scenario sc(testmaps::classicMap(), 4, 0, false);
    sc.s.plagueTile = static_cast<settlers::BoardId>(sc.tile(1, 0));
    QVERIFY(sc.play(act(settlers::ActionKind::Roll, 0)));
    QVERIFY(sc.play(act(settlers::ActionKind::Dice, 0, 3, 4)));
    QCOMPARE(sc.check(act(settlers::ActionKind::MovePlague, 0, sc.tile(0, 0))), settlers::IllegalReason::Ok);
    QCOMPARE(sc.check(act(settlers::ActionKind::MovePlague, 0, sc.tile(1, 0))), settlers::IllegalReason::SamePlagueHex);
    QCOMPARE(sc.check(act(settlers::ActionKind::MovePlague, 0, sc.tile(3, 0))), settlers::IllegalReason::BadPlagueHex); // sea
}

void TestClassic::classic_noJerusalemNoBlackStone()
{
    Scenario sc(testmaps::classicMap(), 4, 0, false);
    QVERIFY(sc.rules.jerusalemSites().count() == 0);
    QVERIFY(sc.play(act(settlers::ActionKind::Roll, 0)));
    QVERIFY(sc.play(act(settlers::ActionKind::Dice, 0, 3, 4)));
    QCOMPARE(int(sc.s.blackStones), 0);
    QVERIFY(sc.play(act(settlers::ActionKind::MovePlague, 0, sc.tile(1, 0))));
    sc.hand(0, {0, 0, 0, 1, 1});
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildStone, 0)), settlers::IllegalReason::NotInRuleset);
}

void TestClassic::classic_largestArmyChallengerMustExceed()
{
    Scenario sc(testmaps::classicMap());
    sc.s.playedPriests[0] = 3;
    settlers::scenario::refresh(sc.rules, sc.s);
    QCOMPARE(int(sc.s.priestsHolder), 0);
    sc.s.playedPriests[1] = 3;
    settlers::scenario::refresh(sc.rules, sc.s);
    QCOMPARE(int(sc.s.priestsHolder), 0); // a tie does not take it
    settlers::scenario::startPlay(sc.rules, sc.s, 1);
    settlers::scenario::giveCard(sc.s, 1, settlers::DevCard::Priest);
    QVERIFY(sc.play(act(settlers::ActionKind::PlayCard, 1, card(settlers::DevCard::Priest))));
    QCOMPARE(int(sc.s.priestsHolder), 1);
    QCOMPARE(int(sc.s.vp[1]), 2);
    QCOMPARE(int(sc.s.vp[0]), 0);
}

void TestClassic::classic_longestRoadHolderKeepsOnTieBrokenTieSetsAside()
{
    Scenario sc(testmaps::classicMap());
    const std::vector<int> top{sc.vertex(-1, 0, settlers::Corner::NW), sc.vertex(-1, 0, settlers::Corner::N), sc.vertex(0, 0, settlers::Corner::NW),
                               sc.vertex(0, 0, settlers::Corner::N), sc.vertex(1, 0, settlers::Corner::NW), sc.vertex(1, 0, settlers::Corner::N),
                               sc.vertex(2, 0, settlers::Corner::NW)};
    sc.roads(0, top); // 6
    QCOMPARE(int(sc.s.longestRoadHolder), 0);
    const std::vector<int> bottom{sc.vertex(-2, 1, settlers::Corner::SW), sc.vertex(-2, 1, settlers::Corner::S), sc.vertex(-1, 1, settlers::Corner::SW),
                                  sc.vertex(-1, 1, settlers::Corner::S), sc.vertex(0, 1, settlers::Corner::SW), sc.vertex(0, 1, settlers::Corner::S)};
    sc.roads(1, bottom); // 5
    sc.road(1, sc.edgeBetween(sc.vertex(0, 1, settlers::Corner::S), sc.vertex(0, 1, settlers::Corner::SE))); // 6: a tie
    QCOMPARE(int(sc.s.longestRoad[1]), 6);
    QCOMPARE(int(sc.s.longestRoadHolder), 0); // the holder keeps it
    // Seat 2 breaks seat 0's road into 1 and 5: seat 1 alone leads with 6.
    sc.settlement(2, top[1]);
    QCOMPARE(int(sc.s.longestRoad[0]), 5);
    QCOMPARE(int(sc.s.longestRoadHolder), 1);
    // Seat 1's road is broken to 5, tying seat 0: a broken road that leaves a tie sets it aside.
    sc.settlement(3, bottom[1]);
    QCOMPARE(int(sc.s.longestRoad[1]), 5);
    QCOMPARE(int(sc.s.longestRoadHolder), int(settlers::kNoId));
    sc.road(1, sc.edgeBetween(sc.vertex(0, 1, settlers::Corner::SE), sc.vertex(1, 1, settlers::Corner::S)));
    QCOMPARE(int(sc.s.longestRoad[1]), 6);
    QCOMPARE(int(sc.s.longestRoadHolder), 1);
    // Seat 0 draws level at 6: the holder keeps it.
    sc.road(0, sc.edgeBetween(top[6], sc.vertex(2, 0, settlers::Corner::N)));
    QCOMPARE(int(sc.s.longestRoad[0]), 6);
    QCOMPARE(int(sc.s.longestRoadHolder), 1);
}

void TestClassic::classic_vpCardsHiddenCountOnOwnTurn()
{
    settlers::GameOptions o = settlers::GameOptions::defaultsFor(settlers::Ruleset::Classic);
    Scenario sc(testmaps::classicMap(), o);
    settlers::scenario::giveCard(sc.s, 1, settlers::DevCard::VictoryPoint);
    QCOMPARE(sc.check(act(settlers::ActionKind::PlayCard, 1, card(settlers::DevCard::VictoryPoint))), settlers::IllegalReason::NotYourDecision);
    sc.s.vp[1] = 9;
    sc.s.playedVp[1] = 0;
    QCOMPARE(settlers::victoryPoints(sc.rules, sc.s, 1), 9); // not his turn
    QCOMPARE(int(settlers::vpParts(sc.rules, sc.s, 1).hiddenVpCards), 1);
    QVERIFY(sc.play(act(settlers::ActionKind::EndTurn, 0)));
    QCOMPARE(sc.s.stage, settlers::Stage::Over); // on his turn the hidden card makes 10
    QCOMPARE(int(sc.s.winners), 1 << 1);
    // The card cannot be "played" in classic.
    Scenario sc2(testmaps::classicMap());
    settlers::scenario::giveCard(sc2.s, 0, settlers::DevCard::VictoryPoint);
    QCOMPARE(sc2.check(act(settlers::ActionKind::PlayCard, 0, card(settlers::DevCard::VictoryPoint))), settlers::IllegalReason::NotInRuleset);
}

void TestClassic::classic_tenVictoryPoints()
{
    Scenario sc(testmaps::classicMap());
    QCOMPARE(sc.rules.options().vpToWin, 10);
    sc.s.vp[0] = 8;
    sc.s.playedPriests[0] = 3;
    settlers::scenario::refresh(sc.rules, sc.s);
    QCOMPARE(sc.s.stage, settlers::Stage::Over);
}

void TestClassic::classic_startingResourcesFromSecondSettlement()
{
    Scenario sc(testmaps::classicMap());
    const settlers::Rules &rules = sc.rules;
    settlers::GameState s = settlers::newGame(rules, 3);
    while (s.pending == settlers::Pending::FirstRoll)
        settlers::apply(rules, s, act(settlers::ActionKind::FirstRoll, s.pendingPlayer, s.pendingPlayer == 0 ? 6 : 1, 1));
    QCOMPARE(int(s.firstPlayer), 0);
    const int first = sc.vertex(0, -1, settlers::Corner::N); // mountains 10, hills 6, pasture 2 ...
    QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::SetupSettlement, 0, first)) == settlers::IllegalReason::Ok);
    QCOMPARE(s.handSize(0), 0);
    settlers::ActionList list;
    while (!(s.pending == settlers::Pending::SetupSettlement && s.pendingPlayer == 0)) {
        settlers::legalActions(rules, s, list);
        settlers::apply(rules, s, list[0]);
    }
    const int second = sc.vertex(1, 1, settlers::Corner::S); // pasture 5, fields 4? and pasture 11
    QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::SetupSettlement, 0, second)) == settlers::IllegalReason::Ok);
    int expected = 0;
    for (const settlers::BoardId t : rules.vertex(second).tiles)
        if (t != settlers::kNoBoardId && rules.tile(t).number)
            ++expected;
    QCOMPARE(s.handSize(0), expected);
    settlers::legalActions(rules, s, list);
    settlers::apply(rules, s, list[0]);
    QCOMPARE(s.stage, settlers::Stage::Play); // no R04 choice in classic
    QCOMPARE(s.pending, settlers::Pending::Roll);
}

void TestClassic::classic_threeOrFourPlayers()
{
    const settlers::Rules rules(testmaps::classicMap());
    QCOMPARE(rules.minPlayers(), 3);
    QCOMPARE(rules.maxPlayers(), 4);
    QCOMPARE(rules.options().bankPerResource, 19);
}

void TestClassic::classic_foundingPhase_anyFreeIntersectionWithTheDistanceRule()
{
    // Almanac, Founding Phase: a starting settlement may go on any free intersection that keeps
    // the distance rule; unlike R03 it need not touch a number.
    Scenario sc(desertOnTheCoast(settlers::Ruleset::Classic));
    const settlers::Rules &rules = sc.rules;
    const int spot = sc.vertex(2, -2, settlers::Corner::N);
    QVERIFY(!rules.topology().vertex(spot).touchesNumber);
    for (const settlers::BoardId t : rules.vertex(spot).tiles)
        QVERIFY(t == settlers::kNoBoardId || rules.tile(t).terrain == settlers::Terrain::Desert || rules.tile(t).terrain == settlers::Terrain::Sea);
    const std::vector<settlers::Action> log = setupLogEndingOn(rules, spot);
    const settlers::ReplayResult replayed = settlers::replay(rules, 4, log);
    QCOMPARE(replayed.failedAt, -1L);
    QVERIFY(replayed.state.settlements[0].test(spot));
    QCOMPARE(replayed.state.handSize(0), 0); // the second settlement touches no number: no cards
    QCOMPARE(replayed.state.stage, settlers::Stage::Play);
    // The distance rule still holds: beside another settlement the spot is refused.
    sc.s = settlers::replay(rules, 4, std::vector<settlers::Action>(log.begin(), log.end() - 2)).state;
    QCOMPARE(sc.s.pending, settlers::Pending::SetupSettlement);
    QCOMPARE(sc.check(act(settlers::ActionKind::SetupSettlement, 0, spot)), settlers::IllegalReason::Ok);
    sc.settlement(1, sc.vertex(2, -2, settlers::Corner::NE));
    QCOMPARE(sc.check(act(settlers::ActionKind::SetupSettlement, 0, spot)), settlers::IllegalReason::TooClose);
}

void TestClassic::ruling_R03_desertAndSeaSpotStillRefusedInCanaan()
{
    // The same log in the canaan ruleset stops at that settlement (R03: touch a number).
    const settlers::Rules classic(desertOnTheCoast(settlers::Ruleset::Classic));
    const settlers::Rules canaan(desertOnTheCoast(settlers::Ruleset::Canaan));
    const int spot = canaan.topology().vertexAt(settlers::cornerOf({2, -2}, settlers::Corner::N));
    const std::vector<settlers::Action> log = setupLogEndingOn(classic, spot);
    const settlers::ReplayResult replayed = settlers::replay(canaan, 4, log);
    QCOMPARE(replayed.failedAt, long(log.size()) - 2);
    QCOMPARE(replayed.reason, settlers::IllegalReason::NotTouchingNumber);
}

QTEST_APPLESS_MAIN(TestClassic)
#include "test_classic.moc"
