// The companion's trackers: VP with parts, the special cards with the thresholds and ties of R18,
// Jerusalem, and the end of the game (R23, R24).
#include "tests/companion/companion_test_maps.h"
#include "companion/tabletop.h"

#include <QTest>

using namespace canaan;
using namespace canaan::companion;
using namespace canaan::companion::testing;

class TestCompanionTrackers : public QObject {
    Q_OBJECT
private slots:
    void init();
    void vpParts();
    void ruling_R18_longestRoad_data();
    void ruling_R18_longestRoad();
    void ruling_R19_settlementBreaksRoad();
    void ruling_R18_mostPriests_data();
    void ruling_R18_mostPriests();
    void ruling_R18_kingsBlessing_data();
    void ruling_R18_kingsBlessing();
    void ruling_R23_winsOnlyOnOwnTurn();
    void ruling_R24_jerusalemComplete_data();
    void ruling_R24_jerusalemComplete();
    void ruling_R24_playOnUntilOneLeads();

private:
    // Roads for seat p: a trail of n paths from a corner of hex h (never over another's road).
    void giveRoads(int p, settlers::HexCoord h, settlers::Corner c, int n);
    settlers::MapModel m_map;
    std::unique_ptr<Tabletop> m_table;
    TableSession m_s;
};

void TestCompanionTrackers::init()
{
    m_map = sampleCanaanMap();
    m_table = std::make_unique<Tabletop>(m_map);
    m_s = newSession(m_map, QStringLiteral("test"), 3);
}

void TestCompanionTrackers::giveRoads(int p, settlers::HexCoord h, settlers::Corner c, int n)
{
    const settlers::Topology &t = m_table->topology();
    const QList<settlers::EdgeId> edges = trail(t, t.vertexAt(settlers::cornerOf(h, c)), n);
    QCOMPARE(edges.size(), n);
    for (settlers::EdgeId e : edges) {
        QVERIFY(!m_s.roads.contains(e));
        m_s.roads.insert(e, p);
    }
}

void TestCompanionTrackers::vpParts()
{
    const settlers::Topology &t = m_table->topology();
    m_s.buildings.insert(t.vertexAt(settlers::cornerOf({0, 0}, settlers::Corner::N)), {0, false});
    m_s.buildings.insert(t.vertexAt(settlers::cornerOf({0, 0}, settlers::Corner::S)), {0, false});
    m_s.buildings.insert(t.vertexAt(settlers::cornerOf({1, 0}, settlers::Corner::N)), {0, true});
    m_s.buildings.insert(t.vertexAt(settlers::cornerOf({-1, 0}, settlers::Corner::N)), {1, true});
    m_s.players[0].vpCards = 1;
    m_s.players[1].priests = 3;
    const Standings st = m_table->standings(m_s);
    const PlayerScore &a = st.scores[0];
    QCOMPARE(a.settlements, 2);
    QCOMPARE(a.cities, 1);
    QCOMPARE(a.vpCards, 1);
    QCOMPARE(a.mostPriests, 0);
    QCOMPARE(a.total(), 2 + 2 + 1);
    const PlayerScore &b = st.scores[1];
    QCOMPARE(b.cities, 1);
    QCOMPARE(b.mostPriests, 2);
    QCOMPARE(b.total(), 2 + 2);
    QCOMPARE(st.scores[2].total(), 0);
}

void TestCompanionTrackers::ruling_R18_longestRoad_data()
{
    QTest::addColumn<int>("roads0");
    QTest::addColumn<int>("roads1");
    QTest::addColumn<int>("holder");
    QTest::newRow("four is not enough") << 4 << 0 << -1;
    QTest::newRow("five takes it") << 5 << 0 << 0;
    QTest::newRow("five against four") << 5 << 4 << 0;
    QTest::newRow("tied at five: beside the board") << 5 << 5 << -1;
    QTest::newRow("six beats five") << 5 << 6 << 1;
}

void TestCompanionTrackers::ruling_R18_longestRoad()
{
    QFETCH(int, roads0);
    QFETCH(int, roads1);
    QFETCH(int, holder);
    giveRoads(0, {0, -2}, settlers::Corner::N, roads0);
    giveRoads(1, {0, 2}, settlers::Corner::S, roads1);
    const Standings st = m_table->standings(m_s);
    QCOMPARE(st.scores[0].roadLength, roads0);
    QCOMPARE(st.scores[1].roadLength, roads1);
    QCOMPARE(st.longestRoadHolder, holder);
    for (int p = 0; p < 2; ++p)
        QCOMPARE(st.scores[p].longestRoad, p == holder ? 2 : 0);
    // The holders kept in the session follow too (the document refreshes after each change).
    TableSession s = m_s;
    m_table->refreshHolders(s);
    QCOMPARE(s.longestRoadHolder, holder);
}

