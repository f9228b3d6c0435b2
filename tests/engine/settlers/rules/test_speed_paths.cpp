// Differential tests for this session's engine speed-ups (docs/engine.md "Performance"), each
// against the plain rule it replaces:
//   - the longest road kept incrementally (only the trails through a new road are searched)
//     equals the full recomputation longestRoadOf() and a from-scratch refresh of the state;
//   - production summed in packed words pays, refuses (R06 shortage) and reports the same as the
//     rule hex by hex, the Plague's hex included (R08);
//   - the maritime trades, card purchase and Jerusalem stones listed in a turn are exactly the
//     ones checkLegal accepts.
#include "tests/engine/settlers/rules/random_games.h"
#include "tests/engine/settlers/rules/scenario_builder.h"

#include <QtTest>
#include <algorithm>
#include <cstring>
#include <memory>
#include <vector>

using namespace canaan;
using namespace canaan::test;

namespace {

bool boardChanged(const settlers::GameState &before, const settlers::GameState &after)
{
    return std::memcmp(before.roads, after.roads, sizeof after.roads) != 0 ||
           std::memcmp(before.settlements, after.settlements, sizeof after.settlements) != 0;
}

struct EventRecord {
    int kind, player, a, b;
    friend bool operator==(const EventRecord &, const EventRecord &) = default;
};

std::vector<EventRecord> recordsOf(const settlers::EventSink &sink, settlers::EventKind only1, settlers::EventKind only2)
{
    std::vector<EventRecord> out;
    for (int i = 0; i < sink.size; ++i) {
        const settlers::Event &e = sink.events[static_cast<std::size_t>(i)];
        if (e.kind == only1 || e.kind == only2)
            out.push_back({static_cast<int>(e.kind), e.player, e.a, e.b});
    }
    return out;
}

} // namespace

class TestSpeedPaths : public QObject {
    Q_OBJECT
private slots:
    void incrementalLongestRoadEqualsFullRecomputation_data();
    void incrementalLongestRoadEqualsFullRecomputation();
    void ruling_R19_roadClosingARing();
    void ruling_R06_packedProductionPaysAsHexByHex_data();
    void ruling_R06_packedProductionPaysAsHexByHex();
    void turnListingMatchesCheckLegal_data();
    void turnListingMatchesCheckLegal();
    void shortSettlingEqualsSettle_data();
    void shortSettlingEqualsSettle();
};

void TestSpeedPaths::incrementalLongestRoadEqualsFullRecomputation_data() { addRulesetRows(); }
void TestSpeedPaths::incrementalLongestRoadEqualsFullRecomputation()
{
    // After every road or settlement, in thousands of games: the kept lengths equal the full
    // recomputation, and recomputing the whole state from scratch (lengths, Longest Road's
    // holder, VP) changes nothing.
    QFETCH(bool, classic);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap(), 400);
    long checked = 0, longRoads = 0, holderChanges = 0;
    playRandomGames(rules, 2000, 11, 77, [&](const settlers::GameState &before, const settlers::Action &, const settlers::GameState &s) {
        if (!boardChanged(before, s))
            return;
        for (int p = 0; p < s.numPlayers; ++p) {
            QCOMPARE(int(s.longestRoad[p]), settlers::longestRoadOf(rules, s, p));
            longRoads += s.longestRoad[p] >= 8;
        }
        settlers::GameState refreshed = s;
        settlers::scenario::refresh(rules, refreshed);
        QVERIFY(refreshed == s);
        holderChanges += before.longestRoadHolder != s.longestRoadHolder;
        ++checked;
    });
    QVERIFY(checked > 50000);
    QVERIFY(longRoads > 1000);
    QVERIFY(holderChanges > 500);
}

