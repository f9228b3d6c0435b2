// The audit of issue 26: each ruling of the canaan ruleset against the classic one (docs/rules.md,
// the "classic" line of each ruling). One test per difference, named classic_Rnn_…, with the
// almanac's own examples where it gives one; and the points where another engine's replayed games
// disagreed with ours and ours was right.
#include "tests/engine/settlers/rules/scenario_builder.h"

#include <QtTest>

using namespace canaan;
using namespace canaan::test;

namespace {

void roll(Scenario &sc, int d1, int d2)
{
    QVERIFY(sc.play(act(settlers::ActionKind::Roll, sc.s.current)));
    QVERIFY(sc.play(act(settlers::ActionKind::Dice, sc.s.current, d1, d2)));
}

// The seats that place the starting settlements, in order, when `first` starts.
std::vector<int> setupSeats(const settlers::Rules &rules, int players, int first)
{
    std::vector<int> seats;
    for (int step = 0; step < rules.setupLength(players); ++step)
        seats.push_back(rules.setupSeat(players, first, step));
    return seats;
}

} // namespace

class TestClassicRulings : public QObject {
    Q_OBJECT
private slots:
    void classic_R02_snakeOrderAndNoTwoPlayerGame();
    void classic_R03_aMapMayStillCloseIntersections_data();
    void classic_R03_aMapMayStillCloseIntersections();
    void classic_R06_bankOfNineteenShortagePaysNobody();
    void classic_R07_sevenDiscardsHalfAsInTheAlmanac();
    void classic_R08_robberBlocksItsHex();
    void classic_R09_tradeEndsWithTheFirstBuilding();
    void classic_R09_knightBeforeTheRoll();
    void classic_R14_roadStopsAtAnOpponentsSettlement();
    void classic_R15_R17_R24_noJerusalemEvenIfTheMapAsks();
    void classic_R19_roadEndingAtAnOpponentsSettlementKeepsEveryEdge();
    void classic_R20_R22_theAlmanacsDeck();
    void classic_R20_R23_victoryPointCardBoughtWinsAtOnce();
    void classic_R21_knightMovesTheRobberToTheDesertWithoutDiscards();
};

void TestClassicRulings::classic_R02_snakeOrderAndNoTwoPlayerGame()
{
    settlers::MapModel map = testmaps::classicMap();
    map.minPlayers = 2; // a map cannot ask for a two-player classic game
    const settlers::Rules rules(map);
    QCOMPARE(rules.minPlayers(), 3);
    QCOMPARE(setupSeats(rules, 4, 2), (std::vector<int>{2, 3, 0, 1, 1, 0, 3, 2}));
    QCOMPARE(setupSeats(rules, 3, 0), (std::vector<int>{0, 1, 2, 2, 1, 0}));
}

void TestClassicRulings::classic_R03_aMapMayStillCloseIntersections_data()
{
    QTest::addColumn<int>("ruleset");
    QTest::newRow("classic") << int(settlers::Ruleset::Classic);
    QTest::newRow("canaan") << int(settlers::Ruleset::Canaan);
}

void TestClassicRulings::classic_R03_aMapMayStillCloseIntersections()
{
    // The map's closedToSetup list holds in both rulesets; only the number test is canaan's.
    QFETCH(int, ruleset);
    settlers::MapModel map = testmaps::classicMap();
    map.ruleset = static_cast<settlers::Ruleset>(ruleset);
    map.options = settlers::GameOptions::defaultsFor(map.ruleset);
    map.closedToSetup = {settlers::cornerOf({1, 0}, settlers::Corner::N)};
    const settlers::Rules rules(map);
    settlers::GameState s = settlers::newGame(rules, 4);
    while (s.pending == settlers::Pending::FirstRoll)
        settlers::apply(rules, s, act(settlers::ActionKind::FirstRoll, s.pendingPlayer, s.pendingPlayer == 0 ? 6 : 1, 1));
    const int closed = rules.topology().vertexAt(settlers::cornerOf({1, 0}, settlers::Corner::N));
    QCOMPARE(settlers::checkLegal(rules, s, act(settlers::ActionKind::SetupSettlement, 0, closed)), settlers::IllegalReason::ClosedToSetup);
    const int open = rules.topology().vertexAt(settlers::cornerOf({1, 0}, settlers::Corner::S));
    QCOMPARE(settlers::checkLegal(rules, s, act(settlers::ActionKind::SetupSettlement, 0, open)), settlers::IllegalReason::Ok);
}

