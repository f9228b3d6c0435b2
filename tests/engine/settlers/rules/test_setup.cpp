// Set-up: first player (R01), placement order (R02), where starting pieces go (R03), starting
// resources (R04) and the Plague beside the board (R05).
#include "tests/engine/settlers/rules/scenario_builder.h"

#include <QtTest>

using namespace canaan;
using namespace canaan::test;

namespace {

// Rolls for first player so that `first` starts (everyone else rolls 2).
void decideFirst(const Rules &rules, GameState &s, int first)
{
    while (s.pending == Pending::FirstRoll) {
        const int p = s.pendingPlayer;
        const int d = p == first ? 6 : 1;
        QCOMPARE(int(tryApply(rules, s, act(ActionKind::FirstRoll, p, d, d))), int(IllegalReason::Ok));
    }
}

// Plays set-up with the first listed action each time; records the seats that placed settlements.
std::vector<int> playSetup(const Rules &rules, GameState &s)
{
    std::vector<int> seats;
    ActionList list;
    while (s.pending == Pending::SetupSettlement || s.pending == Pending::SetupRoad) {
        if (s.pending == Pending::SetupSettlement)
            seats.push_back(s.pendingPlayer);
        legalActions(rules, s, list);
        apply(rules, s, list[0]);
    }
    return seats;
}

} // namespace

class TestSetup : public QObject {
    Q_OBJECT
private slots:
    void ruling_R01_highestRollStarts();
    void ruling_R01_tiedHighestRollAgain();
    void ruling_R02_threeAndFourPlayersSnakeOrder();
    void ruling_R02_twoPlayersABBBAA();
    void ruling_R02_setupOrderOption();
    void ruling_R03_notOnJerusalemSite();
    void ruling_R03_mustTouchNumberedHex();
    void ruling_R03_distanceRule();
    void ruling_R03_roadTouchesNewSettlement();
    void ruling_R04_startingResourcesFromChosenSettlement();
    void ruling_R04_copperPaysChoiceAtStart();
    void ruling_R05_plagueStartsBesideBoard();
    void rule_twoPlayersStartWithThreeVp();
};

void TestSetup::ruling_R01_highestRollStarts()
{
    const Rules rules(testmaps::canaanMap());
    GameState s = newGame(rules, 3);
    QCOMPARE(s.pending, Pending::FirstRoll);
    QVERIFY(isChancePending(s));
    QVERIFY(tryApply(rules, s, act(ActionKind::FirstRoll, 0, 2, 3)) == IllegalReason::Ok);
    QVERIFY(tryApply(rules, s, act(ActionKind::FirstRoll, 1, 6, 5)) == IllegalReason::Ok);
    QVERIFY(tryApply(rules, s, act(ActionKind::FirstRoll, 2, 4, 4)) == IllegalReason::Ok);
    QCOMPARE(int(s.firstPlayer), 1);
    QCOMPARE(s.pending, Pending::SetupSettlement);
    QCOMPARE(int(s.pendingPlayer), 1);
}

void TestSetup::ruling_R01_tiedHighestRollAgain()
{
    const Rules rules(testmaps::canaanMap());
    GameState s = newGame(rules, 4);
    QVERIFY(tryApply(rules, s, act(ActionKind::FirstRoll, 0, 6, 6)) == IllegalReason::Ok);
    QVERIFY(tryApply(rules, s, act(ActionKind::FirstRoll, 1, 1, 1)) == IllegalReason::Ok);
    QVERIFY(tryApply(rules, s, act(ActionKind::FirstRoll, 2, 6, 6)) == IllegalReason::Ok);
    QVERIFY(tryApply(rules, s, act(ActionKind::FirstRoll, 3, 2, 1)) == IllegalReason::Ok);
    // Only seats 0 and 2 roll again.
    QCOMPARE(s.pending, Pending::FirstRoll);
    QCOMPARE(int(s.pendingPlayer), 0);
    QVERIFY(tryApply(rules, s, act(ActionKind::FirstRoll, 0, 1, 2)) == IllegalReason::Ok);
    QCOMPARE(int(s.pendingPlayer), 2);
    QCOMPARE(checkLegal(rules, s, act(ActionKind::FirstRoll, 1, 6, 6)), IllegalReason::NotYourDecision);
    QVERIFY(tryApply(rules, s, act(ActionKind::FirstRoll, 2, 2, 2)) == IllegalReason::Ok);
    QCOMPARE(int(s.firstPlayer), 2);
    QCOMPARE(s.stage, Stage::Setup);
}

