// The two built-in maps hold what issue 2 asks for: counts of terrains, numbers, harbors and sites.
#include "engine/settlers/board/topology.h"
#include "engine/io/builtin_maps.h"
#include "engine/io/map_file.h"
#include "tests/common/test_printers.h"

#include <QtTest>
#include <algorithm>
#include <climits>
#include <map>

using namespace canaan;

namespace {

settlers::MapModel load(const char *name)
{
    const MapLoadResult r = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/") + QLatin1String(name));
    if (!r.ok())
        qFatal("%s", qPrintable(r.error.toString()));
    return *r.map;
}

int countTerrain(const settlers::MapModel &m, settlers::Terrain t)
{
    return int(std::count_if(m.hexes.begin(), m.hexes.end(), [t](const settlers::MapHex &h) { return h.terrain == t; }));
}

std::vector<int> numbersOf(const settlers::MapModel &m)
{
    std::vector<int> out;
    for (const settlers::MapHex &h : m.hexes)
        if (h.number != 0)
            out.push_back(h.number);
    std::sort(out.begin(), out.end());
    return out;
}

const std::vector<int> kStandardNumbers{2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12};

bool sixOrEightTouch(const settlers::MapModel &m)
{
    for (const settlers::MapHex &h : m.hexes) {
        if (h.number != 6 && h.number != 8)
            continue;
        for (settlers::Side s : settlers::kAllSides) {
            const settlers::MapHex *n = m.hexAt(settlers::neighbour(h.at, s));
            if (n && (n->number == 6 || n->number == 8))
                return true;
        }
    }
    return false;
}

// 4 generic harbors and one 2:1 harbor per resource.
void checkHarborKinds(const settlers::MapModel &m)
{
    QCOMPARE(int(m.harbors.size()), 9);
    std::map<int, int> kinds; // -1: generic
    for (const settlers::Harbor &h : m.harbors)
        ++kinds[h.resource ? int(*h.resource) : -1];
    QCOMPARE(kinds[-1], 4);
    for (settlers::Resource r : settlers::kAllResources)
        QCOMPARE(kinds[int(r)], 1);
}

} // namespace

class TestBuiltinMaps : public QObject {
    Q_OBJECT
private slots:
    void canaanTerrainsAndNumbers();
    void canaanJerusalem();
    void canaanGeography();
    void canaanHarbors();
    void canaanRules();
    void classicIsland();
    void compiledInOnceForEveryProgram();
};

void TestBuiltinMaps::canaanTerrainsAndNumbers()
{
    const settlers::MapModel m = load("canaan.canaanmap");
    QCOMPARE(countTerrain(m, settlers::Terrain::Forest), 4);
    QCOMPARE(countTerrain(m, settlers::Terrain::Pasture), 4);
    QCOMPARE(countTerrain(m, settlers::Terrain::Fields), 4);
    QCOMPARE(countTerrain(m, settlers::Terrain::Hills), 3);
    QCOMPARE(countTerrain(m, settlers::Terrain::Mountains), 3);
    QCOMPARE(countTerrain(m, settlers::Terrain::Copper), 1);
    QCOMPARE(countTerrain(m, settlers::Terrain::Desert), 0);
    // 19 production hexes, each with a number: the standard 18 and an extra 5.
    const std::vector<int> numbers = numbersOf(m);
    QCOMPARE(int(numbers.size()), 19);
    for (const settlers::MapHex &h : m.hexes)
        QCOMPARE(h.number != 0, settlers::isProductive(h.terrain));
    std::vector<int> expected = kStandardNumbers;
    expected.push_back(5);
    std::sort(expected.begin(), expected.end());
    QCOMPARE(numbers, expected);
    QVERIFY(!sixOrEightTouch(m));
}

void TestBuiltinMaps::canaanJerusalem()
{
    const settlers::MapModel m = load("canaan.canaanmap");
    QVERIFY(m.jerusalemSites.empty()); // derived by R15
    const settlers::Topology t = settlers::Topology::compile(m);
    QCOMPARE(int(t.derivedJerusalemSites().size()), 11);
    QCOMPARE(int(std::count_if(t.vertices().begin(), t.vertices().end(),
                               [](const settlers::Vertex &v) { return v.isJerusalemSite; })),
             11);
}