void TestClassicRulings::classic_R06_bankOfNineteenShortagePaysNobody()
{
    const settlers::Rules rules(testmaps::classicMap());
    const settlers::GameState fresh = settlers::newGame(rules, 4);
    for (int r = 0; r < settlers::kResourceCount; ++r)
        QCOMPARE(int(fresh.bank[r]), 19);
    // Almanac, Raw Material Cards: not enough of a kind for everyone owed it pays nobody.
    for (const int held : {18, 17}) {
        Scenario sc(testmaps::classicMap(), 4, 0, false);
        sc.settlement(1, sc.vertex(0, 1, settlers::Corner::N)); // fields 4
        sc.settlement(2, sc.vertex(0, 1, settlers::Corner::S));
        sc.hand(3, {0, 0, held, 0, 0}); // 1, then 2 grain left
        roll(sc, 1, 3);
        const int paid = held == 18 ? 0 : 1;
        QCOMPARE(sc.cards(1, settlers::Resource::Grain), paid);
        QCOMPARE(sc.cards(2, settlers::Resource::Grain), paid);
    }
}

void TestClassicRulings::classic_R07_sevenDiscardsHalfAsInTheAlmanac()
{
    // Almanac, Rolling a Seven: Hans rolls with 6 cards, Benni keeps his 7, Wolf returns 5 of 11.
    Scenario sc(testmaps::classicMap(), 3, 0, false);
    sc.hand(0, {2, 1, 1, 1, 1});
    sc.hand(1, {2, 2, 1, 1, 1});
    sc.hand(2, {3, 3, 2, 2, 1});
    roll(sc, 3, 4);
    QCOMPARE(int(sc.s.discardOwed[0]), 0);
    QCOMPARE(int(sc.s.discardOwed[1]), 0);
    QCOMPARE(int(sc.s.discardOwed[2]), 5);
    QCOMPARE(int(sc.s.blackStones), 0); // no Jerusalem, no black stone
    for (int i = 0; i < 3; ++i)
        QVERIFY(sc.play(act(settlers::ActionKind::Discard, 2, res(settlers::Resource::Lumber))));
    for (int i = 0; i < 2; ++i)
        QVERIFY(sc.play(act(settlers::ActionKind::Discard, 2, res(settlers::Resource::Wool))));
    QCOMPARE(sc.s.handSize(2), 6);
    QCOMPARE(sc.s.pending, settlers::Pending::MovePlague);
}

void TestClassicRulings::classic_R08_robberBlocksItsHex()
{
    Scenario sc(testmaps::classicMap(), 4, 0, false);
    sc.settlement(1, sc.vertex(0, 1, settlers::Corner::N)); // fields 4, the desert, forest 3
    sc.s.plagueTile = static_cast<settlers::BoardId>(sc.tile(0, 1));
    roll(sc, 1, 3);
    QCOMPARE(sc.s.handSize(1), 0);
}

void TestClassicRulings::classic_R09_tradeEndsWithTheFirstBuilding()
{
    // Almanac, Build Phase: building comes after all trades; `freeTradeBuild` lifts that.
    for (const bool free : {false, true}) {
        settlers::MapModel map = testmaps::classicMap();
        map.options.freeTradeBuild = free;
        Scenario sc(map);
        sc.settlement(0, sc.vertex(1, 0, settlers::Corner::N));
        sc.hand(0, {9, 0, 0, 5, 0});
        const settlers::Action maritime = act(settlers::ActionKind::MaritimeTrade, 0, res(settlers::Resource::Lumber), res(settlers::Resource::Ore));
        QCOMPARE(sc.check(maritime), settlers::IllegalReason::Ok);
        QVERIFY(sc.play(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::NE))));
        const settlers::IllegalReason expected = free ? settlers::IllegalReason::Ok : settlers::IllegalReason::TradeClosed;
        QCOMPARE(sc.check(maritime), expected);
        QCOMPARE(sc.check(tradeAct(settlers::ActionKind::OfferTrade, 0, settlers::kNoId, {1, 0, -1, 0, 0})), expected);
    }
}

void TestClassicRulings::classic_R09_knightBeforeTheRoll()
{
    // Almanac, Development Card Play: at any time during one's turn, so before the roll too.
    Scenario sc(testmaps::classicMap(), 4, 0, false);
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::Priest);
    QVERIFY(sc.play(act(settlers::ActionKind::PlayCard, 0, card(settlers::DevCard::Priest))));
    QCOMPARE(sc.s.pending, settlers::Pending::MovePlague);
    QVERIFY(sc.play(act(settlers::ActionKind::MovePlague, 0, sc.tile(1, 0))));
    QCOMPARE(sc.s.pending, settlers::Pending::Roll);
}

void TestClassicRulings::classic_R14_roadStopsAtAnOpponentsSettlement()
{
    Scenario sc(testmaps::classicMap());
    sc.settlement(0, sc.vertex(1, 0, settlers::Corner::N));
    sc.hand(0, {5, 0, 0, 5, 0});
    QVERIFY(sc.play(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::NE))));
    sc.settlement(1, sc.vertex(1, 0, settlers::Corner::NE));
    QCOMPARE(sc.check(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::E))), settlers::IllegalReason::NotConnected);
    QVERIFY(sc.play(act(settlers::ActionKind::BuildRoad, 0, sc.edge(1, 0, settlers::Side::NW))));
}

