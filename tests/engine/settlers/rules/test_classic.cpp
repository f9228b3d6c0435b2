// The classic ruleset from the same engine (docs/rules.md, "The classic ruleset").
#include "engine/settlers/ai/driver.h"
#include "tests/engine/settlers/rules/scenario_builder.h"

#include <QtTest>

using namespace canaan;
using namespace canaan::test;

namespace {

// The classic map with the desert moved to the coast at (2,-2): the N corner of (2,-2) then
// touches only the desert and two sea hexes, like the spot of issue 26's replayed game.
MapModel desertOnTheCoast(Ruleset ruleset)
{
    MapModel m = testmaps::classicMap();
    MapHex *desert = m.hexAt({0, 0});
    MapHex *coast = m.hexAt({2, -2});
    std::swap(desert->terrain, coast->terrain);
    std::swap(desert->number, coast->number);
    m.ruleset = ruleset;
    m.options = GameOptions::defaultsFor(ruleset);
    return m;
}

// A 4-player set-up in which seat 0 starts and puts his second settlement on `spot`; every other
// placement takes the first listed spot that touches a number and keeps away from `spot`, so it
// is legal in both rulesets.
std::vector<Action> setupLogEndingOn(const Rules &rules, int spot)
{
    GameState s = newGame(rules, 4);
    std::vector<Action> log;
    auto play = [&](const Action &a) {
        apply(rules, s, a);
        log.push_back(a);
    };
    while (s.pending == Pending::FirstRoll)
        play(act(ActionKind::FirstRoll, s.pendingPlayer, s.pendingPlayer == 0 ? 6 : 1, 1));
    ActionList list;
    for (int placed = 0; s.stage == Stage::Setup;) {
        const int n = legalActions(rules, s, list);
        if (s.pending == Pending::SetupSettlement && ++placed == 8) {
            play(act(ActionKind::SetupSettlement, 0, spot));
            continue;
        }
        for (int i = 0; i < n; ++i) {
            const int v = list[i].a;
            const bool apart = v != spot && !rules.vertex(spot).neighbours.test(v);
            if (s.pending == Pending::SetupRoad || (apart && rules.topology().vertex(v).touchesNumber)) {
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
    const Rules rules(testmaps::classicMap());
    const GameState s = newGame(rules, 4);
    QCOMPARE(int(s.plagueTile), rules.topology().tileAt({0, 0}));
    QCOMPARE(rules.tile(s.plagueTile).terrain, Terrain::Desert);
}

void TestClassic::classic_robberMayGoAnyLandHexIncludingDesert()
{
    Scenario sc(testmaps::classicMap(), 4, 0, false);
    sc.s.plagueTile = static_cast<BoardId>(sc.tile(1, 0));
    QVERIFY(sc.play(act(ActionKind::Roll, 0)));
    QVERIFY(sc.play(act(ActionKind::Dice, 0, 3, 4)));
    QCOMPARE(sc.check(act(ActionKind::MovePlague, 0, sc.tile(0, 0))), IllegalReason::Ok);
    QCOMPARE(sc.check(act(ActionKind::MovePlague, 0, sc.tile(1, 0))), IllegalReason::SamePlagueHex);
    QCOMPARE(sc.check(act(ActionKind::MovePlague, 0, sc.tile(3, 0))), IllegalReason::BadPlagueHex); // sea
}

void TestClassic::classic_noJerusalemNoBlackStone()
{
    Scenario sc(testmaps::classicMap(), 4, 0, false);
    QVERIFY(sc.rules.jerusalemSites().count() == 0);
    QVERIFY(sc.play(act(ActionKind::Roll, 0)));
    QVERIFY(sc.play(act(ActionKind::Dice, 0, 3, 4)));
    QCOMPARE(int(sc.s.blackStones), 0);
    QVERIFY(sc.play(act(ActionKind::MovePlague, 0, sc.tile(1, 0))));
    sc.hand(0, {0, 0, 0, 1, 1});
    QCOMPARE(sc.check(act(ActionKind::BuildStone, 0)), IllegalReason::NotInRuleset);
}

void TestClassic::classic_largestArmyChallengerMustExceed()
{
    Scenario sc(testmaps::classicMap());
    sc.s.playedPriests[0] = 3;
    scenario::refresh(sc.rules, sc.s);
    QCOMPARE(int(sc.s.priestsHolder), 0);
    sc.s.playedPriests[1] = 3;
    scenario::refresh(sc.rules, sc.s);
    QCOMPARE(int(sc.s.priestsHolder), 0); // a tie does not take it
    scenario::startPlay(sc.rules, sc.s, 1);
    scenario::giveCard(sc.s, 1, DevCard::Priest);
    QVERIFY(sc.play(act(ActionKind::PlayCard, 1, card(DevCard::Priest))));
    QCOMPARE(int(sc.s.priestsHolder), 1);
    QCOMPARE(int(sc.s.vp[1]), 2);
    QCOMPARE(int(sc.s.vp[0]), 0);
}

void TestClassic::classic_longestRoadHolderKeepsOnTieBrokenTieSetsAside()
{
    Scenario sc(testmaps::classicMap());
    const std::vector<int> top{sc.vertex(-1, 0, Corner::NW), sc.vertex(-1, 0, Corner::N), sc.vertex(0, 0, Corner::NW),
                               sc.vertex(0, 0, Corner::N), sc.vertex(1, 0, Corner::NW), sc.vertex(1, 0, Corner::N),
                               sc.vertex(2, 0, Corner::NW)};
    sc.roads(0, top); // 6
    QCOMPARE(int(sc.s.longestRoadHolder), 0);
    const std::vector<int> bottom{sc.vertex(-2, 1, Corner::SW), sc.vertex(-2, 1, Corner::S), sc.vertex(-1, 1, Corner::SW),
                                  sc.vertex(-1, 1, Corner::S), sc.vertex(0, 1, Corner::SW), sc.vertex(0, 1, Corner::S)};
    sc.roads(1, bottom); // 5
    sc.road(1, sc.edgeBetween(sc.vertex(0, 1, Corner::S), sc.vertex(0, 1, Corner::SE))); // 6: a tie
    QCOMPARE(int(sc.s.longestRoad[1]), 6);
    QCOMPARE(int(sc.s.longestRoadHolder), 0); // the holder keeps it
    // Seat 2 breaks seat 0's road into 1 and 5: seat 1 alone leads with 6.
    sc.settlement(2, top[1]);
    QCOMPARE(int(sc.s.longestRoad[0]), 5);
    QCOMPARE(int(sc.s.longestRoadHolder), 1);
    // Seat 1's road is broken to 5, tying seat 0: a broken road that leaves a tie sets it aside.
    sc.settlement(3, bottom[1]);
    QCOMPARE(int(sc.s.longestRoad[1]), 5);
    QCOMPARE(int(sc.s.longestRoadHolder), int(kNoId));
    sc.road(1, sc.edgeBetween(sc.vertex(0, 1, Corner::SE), sc.vertex(1, 1, Corner::S)));
    QCOMPARE(int(sc.s.longestRoad[1]), 6);
    QCOMPARE(int(sc.s.longestRoadHolder), 1);
    // Seat 0 draws level at 6: the holder keeps it.
    sc.road(0, sc.edgeBetween(top[6], sc.vertex(2, 0, Corner::N)));
    QCOMPARE(int(sc.s.longestRoad[0]), 6);
    QCOMPARE(int(sc.s.longestRoadHolder), 1);
}

void TestClassic::classic_vpCardsHiddenCountOnOwnTurn()
{
    GameOptions o = GameOptions::defaultsFor(Ruleset::Classic);
    Scenario sc(testmaps::classicMap(), o);
    scenario::giveCard(sc.s, 1, DevCard::VictoryPoint);
    QCOMPARE(sc.check(act(ActionKind::PlayCard, 1, card(DevCard::VictoryPoint))), IllegalReason::NotYourDecision);
    sc.s.vp[1] = 9;
    sc.s.playedVp[1] = 0;
    QCOMPARE(victoryPoints(sc.rules, sc.s, 1), 9); // not his turn
    QCOMPARE(int(vpParts(sc.rules, sc.s, 1).hiddenVpCards), 1);
    QVERIFY(sc.play(act(ActionKind::EndTurn, 0)));
    QCOMPARE(sc.s.stage, Stage::Over); // on his turn the hidden card makes 10
    QCOMPARE(int(sc.s.winners), 1 << 1);
    // The card cannot be "played" in classic.
    Scenario sc2(testmaps::classicMap());
    scenario::giveCard(sc2.s, 0, DevCard::VictoryPoint);
    QCOMPARE(sc2.check(act(ActionKind::PlayCard, 0, card(DevCard::VictoryPoint))), IllegalReason::NotInRuleset);
}

void TestClassic::classic_tenVictoryPoints()
{
    Scenario sc(testmaps::classicMap());
    QCOMPARE(sc.rules.options().vpToWin, 10);
    sc.s.vp[0] = 8;
    sc.s.playedPriests[0] = 3;
    scenario::refresh(sc.rules, sc.s);
    QCOMPARE(sc.s.stage, Stage::Over);
}

void TestClassic::classic_startingResourcesFromSecondSettlement()
{
    Scenario sc(testmaps::classicMap());
    const Rules &rules = sc.rules;
    GameState s = newGame(rules, 3);
    while (s.pending == Pending::FirstRoll)
        apply(rules, s, act(ActionKind::FirstRoll, s.pendingPlayer, s.pendingPlayer == 0 ? 6 : 1, 1));
    QCOMPARE(int(s.firstPlayer), 0);
    const int first = sc.vertex(0, -1, Corner::N); // mountains 10, hills 6, pasture 2 ...
    QVERIFY(tryApply(rules, s, act(ActionKind::SetupSettlement, 0, first)) == IllegalReason::Ok);
    QCOMPARE(s.handSize(0), 0);
    ActionList list;
    while (!(s.pending == Pending::SetupSettlement && s.pendingPlayer == 0)) {
        legalActions(rules, s, list);
        apply(rules, s, list[0]);
    }
    const int second = sc.vertex(1, 1, Corner::S); // pasture 5, fields 4? and pasture 11
    QVERIFY(tryApply(rules, s, act(ActionKind::SetupSettlement, 0, second)) == IllegalReason::Ok);
    int expected = 0;
    for (const BoardId t : rules.vertex(second).tiles)
        if (t != kNoBoardId && rules.tile(t).number)
            ++expected;
    QCOMPARE(s.handSize(0), expected);
    legalActions(rules, s, list);
    apply(rules, s, list[0]);
    QCOMPARE(s.stage, Stage::Play); // no R04 choice in classic
    QCOMPARE(s.pending, Pending::Roll);
}

void TestClassic::classic_threeOrFourPlayers()
{
    const Rules rules(testmaps::classicMap());
    QCOMPARE(rules.minPlayers(), 3);
    QCOMPARE(rules.maxPlayers(), 4);
    QCOMPARE(rules.options().bankPerResource, 19);
}

void TestClassic::classic_foundingPhase_anyFreeIntersectionWithTheDistanceRule()
{
    // Almanac, Founding Phase: a starting settlement may go on any free intersection that keeps
    // the distance rule; unlike R03 it need not touch a number.
    Scenario sc(desertOnTheCoast(Ruleset::Classic));
    const Rules &rules = sc.rules;
    const int spot = sc.vertex(2, -2, Corner::N);
    QVERIFY(!rules.topology().vertex(spot).touchesNumber);
    for (const BoardId t : rules.vertex(spot).tiles)
        QVERIFY(t == kNoBoardId || rules.tile(t).terrain == Terrain::Desert || rules.tile(t).terrain == Terrain::Sea);
    const std::vector<Action> log = setupLogEndingOn(rules, spot);
    const ReplayResult replayed = replay(rules, 4, log);
    QCOMPARE(replayed.failedAt, -1L);
    QVERIFY(replayed.state.settlements[0].test(spot));
    QCOMPARE(replayed.state.handSize(0), 0); // the second settlement touches no number: no cards
    QCOMPARE(replayed.state.stage, Stage::Play);
    // The distance rule still holds: beside another settlement the spot is refused.
    sc.s = replay(rules, 4, std::vector<Action>(log.begin(), log.end() - 2)).state;
    QCOMPARE(sc.s.pending, Pending::SetupSettlement);
    QCOMPARE(sc.check(act(ActionKind::SetupSettlement, 0, spot)), IllegalReason::Ok);
    sc.settlement(1, sc.vertex(2, -2, Corner::NE));
    QCOMPARE(sc.check(act(ActionKind::SetupSettlement, 0, spot)), IllegalReason::TooClose);
}

void TestClassic::ruling_R03_desertAndSeaSpotStillRefusedInCanaan()
{
    // The same log in the canaan ruleset stops at that settlement (R03: touch a number).
    const Rules classic(desertOnTheCoast(Ruleset::Classic));
    const Rules canaan(desertOnTheCoast(Ruleset::Canaan));
    const int spot = canaan.topology().vertexAt(cornerOf({2, -2}, Corner::N));
    const std::vector<Action> log = setupLogEndingOn(classic, spot);
    const ReplayResult replayed = replay(canaan, 4, log);
    QCOMPARE(replayed.failedAt, long(log.size()) - 2);
    QCOMPARE(replayed.reason, IllegalReason::NotTouchingNumber);
}

QTEST_APPLESS_MAIN(TestClassic)
#include "test_classic.moc"
