// The compiled board: counts for known shapes, round trips of every element, and adjacency that
// agrees with itself in every direction.
#include "engine/settlers/board/topology.h"
#include "tests/common/test_printers.h"

#include <QtTest>
#include <algorithm>
#include <cstdlib>

using namespace canaan;

namespace {

// A hexagonal island of the given radius, optionally ringed by sea.
MapModel island(int radius, bool seaRing, Terrain land = Terrain::Forest)
{
    MapModel m;
    const int outer = seaRing ? radius + 1 : radius;
    for (int q = -outer; q <= outer; ++q)
        for (int r = -outer; r <= outer; ++r) {
            const int s = -q - r;
            const int dist = std::max({std::abs(q), std::abs(r), std::abs(s)});
            if (dist > outer)
                continue;
            MapHex h;
            h.at = {q, r};
            h.terrain = dist <= radius ? land : Terrain::Sea;
            h.number = dist <= radius ? 5 : 0;
            m.hexes.push_back(h);
        }
    return m;
}

template <typename T, std::size_t N>
bool contains(const std::array<T, N> &a, T v)
{
    return std::find(a.begin(), a.end(), v) != a.end();
}

} // namespace

class TestTopology : public QObject {
    Q_OBJECT
private slots:
    void counts_data();
    void counts();
    void roundTrips_data();
    void roundTrips();
    void seaOnlyElementsAreLeftOut();
    void harborMarksBothEnds();
    void derivedJerusalemSites();
};

void TestTopology::counts_data()
{
    QTest::addColumn<int>("radius");
    QTest::addColumn<bool>("seaRing");
    QTest::addColumn<int>("tiles");
    QTest::addColumn<int>("vertices");
    QTest::addColumn<int>("edges");
    QTest::newRow("one hex") << 0 << false << 1 << 6 << 6;
    QTest::newRow("seven hexes") << 1 << false << 7 << 24 << 30;
    QTest::newRow("standard island") << 2 << false << 19 << 54 << 72;
    QTest::newRow("standard island in sea") << 2 << true << 37 << 54 << 72;
    QTest::newRow("radius three in sea") << 3 << true << 61 << 96 << 132;
}

void TestTopology::counts()
{
    QFETCH(int, radius);
    QFETCH(bool, seaRing);
    QFETCH(int, tiles);
    QFETCH(int, vertices);
    QFETCH(int, edges);
    const Topology t = Topology::compile(island(radius, seaRing));
    QCOMPARE(int(t.tiles().size()), tiles);
    QCOMPARE(int(t.vertices().size()), vertices);
    QCOMPARE(int(t.edges().size()), edges);
}

void TestTopology::roundTrips_data()
{
    QTest::addColumn<int>("radius");
    QTest::addColumn<bool>("seaRing");
    QTest::newRow("one hex") << 0 << false;
    QTest::newRow("standard island") << 2 << false;
    QTest::newRow("standard island in sea") << 2 << true;
    QTest::newRow("radius three in sea") << 3 << true;
}