void TestSpeedPaths::ruling_R19_roadClosingARing()
{
    // A road that closes a ring can be walked from both of its ends, so the two sides cannot be
    // searched apart: the ring of six around hex (0,0) counts 6, a spur at its north corner 7;
    // an opponent's settlement on the ring leaves the ring from it back to it (6).
    Scenario sc(testmaps::canaanMap());
    const int n = sc.vertex(0, 0, settlers::Corner::N), ne = sc.vertex(0, 0, settlers::Corner::NE), se = sc.vertex(0, 0, settlers::Corner::SE);
    const int south = sc.vertex(0, 0, settlers::Corner::S), sw = sc.vertex(0, 0, settlers::Corner::SW), nw = sc.vertex(0, 0, settlers::Corner::NW);
    sc.roads(0, {n, ne, se, south, sw, nw});
    QCOMPARE(int(sc.s.longestRoad[0]), 5);
    sc.road(0, sc.edgeBetween(nw, n)); // closes the ring
    QCOMPARE(int(sc.s.longestRoad[0]), 6);
    QCOMPARE(int(sc.s.longestRoadHolder), 0);
    int outside = settlers::kNoId; // the third intersection beside the north corner, off the ring
    for (const std::uint8_t v : sc.rules.vertex(n).neighbourIds)
        if (v != settlers::kNoId && v != ne && v != nw)
            outside = v;
    QVERIFY(outside != settlers::kNoId);
    sc.road(0, sc.edgeBetween(n, outside));
    QCOMPARE(int(sc.s.longestRoad[0]), 7);
    QCOMPARE(settlers::longestRoadOf(sc.rules, sc.s, 0), 7);
    sc.settlement(1, south);
    QCOMPARE(int(sc.s.longestRoad[0]), 6);
    QCOMPARE(settlers::longestRoadOf(sc.rules, sc.s, 0), 6);
}

void TestSpeedPaths::ruling_R06_packedProductionPaysAsHexByHex_data()
{
    // Hex (0,0) is fields 9; seat 1 has a settlement on it, seat 2 a city: 3 grain are owed.
    QTest::addColumn<int>("grainInBank");
    QTest::addColumn<bool>("plagueThere");
    QTest::addColumn<int>("seat1Grain");
    QTest::addColumn<int>("seat2Grain");
    QTest::addColumn<bool>("shortage");
    QTest::newRow("enough") << 3 << false << 1 << 2 << false;
    QTest::newRow("shortage pays nobody") << 2 << false << 0 << 0 << true;
    QTest::newRow("Plague blocks the hex") << 23 << true << 0 << 0 << false;
}

void TestSpeedPaths::ruling_R06_packedProductionPaysAsHexByHex()
{
    QFETCH(int, grainInBank);
    QFETCH(bool, plagueThere);
    QFETCH(int, seat1Grain);
    QFETCH(int, seat2Grain);
    QFETCH(bool, shortage);
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    sc.settlement(1, sc.vertex(0, 0, settlers::Corner::S));
    sc.city(2, sc.vertex(0, 0, settlers::Corner::N)); // also on (0,-1) 11 and (1,-1) 5, which do not roll
    const int grain = res(settlers::Resource::Grain);
    sc.hand(3, {0, 0, sc.s.bank[grain] - grainInBank, 0, 0});
    QCOMPARE(int(sc.s.bank[grain]), grainInBank);
    if (plagueThere)
        sc.s.plagueTile = static_cast<settlers::BoardId>(sc.tile(0, 0));
    QVERIFY(sc.play(act(settlers::ActionKind::Roll, 0)));
    QVERIFY(sc.play(act(settlers::ActionKind::Dice, 0, 4, 5)));
    QCOMPARE(sc.cards(1, settlers::Resource::Grain), seat1Grain);
    QCOMPARE(sc.cards(2, settlers::Resource::Grain), seat2Grain);
    QCOMPARE(int(sc.s.bank[grain]), grainInBank - seat1Grain - seat2Grain);
    std::vector<EventRecord> expected;
    if (shortage)
        expected.push_back({static_cast<int>(settlers::EventKind::BankShortage), settlers::kNoId, grain, settlers::kNoId});
    if (seat1Grain)
        expected.push_back({static_cast<int>(settlers::EventKind::ResourcesGained), 1, grain, seat1Grain});
    if (seat2Grain)
        expected.push_back({static_cast<int>(settlers::EventKind::ResourcesGained), 2, grain, seat2Grain});
    QVERIFY(recordsOf(sc.events, settlers::EventKind::BankShortage, settlers::EventKind::ResourcesGained) == expected);
}