void TestBuiltinMaps::canaanGeography()
{
    const settlers::MapModel m = load("canaan.canaanmap");
    int southmostLand = INT_MIN;
    int southmostJerusalem = INT_MIN;
    for (const settlers::MapHex &h : m.hexes) {
        if (settlers::isLand(h.terrain))
            southmostLand = std::max(southmostLand, h.at.r);
        if (h.terrain == settlers::Terrain::Jerusalem)
            southmostJerusalem = std::max(southmostJerusalem, h.at.r);
    }
    QCOMPARE(southmostJerusalem, southmostLand); // Jerusalem at the south end
    // The Great Sea along the west: west of every row's westmost land hex lies sea.
    std::map<int, int> westmostQ;
    for (const settlers::MapHex &h : m.hexes)
        if (settlers::isLand(h.terrain) && (!westmostQ.count(h.at.r) || h.at.q < westmostQ[h.at.r]))
            westmostQ[h.at.r] = h.at.q;
    for (auto [r, q] : westmostQ) {
        const settlers::MapHex *west = m.hexAt({q - 1, r});
        QVERIFY2(west && west->terrain == settlers::Terrain::Sea, qPrintable(QStringLiteral("row %1").arg(r)));
    }
}

void TestBuiltinMaps::canaanHarbors()
{
    const settlers::MapModel m = load("canaan.canaanmap");
    checkHarborKinds(m);
    // No two harbors share an intersection, and none sits on a Jerusalem site.
    const settlers::Topology t = settlers::Topology::compile(m);
    std::vector<settlers::VertexCoord> ends;
    for (const settlers::Harbor &h : m.harbors)
        for (settlers::VertexCoord v : settlers::endsOf(settlers::sideOf(h.at, h.facing))) {
            QVERIFY(std::find(ends.begin(), ends.end(), v) == ends.end());
            QVERIFY(!t.vertex(t.vertexAt(v)).isJerusalemSite);
            ends.push_back(v);
        }
}

void TestBuiltinMaps::canaanRules()
{
    const settlers::MapModel m = load("canaan.canaanmap");
    QCOMPARE(m.ruleset, settlers::Ruleset::Canaan);
    QVERIFY(m.options == settlers::GameOptions::defaultsFor(settlers::Ruleset::Canaan));
    QCOMPARE(m.minPlayers, 2);
    QCOMPARE(m.maxPlayers, 4);
    QCOMPARE(m.title.en, std::string("Canaan"));
    QCOMPARE(m.title.ko, std::string("가나안"));
    QVERIFY(!m.description.en.empty() && !m.description.ko.empty());
}

void TestBuiltinMaps::classicIsland()
{
    const settlers::MapModel m = load("classic.canaanmap");
    QCOMPARE(m.ruleset, settlers::Ruleset::Classic);
    QVERIFY(m.options == settlers::GameOptions::defaultsFor(settlers::Ruleset::Classic));
    QCOMPARE(m.minPlayers, 3);
    QCOMPARE(countTerrain(m, settlers::Terrain::Forest), 4);
    QCOMPARE(countTerrain(m, settlers::Terrain::Pasture), 4);
    QCOMPARE(countTerrain(m, settlers::Terrain::Fields), 4);
    QCOMPARE(countTerrain(m, settlers::Terrain::Hills), 3);
    QCOMPARE(countTerrain(m, settlers::Terrain::Mountains), 3);
    QCOMPARE(countTerrain(m, settlers::Terrain::Desert), 1);
    QCOMPARE(countTerrain(m, settlers::Terrain::Copper), 0);
    QCOMPARE(countTerrain(m, settlers::Terrain::Jerusalem), 0);
    QCOMPARE(countTerrain(m, settlers::Terrain::Sea), 18); // the ring
    QCOMPARE(numbersOf(m), kStandardNumbers);
    QVERIFY(!sixOrEightTouch(m));
    checkHarborKinds(m);
    const settlers::Topology t = settlers::Topology::compile(m);
    QCOMPARE(int(t.vertices().size()), 54);
    QCOMPARE(int(t.edges().size()), 72);
}

// The resource every program offers them from (the app, the companion, canaan-cli) holds each file
// of resources/maps byte for byte.
void TestBuiltinMaps::compiledInOnceForEveryProgram()
{
    const QStringList paths = io::builtinMapPaths();
    QCOMPARE(paths, QStringList({QStringLiteral(":/maps/canaan.canaanmap"), QStringLiteral(":/maps/classic.canaanmap")}));
    for (const QString &path : paths) {
        QFile compiled(path), source(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/") + QFileInfo(path).fileName());
        QVERIFY(compiled.open(QIODevice::ReadOnly));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QCOMPARE(compiled.readAll(), source.readAll());
    }
}

QTEST_GUILESS_MAIN(TestBuiltinMaps)
#include "test_builtin_maps.moc"