void TestClassicRulings::classic_R15_R17_R24_noJerusalemEvenIfTheMapAsks()
{
    settlers::MapModel map = testmaps::classicMap();
    map.options.stonesToComplete = 28;
    const settlers::Rules rules(map);
    QCOMPARE(rules.options().stonesToComplete, 0);
    QCOMPARE(rules.jerusalemSites().count(), 0);
    const settlers::GameState s = settlers::newGame(rules, 4);
    for (int p = 0; p < 4; ++p)
        QCOMPARE(int(s.stonesLeft[p]), 0);
    QCOMPARE(int(s.blessingHolder), int(settlers::kNoId));
}

void TestClassicRulings::classic_R19_roadEndingAtAnOpponentsSettlementKeepsEveryEdge()
{
    Scenario sc(testmaps::classicMap());
    const std::vector<int> top{sc.vertex(-1, 0, settlers::Corner::NW), sc.vertex(-1, 0, settlers::Corner::N), sc.vertex(0, 0, settlers::Corner::NW),
                               sc.vertex(0, 0, settlers::Corner::N), sc.vertex(1, 0, settlers::Corner::NW), sc.vertex(1, 0, settlers::Corner::N),
                               sc.vertex(2, 0, settlers::Corner::NW)};
    sc.roads(0, top);
    QCOMPARE(int(sc.s.longestRoad[0]), 6);
    sc.settlement(1, top.back()); // at the end: the road does not pass through it
    QCOMPARE(int(sc.s.longestRoad[0]), 6);
    QCOMPARE(int(sc.s.longestRoadHolder), 0);
    sc.settlement(2, top[3]); // in the middle: 3 and 3
    QCOMPARE(int(sc.s.longestRoad[0]), 3);
    QCOMPARE(int(sc.s.longestRoadHolder), int(settlers::kNoId));
}

void TestClassicRulings::classic_R20_R22_theAlmanacsDeck()
{
    // 14 knights, 2 each of road building, year of plenty and monopoly, 5 victory points.
    const settlers::Rules rules(testmaps::classicMap());
    const settlers::GameState s = settlers::newGame(rules, 4);
    std::array<int, settlers::kDevCardCount> expected{};
    expected[card(settlers::DevCard::Priest)] = 14;
    expected[card(settlers::DevCard::NewTradeRoute)] = 2;
    expected[card(settlers::DevCard::PlentifulLands)] = 2;
    expected[card(settlers::DevCard::KorahsRebellion)] = 2;
    expected[card(settlers::DevCard::VictoryPoint)] = 5;
    for (int c = 0; c < settlers::kDevCardCount; ++c)
        QCOMPARE(int(s.deck[c]), expected[c]);
}

void TestClassicRulings::classic_R20_R23_victoryPointCardBoughtWinsAtOnce()
{
    // Almanac, Game End: with 9 points (one a hidden card) a player buys a victory point card on
    // his turn and wins at once.
    Scenario sc(testmaps::classicMap());
    sc.s.vp[0] = 8;
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::VictoryPoint);
    QCOMPARE(settlers::victoryPoints(sc.rules, sc.s, 0), 9);
    sc.hand(0, {0, 1, 1, 0, 1});
    QVERIFY(sc.play(act(settlers::ActionKind::BuyCard, 0)));
    QCOMPARE(sc.s.pending, settlers::Pending::DrawCard);
    QVERIFY(sc.play(act(settlers::ActionKind::DrawCard, 0, card(settlers::DevCard::VictoryPoint))));
    QCOMPARE(sc.s.stage, settlers::Stage::Over);
    QCOMPARE(int(sc.s.winners), 1 << 0);
}

void TestClassicRulings::classic_R21_knightMovesTheRobberToTheDesertWithoutDiscards()
{
    Scenario sc(testmaps::classicMap());
    sc.s.plagueTile = static_cast<settlers::BoardId>(sc.tile(1, 0));
    sc.hand(1, {2, 2, 2, 2, 1}); // 9 cards: a knight asks no discard
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::Priest);
    QVERIFY(sc.play(act(settlers::ActionKind::PlayCard, 0, card(settlers::DevCard::Priest))));
    QCOMPARE(sc.s.pending, settlers::Pending::MovePlague);
    QVERIFY(sc.play(act(settlers::ActionKind::MovePlague, 0, sc.tile(0, 0))));
    QCOMPARE(int(sc.s.plagueTile), sc.tile(0, 0));
    QCOMPARE(sc.s.handSize(1), 9);
    QCOMPARE(int(sc.s.blackStones), 0);
    QCOMPARE(sc.s.pending, settlers::Pending::Turn);
}

QTEST_APPLESS_MAIN(TestClassicRulings)
#include "test_classic_rulings.moc"