void TestSpeedPaths::turnListingMatchesCheckLegal_data() { addRulesetRows(); }
void TestSpeedPaths::turnListingMatchesCheckLegal()
{
    // In every turn of many games: the maritime trades (all 25 pairs), buying a card and the
    // Jerusalem stones (own site, or every toll owner with every toll card) that legalActions
    // lists are exactly those checkLegal accepts.
    QFETCH(bool, classic);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap(), 300);
    auto list = std::make_unique<settlers::ActionList>();
    long turns = 0, trades = 0, twoToOne = 0, stones = 0, purchases = 0;
    const settlers::ActionKind kinds[] = {settlers::ActionKind::MaritimeTrade, settlers::ActionKind::BuyCard, settlers::ActionKind::BuildStone};
    playRandomGames(rules, 300, 23, 161, [&](const settlers::GameState &before, const settlers::Action &, const settlers::GameState &) {
        const settlers::GameState &s = before;
        if (s.pending != settlers::Pending::Turn)
            return;
        const int p = s.pendingPlayer;
        const int n = settlers::legalActions(rules, s, *list);
        std::vector<settlers::Action> listed, accepted;
        for (int i = 0; i < n; ++i)
            for (const settlers::ActionKind k : kinds)
                if ((*list)[i].kind == k)
                    listed.push_back((*list)[i]);
        auto consider = [&](settlers::ActionKind k, int a, int b) {
            const settlers::Action x = settlers::makeAction(k, p, a, b);
            if (settlers::checkLegal(rules, s, x) == settlers::IllegalReason::Ok)
                accepted.push_back(x);
        };
        for (int give = 0; give < settlers::kResourceCount; ++give)
            for (int get = 0; get < settlers::kResourceCount; ++get)
                consider(settlers::ActionKind::MaritimeTrade, give, get);
        consider(settlers::ActionKind::BuyCard, settlers::kNoId, settlers::kNoId);
        consider(settlers::ActionKind::BuildStone, settlers::kNoId, settlers::kNoId);
        for (int owner = 0; owner < s.numPlayers; ++owner)
            for (int r = 0; r < settlers::kResourceCount; ++r)
                consider(settlers::ActionKind::BuildStone, owner, r);
        auto byBytes = [](const settlers::Action &x, const settlers::Action &y) { return std::memcmp(&x, &y, sizeof(settlers::Action)) < 0; };
        std::sort(listed.begin(), listed.end(), byBytes);
        std::sort(accepted.begin(), accepted.end(), byBytes);
        QVERIFY(listed == accepted);
        ++turns;
        for (const settlers::Action &x : listed) {
            trades += x.kind == settlers::ActionKind::MaritimeTrade;
            twoToOne += x.kind == settlers::ActionKind::MaritimeTrade && settlers::maritimeRate(rules, s, p, x.a) == 2;
            stones += x.kind == settlers::ActionKind::BuildStone;
            purchases += x.kind == settlers::ActionKind::BuyCard;
        }
    });
    QVERIFY(turns > 20000);
    QVERIFY(trades > 20000);
    QVERIFY(twoToOne > 100);
    QVERIFY(purchases > 1000);
    if (!classic)
        QVERIFY(stones > 100);
}

void TestSpeedPaths::shortSettlingEqualsSettle_data() { addRulesetRows(); }
void TestSpeedPaths::shortSettlingEqualsSettle()
{
    // apply() decides what comes after a roll, the dice, a maritime trade and the end of a turn
    // without settle(): after every action of many games, settle() run again changes nothing.
    QFETCH(bool, classic);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap(), 300);
    std::vector<long> seen(settlers::kActionKindCount);
    playRandomGames(rules, 200, 300, 400, [&](const settlers::GameState &, const settlers::Action &a, const settlers::GameState &s) {
        settlers::GameState settled = s;
        settlers::scenario::settle(rules, settled);
        if (!(settled == s))
            QFAIL(qPrintable(QStringLiteral("after %1: waits for %2 of seat %3, settle() says %4 of seat %5")
                                 .arg(QString::fromLatin1(settlers::actionKindId(a.kind).data()))
                                 .arg(QString::fromLatin1(settlers::pendingId(s.pending).data()))
                                 .arg(s.pendingPlayer)
                                 .arg(QString::fromLatin1(settlers::pendingId(settled.pending).data()))
                                 .arg(settled.pendingPlayer)));
        ++seen[static_cast<std::size_t>(a.kind)];
    });
    for (settlers::ActionKind k : {settlers::ActionKind::Roll, settlers::ActionKind::Dice, settlers::ActionKind::MaritimeTrade, settlers::ActionKind::EndTurn})
        QVERIFY2(seen[static_cast<std::size_t>(k)] > 1000, settlers::actionKindId(k).data());
}

QTEST_APPLESS_MAIN(TestSpeedPaths)
#include "test_speed_paths.moc"