void TestCompanionTrackers::ruling_R19_settlementBreaksRoad()
{
    const settlers::Topology &t = m_table->topology();
    const settlers::VertexId start = t.vertexAt(settlers::cornerOf({0, 0}, settlers::Corner::N));
    const QList<settlers::EdgeId> edges = trail(t, start, 6);
    QCOMPARE(edges.size(), 6);
    for (settlers::EdgeId e : edges)
        m_s.roads.insert(e, 0);
    QCOMPARE(m_table->standings(m_s).longestRoadHolder, 0);
    // An opponent's settlement in the middle cuts the trail into 3 + 3: below the threshold.
    m_s.buildings.insert(trailVertices(t, start, edges)[3], {1, false});
    const Standings st = m_table->standings(m_s);
    QCOMPARE(st.scores[0].roadLength, 3);
    QCOMPARE(st.longestRoadHolder, -1);
    QCOMPARE(st.scores[0].longestRoad, 0);
}

void TestCompanionTrackers::ruling_R18_mostPriests_data()
{
    QTest::addColumn<int>("priests0");
    QTest::addColumn<int>("priests1");
    QTest::addColumn<int>("holder");
    QTest::newRow("two is not enough") << 2 << 0 << -1;
    QTest::newRow("three takes it") << 3 << 2 << 0;
    QTest::newRow("tied at three") << 3 << 3 << -1;
    QTest::newRow("four beats three") << 3 << 4 << 1;
}

void TestCompanionTrackers::ruling_R18_mostPriests()
{
    QFETCH(int, priests0);
    QFETCH(int, priests1);
    QFETCH(int, holder);
    m_s.players[0].priests = priests0;
    m_s.players[1].priests = priests1;
    const Standings st = m_table->standings(m_s);
    QCOMPARE(st.priestsHolder, holder);
    for (int p = 0; p < 3; ++p)
        QCOMPARE(st.scores[p].mostPriests, p == holder ? 2 : 0);
}

void TestCompanionTrackers::ruling_R18_kingsBlessing_data()
{
    QTest::addColumn<int>("stones0");
    QTest::addColumn<int>("stones1");
    QTest::addColumn<int>("black");
    QTest::addColumn<int>("holder");
    QTest::newRow("no stone") << 0 << 0 << 0 << -1;
    QTest::newRow("one stone suffices") << 1 << 0 << 0 << 0;
    QTest::newRow("tied") << 2 << 2 << 0 << -1;
    QTest::newRow("black stones count for nobody") << 0 << 1 << 9 << 1;
    QTest::newRow("only black stones") << 0 << 0 << 5 << -1;
}

void TestCompanionTrackers::ruling_R18_kingsBlessing()
{
    QFETCH(int, stones0);
    QFETCH(int, stones1);
    QFETCH(int, black);
    QFETCH(int, holder);
    m_s.players[0].stones = stones0;
    m_s.players[1].stones = stones1;
    m_s.blackStones = black;
    const Standings st = m_table->standings(m_s);
    QCOMPARE(st.blessingHolder, holder);
    for (int p = 0; p < 3; ++p)
        QCOMPARE(st.scores[p].kingsBlessing, p == holder ? 2 : 0);
    QCOMPARE(st.jerusalemStones, stones0 + stones1 + black);
    QCOMPARE(st.jerusalemSlots, 28);
    QVERIFY(!st.jerusalemComplete());
}

void TestCompanionTrackers::ruling_R23_winsOnlyOnOwnTurn()
{
    // Seat 1: four cities (8) and four VP cards: 12.
    const settlers::Topology &t = m_table->topology();
    const settlers::HexCoord spots[4] = {{0, -2}, {2, -2}, {-2, 2}, {0, 2}};
    for (settlers::HexCoord h : spots)
        m_s.buildings.insert(t.vertexAt(settlers::cornerOf(h, settlers::Corner::N)), {1, true});
    m_s.players[1].vpCards = 3;
    QCOMPARE(m_table->standings(m_s).end.kind, EndKind::None); // 11 VP
    m_s.players[1].vpCards = 4;
    m_s.current = 0;
    Standings st = m_table->standings(m_s);
    QCOMPARE(st.scores[1].total(), 12);
    QCOMPARE(st.end.kind, EndKind::WinsOnOwnTurn);
    QCOMPARE(st.end.players, QList<int>{1});
    m_table->endTurn(m_s);
    QCOMPARE(m_s.current, 1);
    st = m_table->standings(m_s);
    QCOMPARE(st.end.kind, EndKind::VictoryPoints);
    QCOMPARE(st.end.players, QList<int>{1});
}

