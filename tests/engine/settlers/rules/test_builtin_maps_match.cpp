// The rules tests build the built-in maps in code (builtin_maps.h); this checks that code still
// matches resources/maps/*.canaanmap as the loader reads them, and that both maps fit the engine.
#include "tests/engine/settlers/rules/builtin_maps.h"
#include "engine/io/map_file.h"
#include "engine/settlers/rules/engine.h"

#include <QtTest>

using namespace canaan;

class TestBuiltinMapsMatch : public QObject {
    Q_OBJECT
private slots:
    void matchesFile_data();
    void matchesFile();
};

void TestBuiltinMapsMatch::matchesFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("classic");
    QTest::newRow("canaan") << QStringLiteral("canaan.canaanmap") << false;
    QTest::newRow("classic") << QStringLiteral("classic.canaanmap") << true;
}

void TestBuiltinMapsMatch::matchesFile()
{
    QFETCH(QString, file);
    QFETCH(bool, classic);
    const MapLoadResult loaded = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/") + file);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    const settlers::MapModel coded = classic ? testmaps::classicMap() : testmaps::canaanMap();
    QVERIFY(loaded.map->hexes == coded.hexes);
    QVERIFY(loaded.map->harbors == coded.harbors);
    QCOMPARE(loaded.map->ruleset, coded.ruleset);
    const settlers::Rules fromFile(*loaded.map);
    QVERIFY(settlers::fitsEngineLimits(fromFile.topology()));
    QCOMPARE(fromFile.jerusalemSites().count(), classic ? 0 : 11);
    // A few games on the loaded map.
    settlers::ActionList list;
    for (int g = 0; g < 5; ++g) {
        settlers::GameState s = settlers::newGame(fromFile, classic ? 4 : 3);
        std::uint32_t x = 7u + static_cast<std::uint32_t>(g);
        for (int n = 0; n < 5000 && !s.isOver(); ++n) {
            x = x * 1664525u + 1013904223u;
            if (settlers::isChancePending(s)) {
                settlers::apply(fromFile, s, settlers::chanceFromRandom(fromFile, s, x, x * 2654435761u));
                continue;
            }
            const int count = settlers::legalActions(fromFile, s, list);
            QVERIFY(count > 0);
            settlers::apply(fromFile, s, list[static_cast<int>((std::uint64_t{x} * static_cast<std::uint64_t>(count)) >> 32)]);
        }
    }
}

QTEST_APPLESS_MAIN(TestBuiltinMapsMatch)
#include "test_builtin_maps_match.moc"