void TestSetup::ruling_R02_threeAndFourPlayersSnakeOrder()
{
    const Rules rules(testmaps::canaanMap());
    GameState s = newGame(rules, 4);
    decideFirst(rules, s, 2);
    QCOMPARE(playSetup(rules, s), (std::vector<int>{2, 3, 0, 1, 1, 0, 3, 2}));
    GameState t = newGame(rules, 3);
    decideFirst(rules, t, 0);
    QCOMPARE(playSetup(rules, t), (std::vector<int>{0, 1, 2, 2, 1, 0}));
}

void TestSetup::ruling_R02_twoPlayersABBBAA()
{
    const Rules rules(testmaps::canaanMap());
    GameState s = newGame(rules, 2);
    decideFirst(rules, s, 1);
    QCOMPARE(playSetup(rules, s), (std::vector<int>{1, 0, 0, 0, 1, 1}));
    QCOMPARE(s.settlements[0].count(), 3);
    QCOMPARE(s.roads[1].count(), 3);
}

void TestSetup::ruling_R02_setupOrderOption()
{
    MapModel map = testmaps::canaanMap();
    map.options.setupOrder = {0, 1, 0, 1, 1, 0}; // positions in play order
    const Rules rules(map);
    GameState s = newGame(rules, 2);
    decideFirst(rules, s, 1);
    QCOMPARE(playSetup(rules, s), (std::vector<int>{1, 0, 1, 0, 0, 1}));
}

void TestSetup::ruling_R03_notOnJerusalemSite()
{
    const Rules rules(testmaps::canaanMap());
    GameState s = newGame(rules, 4);
    decideFirst(rules, s, 0);
    int site = -1;
    rules.jerusalemSites().forEach([&](int v) { site = v; });
    QVERIFY(site >= 0);
    QCOMPARE(checkLegal(rules, s, act(ActionKind::SetupSettlement, 0, site)), IllegalReason::JerusalemSite);
    // During play a site is an ordinary place to build (R15).
    Scenario sc(testmaps::canaanMap());
    QVERIFY(sc.rules.vertex(site).jerusalemSite);
}

void TestSetup::ruling_R03_mustTouchNumberedHex()
{
    const Rules rules(testmaps::canaanMap());
    GameState s = newGame(rules, 4);
    decideFirst(rules, s, 0);
    int bare = -1;
    for (int v = 0; v < rules.vertexCount(); ++v)
        if (!rules.topology().vertex(v).touchesNumber && !rules.vertex(v).jerusalemSite)
            bare = v;
    QVERIFY(bare >= 0);
    QCOMPARE(checkLegal(rules, s, act(ActionKind::SetupSettlement, 0, bare)), IllegalReason::NotTouchingNumber);
}

void TestSetup::ruling_R03_distanceRule()
{
    Scenario sc(testmaps::canaanMap());
    GameState s = newGame(sc.rules, 4);
    decideFirst(sc.rules, s, 0);
    const int v = sc.vertex(1, 0, Corner::N);
    QVERIFY(tryApply(sc.rules, s, act(ActionKind::SetupSettlement, 0, v)) == IllegalReason::Ok);
    const int e = sc.edge(1, 0, Side::NE);
    QVERIFY(tryApply(sc.rules, s, act(ActionKind::SetupRoad, 0, e)) == IllegalReason::Ok);
    QCOMPARE(checkLegal(sc.rules, s, act(ActionKind::SetupSettlement, 1, sc.vertex(1, 0, Corner::NE))),
             IllegalReason::TooClose);
    QCOMPARE(checkLegal(sc.rules, s, act(ActionKind::SetupSettlement, 1, v)), IllegalReason::Occupied);
    QCOMPARE(checkLegal(sc.rules, s, act(ActionKind::SetupSettlement, 1, sc.vertex(1, 0, Corner::SE))),
             IllegalReason::Ok);
}

void TestSetup::ruling_R03_roadTouchesNewSettlement()
{
    Scenario sc(testmaps::canaanMap());
    GameState s = newGame(sc.rules, 4);
    decideFirst(sc.rules, s, 0);
    QVERIFY(tryApply(sc.rules, s, act(ActionKind::SetupSettlement, 0, sc.vertex(1, 0, Corner::N))) == IllegalReason::Ok);
    QCOMPARE(checkLegal(sc.rules, s, act(ActionKind::SetupRoad, 0, sc.edge(1, 0, Side::SE))),
             IllegalReason::NotAtNewSettlement);
    QCOMPARE(checkLegal(sc.rules, s, act(ActionKind::SetupRoad, 0, sc.edge(1, 0, Side::NW))), IllegalReason::Ok);
}