void TestCompanionTrackers::ruling_R24_jerusalemComplete_data()
{
    // Settlements per seat (1 VP each), coloured stones per seat; black stones fill up to 28.
    QTest::addColumn<QList<int>>("settlements");
    QTest::addColumn<QList<int>>("stones");
    QTest::addColumn<bool>("shared");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QList<int>>("players");
    // Seat 0 holds the King's Blessing (most stones, +2 VP) in each row where his stones lead.
    QTest::newRow("most VP wins") << QList<int>{1, 4, 0} << QList<int>{5, 2, 0} << false
                                  << int(EndKind::Jerusalem) << QList<int>{1};
    QTest::newRow("tied VP: most stones") << QList<int>{1, 3, 0} << QList<int>{5, 2, 0} << false
                                          << int(EndKind::Jerusalem) << QList<int>{0};
    QTest::newRow("tied VP and stones: play on") << QList<int>{2, 2, 1} << QList<int>{3, 3, 0} << false
                                                 << int(EndKind::JerusalemPlayOn) << QList<int>{0, 1};
    QTest::newRow("tied VP and stones: shared") << QList<int>{2, 2, 1} << QList<int>{3, 3, 0} << true
                                                << int(EndKind::JerusalemShared) << QList<int>{0, 1};
    QTest::newRow("stones only break a VP tie") << QList<int>{2, 2, 3} << QList<int>{3, 3, 0} << false
                                                << int(EndKind::Jerusalem) << QList<int>{2};
}

void TestCompanionTrackers::ruling_R24_jerusalemComplete()
{
    QFETCH(QList<int>, settlements);
    QFETCH(QList<int>, stones);
    QFETCH(bool, shared);
    QFETCH(int, kind);
    QFETCH(QList<int>, players);
    if (shared)
        m_map.options.jerusalemTie = settlers::JerusalemTie::Shared;
    m_table = std::make_unique<Tabletop>(m_map);
    const settlers::Topology &t = m_table->topology();
    // Settlements on well separated hexes' N corners (no rule is checked: any corner will do).
    const settlers::HexCoord spots[] = {{0, -2}, {2, -2}, {-2, 2}, {0, 2}, {2, 0}, {-2, 0}, {1, -1}, {-1, 1}};
    int next = 0;
    for (int p = 0; p < 3; ++p) {
        for (int k = 0; k < settlements[p]; ++k)
            m_s.buildings.insert(t.vertexAt(settlers::cornerOf(spots[next++], settlers::Corner::N)), {p, false});
        m_s.players[p].stones = stones[p];
    }
    m_s.blackStones = 28 - stones[0] - stones[1] - stones[2] - 1;
    QCOMPARE(m_table->standings(m_s).end.kind, EndKind::None); // one slot left
    ++m_s.blackStones;
    const Standings st = m_table->standings(m_s);
    QVERIFY(st.jerusalemComplete());
    QCOMPARE(int(st.end.kind), kind);
    QCOMPARE(st.end.players, players);
}

void TestCompanionTrackers::ruling_R24_playOnUntilOneLeads()
{
    const settlers::Topology &t = m_table->topology();
    m_s.buildings.insert(t.vertexAt(settlers::cornerOf({0, -2}, settlers::Corner::N)), {0, false});
    m_s.buildings.insert(t.vertexAt(settlers::cornerOf({2, -2}, settlers::Corner::N)), {1, false});
    m_s.players[0].stones = 3;
    m_s.players[1].stones = 3;
    m_s.blackStones = 21;
    const TableSession before = m_s;
    ++m_s.blackStones; // the last slot: tied in VP and stones
    m_table->noteCompletion(before, m_s);
    QVERIFY(m_s.jerusalemPlayOn);
    QCOMPARE(m_table->standings(m_s).end.kind, EndKind::JerusalemPlayOn);
    m_table->endTurn(m_s); // still tied: play goes on
    QCOMPARE(m_table->standings(m_s).end.kind, EndKind::JerusalemPlayOn);
    m_s.buildings.insert(t.vertexAt(settlers::cornerOf({-2, 2}, settlers::Corner::N)), {1, false});
    // Leading in the middle of a turn is not enough; the turn must end so.
    QCOMPARE(m_table->standings(m_s).end.kind, EndKind::JerusalemPlayOn);
    m_table->endTurn(m_s);
    const Standings st = m_table->standings(m_s);
    QCOMPARE(st.end.kind, EndKind::PlayOnWon);
    QCOMPARE(st.end.players, QList<int>{1});
}

QTEST_GUILESS_MAIN(TestCompanionTrackers)
#include "test_companion_trackers.moc"
