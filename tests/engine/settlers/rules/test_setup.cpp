// Set-up: first player (R01), placement order (R02), where starting pieces go (R03), starting
// resources (R04) and the Plague beside the board (R05).
#include "tests/engine/settlers/rules/scenario_builder.h"

#include <QtTest>

using namespace canaan;
using namespace canaan::test;

namespace {

// Rolls for first player so that `first` starts (everyone else rolls 2).
void decideFirst(const settlers::Rules &rules, settlers::GameState &s, int first)
{
    while (s.pending == settlers::Pending::FirstRoll) {
        const int p = s.pendingPlayer;
        const int d = p == first ? 6 : 1;
        QCOMPARE(int(settlers::tryApply(rules, s, act(settlers::ActionKind::FirstRoll, p, d, d))), int(settlers::IllegalReason::Ok));
    }
}

// Plays set-up with the first listed action each time; records the seats that placed settlements.
std::vector<int> playSetup(const settlers::Rules &rules, settlers::GameState &s)
{
    std::vector<int> seats;
    settlers::ActionList list;
    while (s.pending == settlers::Pending::SetupSettlement || s.pending == settlers::Pending::SetupRoad) {
        if (s.pending == settlers::Pending::SetupSettlement)
            seats.push_back(s.pendingPlayer);
        settlers::legalActions(rules, s, list);
        settlers::apply(rules, s, list[0]);
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
    const settlers::Rules rules(testmaps::canaanMap());
    settlers::GameState s = settlers::newGame(rules, 3);
    QCOMPARE(s.pending, settlers::Pending::FirstRoll);
    QVERIFY(settlers::isChancePending(s));
    QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::FirstRoll, 0, 2, 3)) == settlers::IllegalReason::Ok);
    QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::FirstRoll, 1, 6, 5)) == settlers::IllegalReason::Ok);
    QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::FirstRoll, 2, 4, 4)) == settlers::IllegalReason::Ok);
    QCOMPARE(int(s.firstPlayer), 1);
    QCOMPARE(s.pending, settlers::Pending::SetupSettlement);
    QCOMPARE(int(s.pendingPlayer), 1);
}

void TestSetup::ruling_R01_tiedHighestRollAgain()
{
    const settlers::Rules rules(testmaps::canaanMap());
    settlers::GameState s = settlers::newGame(rules, 4);
    QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::FirstRoll, 0, 6, 6)) == settlers::IllegalReason::Ok);
    QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::FirstRoll, 1, 1, 1)) == settlers::IllegalReason::Ok);
    QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::FirstRoll, 2, 6, 6)) == settlers::IllegalReason::Ok);
    QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::FirstRoll, 3, 2, 1)) == settlers::IllegalReason::Ok);
    // Only seats 0 and 2 roll again.
    QCOMPARE(s.pending, settlers::Pending::FirstRoll);
    QCOMPARE(int(s.pendingPlayer), 0);
    QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::FirstRoll, 0, 1, 2)) == settlers::IllegalReason::Ok);
    QCOMPARE(int(s.pendingPlayer), 2);
    QCOMPARE(settlers::checkLegal(rules, s, act(settlers::ActionKind::FirstRoll, 1, 6, 6)), settlers::IllegalReason::NotYourDecision);
    QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::FirstRoll, 2, 2, 2)) == settlers::IllegalReason::Ok);
    QCOMPARE(int(s.firstPlayer), 2);
    QCOMPARE(s.stage, settlers::Stage::Setup);
}

void TestSetup::ruling_R02_threeAndFourPlayersSnakeOrder()
{
    const settlers::Rules rules(testmaps::canaanMap());
    settlers::GameState s = settlers::newGame(rules, 4);
    decideFirst(rules, s, 2);
    QCOMPARE(playSetup(rules, s), (std::vector<int>{2, 3, 0, 1, 1, 0, 3, 2}));
    settlers::GameState t = settlers::newGame(rules, 3);
    decideFirst(rules, t, 0);
    QCOMPARE(playSetup(rules, t), (std::vector<int>{0, 1, 2, 2, 1, 0}));
}

void TestSetup::ruling_R02_twoPlayersABBBAA()
{
    const settlers::Rules rules(testmaps::canaanMap());
    settlers::GameState s = settlers::newGame(rules, 2);
    decideFirst(rules, s, 1);
    QCOMPARE(playSetup(rules, s), (std::vector<int>{1, 0, 0, 0, 1, 1}));
    QCOMPARE(s.settlements[0].count(), 3);
    QCOMPARE(s.roads[1].count(), 3);
}

