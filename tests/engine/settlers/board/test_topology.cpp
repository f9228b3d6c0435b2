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
settlers::MapModel island(int radius, bool seaRing, settlers::Terrain land = settlers::Terrain::Forest)
{
    settlers::MapModel m;
    const int outer = seaRing ? radius + 1 : radius;
    for (int q = -outer; q <= outer; ++q)
        for (int r = -outer; r <= outer; ++r) {
            const int s = -q - r;
            const int dist = std::max({std::abs(q), std::abs(r), std::abs(s)});
            if (dist > outer)
                continue;
            settlers::MapHex h;
            h.at = {q, r};
            h.terrain = dist <= radius ? land : settlers::Terrain::Sea;
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
    const settlers::Topology t = settlers::Topology::compile(island(radius, seaRing));
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
    const settlers::Topology t = settlers::Topology::compile(island(radius, seaRing));
    for (settlers::TileId i = 0; i < settlers::TileId(t.tiles().size()); ++i) {
        const settlers::Tile &tile = t.tile(i);
        QCOMPARE(t.tileAt(tile.at), i);
        for (int c = 0; c < 6; ++c) {
            const settlers::VertexId v = tile.vertices[c];
            if (v == settlers::kNone) {
                QCOMPARE(tile.terrain, settlers::Terrain::Sea);
                continue;
            }
            QVERIFY(contains(t.vertex(v).tiles, i));
            QCOMPARE(t.vertex(v).at, settlers::cornerOf(tile.at, static_cast<settlers::Corner>(c)));
        }
        for (int s = 0; s < 6; ++s) {
            const settlers::EdgeId e = tile.edges[s];
            if (e == settlers::kNone)
                continue;
            QVERIFY(contains(t.edge(e).tiles, i));
            // The side's ends are the tile's corners s and s+1.
            const auto &ends = t.edge(e).vertices;
            QVERIFY(contains(ends, tile.vertices[s]) && contains(ends, tile.vertices[(s + 1) % 6]));
        }
    }
    for (settlers::VertexId v = 0; v < settlers::VertexId(t.vertices().size()); ++v) {
        const settlers::Vertex &vx = t.vertex(v);
        QCOMPARE(t.vertexAt(vx.at), v);
        QCOMPARE(settlers::parseVertex(settlers::textId(vx.at)).value(), vx.at);
        for (int k = 0; k < 3; ++k) {
            if (vx.edges[k] == settlers::kNone) {
                QCOMPARE(vx.neighbours[k], settlers::kNone);
                continue;
            }
            const settlers::VertexId n = vx.neighbours[k];
            QCOMPARE(t.edgeBetween(v, n), vx.edges[k]);
            QCOMPARE(t.edgeBetween(n, v), vx.edges[k]);
            QVERIFY(contains(t.vertex(n).neighbours, v));
        }
    }
    for (settlers::EdgeId e = 0; e < settlers::EdgeId(t.edges().size()); ++e) {
        const settlers::Edge &edge = t.edge(e);
        QCOMPARE(t.edgeAt(edge.at), e);
        QCOMPARE(settlers::parseEdge(settlers::textId(edge.at)).value(), edge.at);
        for (settlers::VertexId v : edge.vertices)
            QVERIFY(contains(t.vertex(v).edges, e));
    }
}

void TestTopology::seaOnlyElementsAreLeftOut()
{
    const settlers::Topology t = settlers::Topology::compile(island(2, true));
    for (const settlers::Edge &e : t.edges()) {
        bool land = false;
        for (settlers::TileId tid : e.tiles)
            land = land || (tid != settlers::kNone && settlers::isLand(t.tile(tid).terrain));
        QVERIFY(land);
    }
    for (const settlers::Vertex &v : t.vertices()) {
        bool land = false;
        for (settlers::TileId tid : v.tiles)
            land = land || (tid != settlers::kNone && settlers::isLand(t.tile(tid).terrain));
        QVERIFY(land);
    }
}

void TestTopology::harborMarksBothEnds()
{
    settlers::MapModel m = island(2, true);
    // (0,-3) is sea north of the island; its SE side borders land hex (0,-2).
    m.harbors.push_back({{0, -3}, settlers::Side::SE, settlers::Resource::Ore});
    const settlers::Topology t = settlers::Topology::compile(m);
    const settlers::EdgeId e = t.edgeAt(settlers::sideOf({0, -3}, settlers::Side::SE));
    QVERIFY(e != settlers::kNone);
    int harbors = 0;
    for (const settlers::Vertex &v : t.vertices())
        harbors += v.isHarbor;
    QCOMPARE(harbors, 2);
    for (settlers::VertexId v : t.edge(e).vertices) {
        QVERIFY(t.vertex(v).isHarbor);
        QCOMPARE(t.vertex(v).harbor, std::optional<settlers::Resource>(settlers::Resource::Ore));
    }
}

void TestTopology::derivedJerusalemSites()
{
    // One Jerusalem hex in the middle of an island: all six corners touch numbered land.
    settlers::MapModel m = island(1, true);
    m.hexAt({0, 0})->terrain = settlers::Terrain::Jerusalem;
    m.hexAt({0, 0})->number = 0;
    settlers::Topology t = settlers::Topology::compile(m);
    QCOMPARE(int(t.derivedJerusalemSites().size()), 6);
    // On the coast: (1,-1) is a corner of the island with three land neighbours in a row, which touch
    // four of its corners; the two corners touching only sea and Jerusalem are not sites.
    m = island(1, true);
    m.hexAt({1, -1})->terrain = settlers::Terrain::Jerusalem;
    m.hexAt({1, -1})->number = 0;
    t = settlers::Topology::compile(m);
    QCOMPARE(int(t.derivedJerusalemSites().size()), 4);
    int marked = 0;
    for (const settlers::Vertex &v : t.vertices())
        marked += v.isJerusalemSite;
    QCOMPARE(marked, 4);
}

QTEST_APPLESS_MAIN(TestTopology)
#include "test_topology.moc"
