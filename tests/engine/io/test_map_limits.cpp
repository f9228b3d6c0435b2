// Playable means playable: a map beyond the engine's limits (engine/settlers/rules/limits.h) is an error of the
// validator that names the limit, and open sea (touching no land) counts toward none of them.
#include "engine/settlers/board/topology.h"
#include "engine/io/map_file.h"
#include "engine/io/map_limits.h"
#include "engine/settlers/rules/limits.h"

#include <QTest>

using namespace canaan;

namespace {

// A parallelogram of land, `size` hexes a side, optionally in a wide frame of sea.
settlers::MapModel island(int size, int seaFrame)
{
    settlers::MapModel map;
    map.ruleset = settlers::Ruleset::Classic;
    for (int q = -seaFrame; q < size + seaFrame; ++q)
        for (int r = -seaFrame; r < size + seaFrame; ++r) {
            const bool land = q >= 0 && q < size && r >= 0 && r < size;
            map.hexes.push_back({{q, r}, land ? settlers::Terrain::Forest : settlers::Terrain::Sea, land ? 5 : 0});
        }
    return map;
}

QString joined(const std::vector<MapIssue> &issues)
{
    QStringList lines;
    for (const MapIssue &i : issues)
        lines << i.place + QStringLiteral(": ") + i.message;
    return lines.join(u'\n');
}

} // namespace

class TestMapLimits : public QObject {
    Q_OBJECT
private slots:
    void builtInMapsAreWithinTheLimits_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("canaan") << "canaan";
        QTest::newRow("classic") << "classic";
    }
    void builtInMapsAreWithinTheLimits()
    {
        QFETCH(QString, name);
        const MapLoadResult loaded = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/%1.canaanmap").arg(name));
        QVERIFY(loaded.ok());
        QCOMPARE(joined(findPlayLimitErrors(*loaded.map)), QString());
    }

    // n x n land has 2n(n + 2) intersections: the wide engine (the default) plays 10 x 10 with 240
    // and not 11 x 11 with 286; the narrow one 7 x 7 with 126 and not 8 x 8 with 160. The smallest
    // too big is an error.
    void beyondTheLimitsIsAnErrorNamingTheLimit()
    {
        int n = 1;
        while (2 * (n + 1) * (n + 3) <= settlers::kMaxVertices)
            ++n;
        const settlers::Topology fits = settlers::Topology::compile(island(n, 1));
        QCOMPARE(fits.vertices().size(), std::size_t(2 * n * (n + 2)));
        QVERIFY(fits.vertices().size() <= std::size_t(settlers::kMaxVertices));
        QCOMPARE(joined(findPlayLimitErrors(island(n, 1))), QString());

        const settlers::MapModel big = island(n + 1, 1);
        const settlers::Topology topology = settlers::Topology::compile(big);
        QVERIFY(topology.vertices().size() > std::size_t(settlers::kMaxVertices));
        const QString errors = joined(findPlayLimitErrors(big));
        QVERIFY2(errors.contains(QStringLiteral("The map is too big to play: %1 intersections on land, the limit is %2.")
                                     .arg(topology.vertices().size())
                                     .arg(settlers::kMaxVertices)),
                 qPrintable(errors));
        // And what to do (issue 36): about one land hex fewer for every two intersections too many.
        const std::size_t excess = topology.vertices().size() - std::size_t(settlers::kMaxVertices);
        QVERIFY2(errors.contains(QStringLiteral("Remove about %1 land hexes at the coast (each takes about two "
                                                "intersections with it), or split the map into two maps.")
                                     .arg((excess + 1) / 2)),
                 qPrintable(errors));
        QCOMPARE(settlers::checkEngineLimits(topology) != settlers::LimitProblem::None, true);
    }

    // Open sea is drawn but is no tile: a wide frame of it does not make a map too big.
    void openSeaDoesNotCount()
    {
        const settlers::MapModel framed = island(4, 8); // 16 land hexes in 384 hexes of sea
        QVERIFY(framed.hexes.size() > std::size_t(settlers::kMaxTiles));
        const settlers::Topology topology = settlers::Topology::compile(framed);
        QCOMPARE(topology.tiles().size(), std::size_t(16 + 18)); // the land and the sea beside it
        QCOMPARE(joined(findPlayLimitErrors(framed)), QString());
        QCOMPARE(settlers::checkEngineLimits(topology), settlers::LimitProblem::None);
        QCOMPARE(topology.tileAt({-5, -5}), settlers::kNone);
        QVERIFY(topology.tileAt({-1, 0}) != settlers::kNone); // sea beside land stays a tile (harbors)
        QCOMPARE(settlers::Topology::compile(island(4, 1)).vertices().size(), topology.vertices().size());
    }
};

QTEST_APPLESS_MAIN(TestMapLimits)
#include "test_map_limits.moc"