void TestSetup::ruling_R02_setupOrderOption()
{
    settlers::MapModel map = testmaps::canaanMap();
    map.options.setupOrder = {0, 1, 0, 1, 1, 0}; // positions in play order
    const settlers::Rules rules(map);
    settlers::GameState s = settlers::newGame(rules, 2);
    decideFirst(rules, s, 1);
    QCOMPARE(playSetup(rules, s), (std::vector<int>{1, 0, 1, 0, 0, 1}));
}

void TestSetup::ruling_R03_notOnJerusalemSite()
{
    const settlers::Rules rules(testmaps::canaanMap());
    settlers::GameState s = settlers::newGame(rules, 4);
    decideFirst(rules, s, 0);
    int site = -1;
    rules.jerusalemSites().forEach([&](int v) { site = v; });
    QVERIFY(site >= 0);
    QCOMPARE(settlers::checkLegal(rules, s, act(settlers::ActionKind::SetupSettlement, 0, site)), settlers::IllegalReason::JerusalemSite);
    // During play a site is an ordinary place to build (R15).
    Scenario sc(testmaps::canaanMap());
    QVERIFY(sc.rules.vertex(site).jerusalemSite);
}

void TestSetup::ruling_R03_mustTouchNumberedHex()
{
    const settlers::Rules rules(testmaps::canaanMap());
    settlers::GameState s = settlers::newGame(rules, 4);
    decideFirst(rules, s, 0);
    int bare = -1;
    for (int v = 0; v < rules.vertexCount(); ++v)
        if (!rules.topology().vertex(v).touchesNumber && !rules.vertex(v).jerusalemSite)
            bare = v;
    QVERIFY(bare >= 0);
    QCOMPARE(settlers::checkLegal(rules, s, act(settlers::ActionKind::SetupSettlement, 0, bare)), settlers::IllegalReason::NotTouchingNumber);
}

void TestSetup::ruling_R03_distanceRule()
{
    Scenario sc(testmaps::canaanMap());
    settlers::GameState s = settlers::newGame(sc.rules, 4);
    decideFirst(sc.rules, s, 0);
    const int v = sc.vertex(1, 0, settlers::Corner::N);
    QVERIFY(settlers::tryApply(sc.rules, s, act(settlers::ActionKind::SetupSettlement, 0, v)) == settlers::IllegalReason::Ok);
    const int e = sc.edge(1, 0, settlers::Side::NE);
    QVERIFY(settlers::tryApply(sc.rules, s, act(settlers::ActionKind::SetupRoad, 0, e)) == settlers::IllegalReason::Ok);
    QCOMPARE(settlers::checkLegal(sc.rules, s, act(settlers::ActionKind::SetupSettlement, 1, sc.vertex(1, 0, settlers::Corner::NE))),
             settlers::IllegalReason::TooClose);
    QCOMPARE(settlers::checkLegal(sc.rules, s, act(settlers::ActionKind::SetupSettlement, 1, v)), settlers::IllegalReason::Occupied);
    QCOMPARE(settlers::checkLegal(sc.rules, s, act(settlers::ActionKind::SetupSettlement, 1, sc.vertex(1, 0, settlers::Corner::SE))),
             settlers::IllegalReason::Ok);
}

void TestSetup::ruling_R03_roadTouchesNewSettlement()
{
    Scenario sc(testmaps::canaanMap());
    settlers::GameState s = settlers::newGame(sc.rules, 4);
    decideFirst(sc.rules, s, 0);
    QVERIFY(settlers::tryApply(sc.rules, s, act(settlers::ActionKind::SetupSettlement, 0, sc.vertex(1, 0, settlers::Corner::N))) == settlers::IllegalReason::Ok);
    QCOMPARE(settlers::checkLegal(sc.rules, s, act(settlers::ActionKind::SetupRoad, 0, sc.edge(1, 0, settlers::Side::SE))),
             settlers::IllegalReason::NotAtNewSettlement);
    QCOMPARE(settlers::checkLegal(sc.rules, s, act(settlers::ActionKind::SetupRoad, 0, sc.edge(1, 0, settlers::Side::NW))), settlers::IllegalReason::Ok);
}