void TestTopology::roundTrips()
{
    QFETCH(int, radius);
    QFETCH(bool, seaRing);
    const Topology t = Topology::compile(island(radius, seaRing));
    for (TileId i = 0; i < TileId(t.tiles().size()); ++i) {
        const Tile &tile = t.tile(i);
        QCOMPARE(t.tileAt(tile.at), i);
        for (int c = 0; c < 6; ++c) {
            const VertexId v = tile.vertices[c];
            if (v == kNone) {
                QCOMPARE(tile.terrain, Terrain::Sea);
                continue;
            }
            QVERIFY(contains(t.vertex(v).tiles, i));
            QCOMPARE(t.vertex(v).at, cornerOf(tile.at, static_cast<Corner>(c)));
        }
        for (int s = 0; s < 6; ++s) {
            const EdgeId e = tile.edges[s];
            if (e == kNone)
                continue;
            QVERIFY(contains(t.edge(e).tiles, i));
            // The side's ends are the tile's corners s and s+1.
            const auto &ends = t.edge(e).vertices;
            QVERIFY(contains(ends, tile.vertices[s]) && contains(ends, tile.vertices[(s + 1) % 6]));
        }
    }
    for (VertexId v = 0; v < VertexId(t.vertices().size()); ++v) {
        const Vertex &vx = t.vertex(v);
        QCOMPARE(t.vertexAt(vx.at), v);
        QCOMPARE(parseVertex(textId(vx.at)).value(), vx.at);
        for (int k = 0; k < 3; ++k) {
            if (vx.edges[k] == kNone) {
                QCOMPARE(vx.neighbours[k], kNone);
                continue;
            }
            const VertexId n = vx.neighbours[k];
            QCOMPARE(t.edgeBetween(v, n), vx.edges[k]);
            QCOMPARE(t.edgeBetween(n, v), vx.edges[k]);
            QVERIFY(contains(t.vertex(n).neighbours, v));
        }
    }
    for (EdgeId e = 0; e < EdgeId(t.edges().size()); ++e) {
        const Edge &edge = t.edge(e);
        QCOMPARE(t.edgeAt(edge.at), e);
        QCOMPARE(parseEdge(textId(edge.at)).value(), edge.at);
        for (VertexId v : edge.vertices)
            QVERIFY(contains(t.vertex(v).edges, e));
    }
}

void TestTopology::seaOnlyElementsAreLeftOut()
{
    const Topology t = Topology::compile(island(2, true));
    for (const Edge &e : t.edges()) {
        bool land = false;
        for (TileId tid : e.tiles)
            land = land || (tid != kNone && isLand(t.tile(tid).terrain));
        QVERIFY(land);
    }
    for (const Vertex &v : t.vertices()) {
        bool land = false;
        for (TileId tid : v.tiles)
            land = land || (tid != kNone && isLand(t.tile(tid).terrain));
        QVERIFY(land);
    }
}

void TestTopology::harborMarksBothEnds()
{
    MapModel m = island(2, true);
    // (0,-3) is sea north of the island; its SE side borders land hex (0,-2).
    m.harbors.push_back({{0, -3}, Side::SE, Resource::Ore});
    const Topology t = Topology::compile(m);
    const EdgeId e = t.edgeAt(sideOf({0, -3}, Side::SE));
    QVERIFY(e != kNone);
    int harbors = 0;
    for (const Vertex &v : t.vertices())
        harbors += v.isHarbor;
    QCOMPARE(harbors, 2);
    for (VertexId v : t.edge(e).vertices) {
        QVERIFY(t.vertex(v).isHarbor);
        QCOMPARE(t.vertex(v).harbor, std::optional<Resource>(Resource::Ore));
    }
}

void TestTopology::derivedJerusalemSites()
{
    // One Jerusalem hex in the middle of an island: all six corners touch numbered land.
    MapModel m = island(1, true);
    m.hexAt({0, 0})->terrain = Terrain::Jerusalem;
    m.hexAt({0, 0})->number = 0;
    Topology t = Topology::compile(m);
    QCOMPARE(int(t.derivedJerusalemSites().size()), 6);
    // On the coast: (1,-1) is a corner of the island with three land neighbours in a row, which touch
    // four of its corners; the two corners touching only sea and Jerusalem are not sites.
    m = island(1, true);
    m.hexAt({1, -1})->terrain = Terrain::Jerusalem;
    m.hexAt({1, -1})->number = 0;
    t = Topology::compile(m);
    QCOMPARE(int(t.derivedJerusalemSites().size()), 4);
    int marked = 0;
    for (const Vertex &v : t.vertices())
        marked += v.isJerusalemSite;
    QCOMPARE(marked, 4);
}

QTEST_APPLESS_MAIN(TestTopology)
#include "test_topology.moc"