void TestSetup::ruling_R04_startingResourcesFromChosenSettlement()
{
    Scenario sc(testmaps::canaanMap());
    const Rules &rules = sc.rules;
    GameState s = newGame(rules, 3);
    decideFirst(rules, s, 0);
    // Seat 0 places first at N of (1,0) (hills 10, pasture 5, hills 3), last elsewhere.
    const int first = sc.vertex(1, 0, Corner::N);
    QVERIFY(tryApply(rules, s, act(ActionKind::SetupSettlement, 0, first)) == IllegalReason::Ok);
    QVERIFY(tryApply(rules, s, act(ActionKind::SetupRoad, 0, sc.edge(1, 0, Side::NE))) == IllegalReason::Ok);
    playSetup(rules, s);
    QCOMPARE(s.stage, Stage::StartingResources);
    QCOMPARE(s.pending, Pending::StartingSettlement);
    QCOMPARE(int(s.pendingPlayer), 0);
    for (int p = 0; p < 3; ++p)
        QCOMPARE(s.handSize(p), 0);
    QVERIFY(tryApply(rules, s, act(ActionKind::ChooseStartingSettlement, 0, first)) == IllegalReason::Ok);
    QCOMPARE(int(s.hand[0][res(Resource::Stone)]), 2);
    QCOMPARE(int(s.hand[0][res(Resource::Wool)]), 1);
    QCOMPARE(s.handSize(0), 3);
    QCOMPARE(int(s.pendingPlayer), 1); // then the others, in seat order
    QCOMPARE(checkLegal(rules, s, act(ActionKind::ChooseStartingSettlement, 1, first)), IllegalReason::NotYourSettlement);
}

void TestSetup::ruling_R04_copperPaysChoiceAtStart()
{
    Scenario sc(testmaps::canaanMap());
    const Rules &rules = sc.rules;
    GameState s = newGame(rules, 3);
    decideFirst(rules, s, 0);
    const int copperCorner = sc.vertex(1, 3, Corner::NE); // copper 10 and mountains 5
    QVERIFY(tryApply(rules, s, act(ActionKind::SetupSettlement, 0, copperCorner)) == IllegalReason::Ok);
    ActionList list;
    legalActions(rules, s, list);
    apply(rules, s, list[0]);
    playSetup(rules, s);
    QVERIFY(tryApply(rules, s, act(ActionKind::ChooseStartingSettlement, 0, copperCorner)) == IllegalReason::Ok);
    QCOMPARE(int(s.hand[0][res(Resource::Ore)]), 1);
    QCOMPARE(s.pending, Pending::CopperChoice);
    QCOMPARE(int(s.pendingPlayer), 0);
    QVERIFY(tryApply(rules, s, act(ActionKind::ChooseResource, 0, res(Resource::Wool))) == IllegalReason::Ok);
    QCOMPARE(int(s.hand[0][res(Resource::Wool)]), 1);
    QCOMPARE(s.pending, Pending::StartingSettlement);
    QCOMPARE(int(s.pendingPlayer), 1);
}

void TestSetup::ruling_R05_plagueStartsBesideBoard()
{
    const Rules rules(testmaps::canaanMap());
    GameState s = newGame(rules, 4);
    QCOMPARE(int(s.plagueTile), int(kNoBoardId));
    // With no Plague on the board every hex produces: a 9 pays the settlement on (0,0).
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    sc.settlement(1, sc.vertex(0, 0, Corner::S));
    QVERIFY(sc.play(act(ActionKind::Roll, 0)));
    QVERIFY(sc.play(act(ActionKind::Dice, 0, 4, 5)));
    QCOMPARE(sc.cards(1, Resource::Grain), 1);
}

void TestSetup::rule_twoPlayersStartWithThreeVp()
{
    const Rules rules(testmaps::canaanMap());
    GameState s = newGame(rules, 2);
    decideFirst(rules, s, 0);
    playSetup(rules, s);
    QCOMPARE(int(s.vp[0]), 3);
    QCOMPARE(int(s.vp[1]), 3);
}

QTEST_APPLESS_MAIN(TestSetup)
#include "test_setup.moc"