void TestSetup::ruling_R04_startingResourcesFromChosenSettlement()
{
    Scenario sc(testmaps::canaanMap());
    const settlers::Rules &rules = sc.rules;
    settlers::GameState s = settlers::newGame(rules, 3);
    decideFirst(rules, s, 0);
    // Seat 0 places first at N of (1,0) (hills 10, pasture 5, hills 3), last elsewhere.
    const int first = sc.vertex(1, 0, settlers::Corner::N);
    QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::SetupSettlement, 0, first)) == settlers::IllegalReason::Ok);
    QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::SetupRoad, 0, sc.edge(1, 0, settlers::Side::NE))) == settlers::IllegalReason::Ok);
    playSetup(rules, s);
    QCOMPARE(s.stage, settlers::Stage::StartingResources);
    QCOMPARE(s.pending, settlers::Pending::StartingSettlement);
    QCOMPARE(int(s.pendingPlayer), 0);
    for (int p = 0; p < 3; ++p)
        QCOMPARE(s.handSize(p), 0);
    QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::ChooseStartingSettlement, 0, first)) == settlers::IllegalReason::Ok);
    QCOMPARE(int(s.hand[0][res(settlers::Resource::Stone)]), 2);
    QCOMPARE(int(s.hand[0][res(settlers::Resource::Wool)]), 1);
    QCOMPARE(s.handSize(0), 3);
    QCOMPARE(int(s.pendingPlayer), 1); // then the others, in seat order
    QCOMPARE(settlers::checkLegal(rules, s, act(settlers::ActionKind::ChooseStartingSettlement, 1, first)), settlers::IllegalReason::NotYourSettlement);
}

void TestSetup::ruling_R04_copperPaysChoiceAtStart()
{
    Scenario sc(testmaps::canaanMap());
    const settlers::Rules &rules = sc.rules;
    settlers::GameState s = settlers::newGame(rules, 3);
    decideFirst(rules, s, 0);
    const int copperCorner = sc.vertex(1, 3, settlers::Corner::NE); // copper 10 and mountains 5
    QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::SetupSettlement, 0, copperCorner)) == settlers::IllegalReason::Ok);
    settlers::ActionList list;
    settlers::legalActions(rules, s, list);
    settlers::apply(rules, s, list[0]);
    playSetup(rules, s);
    QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::ChooseStartingSettlement, 0, copperCorner)) == settlers::IllegalReason::Ok);
    QCOMPARE(int(s.hand[0][res(settlers::Resource::Ore)]), 1);
    QCOMPARE(s.pending, settlers::Pending::CopperChoice);
    QCOMPARE(int(s.pendingPlayer), 0);
    QVERIFY(settlers::tryApply(rules, s, act(settlers::ActionKind::ChooseResource, 0, res(settlers::Resource::Wool))) == settlers::IllegalReason::Ok);
    QCOMPARE(int(s.hand[0][res(settlers::Resource::Wool)]), 1);
    QCOMPARE(s.pending, settlers::Pending::StartingSettlement);
    QCOMPARE(int(s.pendingPlayer), 1);
}

void TestSetup::ruling_R05_plagueStartsBesideBoard()
{
    const settlers::Rules rules(testmaps::canaanMap());
    settlers::GameState s = settlers::newGame(rules, 4);
    QCOMPARE(int(s.plagueTile), int(settlers::kNoBoardId));
    // With no Plague on the board every hex produces: a 9 pays the settlement on (0,0).
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    sc.settlement(1, sc.vertex(0, 0, settlers::Corner::S));
    QVERIFY(sc.play(act(settlers::ActionKind::Roll, 0)));
    QVERIFY(sc.play(act(settlers::ActionKind::Dice, 0, 4, 5)));
    QCOMPARE(sc.cards(1, settlers::Resource::Grain), 1);
}

void TestSetup::rule_twoPlayersStartWithThreeVp()
{
    const settlers::Rules rules(testmaps::canaanMap());
    settlers::GameState s = settlers::newGame(rules, 2);
    decideFirst(rules, s, 0);
    playSetup(rules, s);
    QCOMPARE(int(s.vp[0]), 3);
    QCOMPARE(int(s.vp[1]), 3);
}

QTEST_APPLESS_MAIN(TestSetup)
#include "test_setup.moc"
