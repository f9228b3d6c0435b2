// Design warnings (validateMap) and the board errors of maps built in memory (findMapErrors).
#include "engine/io/map_file.h"
#include "tests/common/test_printers.h"

#include <QtTest>

using namespace canaan;

Q_DECLARE_METATYPE(canaan::settlers::MapModel)

namespace {

settlers::MapHex hex(int q, int r, settlers::Terrain t, int number = 0) { return {{q, r}, t, number, false, false}; }

// Jerusalem with two numbered neighbours and a harbor facing the forest: no warnings.
settlers::MapModel soundMap()
{
    settlers::MapModel m;
    m.hexes = {hex(0, 0, settlers::Terrain::Jerusalem), hex(1, 0, settlers::Terrain::Forest, 6), hex(0, 1, settlers::Terrain::Hills, 9),
               hex(1, -1, settlers::Terrain::Sea)};
    m.harbors = {{{1, -1}, settlers::Side::SE, std::nullopt}}; // faces (1,0), the forest
    return m;
}

QStringList lines(const std::vector<MapIssue> &issues)
{
    QStringList out;
    for (const MapIssue &i : issues)
        out << i.place + QStringLiteral(": ") + i.message;
    return out;
}

} // namespace

class TestMapValidator : public QObject {
    Q_OBJECT
private slots:
    void warnings_data();
    void warnings();
    void builtInMapsHaveNoWarnings_data();
    void builtInMapsHaveNoWarnings();
    void errorsOfMapsBuiltInMemory_data();
    void errorsOfMapsBuiltInMemory();
};

void TestMapValidator::warnings_data()
{
    QTest::addColumn<settlers::MapModel>("map");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("sound") << soundMap() << QStringList{};

    settlers::MapModel noNumber = soundMap();
    noNumber.hexes[2].number = 0;
    QTest::newRow("production hex without number")
        << noNumber << QStringList{"hexes[2]: This production hex has no number, so it never produces (terrain: hills)."};

    settlers::MapModel copper = soundMap();
    copper.hexes.push_back(hex(-1, 1, settlers::Terrain::Copper));
    QTest::newRow("copper without number")
        << copper << QStringList{"hexes[4]: This production hex has no number, so it never produces (terrain: copper)."};

    settlers::MapModel sixEight = soundMap();
    sixEight.hexes[2].number = 8;
    QTest::newRow("6 next to 8") << sixEight
                                 << QStringList{"hexes[2].number: A 6 or 8 should not border another 6 or 8: this hills "
                                                "hex has 8, and the forest hex beside it has 6."};

    settlers::MapModel sixSix = soundMap();
    sixSix.hexes[2].number = 6;
    sixSix.hexes.push_back(hex(1, 1, settlers::Terrain::Fields, 6)); // borders both (1,0) and (0,1)
    QTest::newRow("three sixes, each pair once")
        << sixSix
        << QStringList{"hexes[2].number: A 6 or 8 should not border another 6 or 8: this hills hex has 6, and the forest hex beside it has 6.",
                       "hexes[4].number: A 6 or 8 should not border another 6 or 8: this fields hex has 6, and the hills hex beside it has 6.",
                       "hexes[4].number: A 6 or 8 should not border another 6 or 8: this fields hex has 6, and the forest hex beside it has 6."};

    settlers::MapModel apart = soundMap();
    apart.hexes.push_back(hex(3, 0, settlers::Terrain::Fields, 8)); // two hexes from the 6
    QTest::newRow("6 and 8 apart") << apart << QStringList{};

    settlers::MapModel noJerusalem = soundMap();
    noJerusalem.hexes[0].terrain = settlers::Terrain::Pasture;
    noJerusalem.hexes[0].number = 4;
    QTest::newRow("canaan without Jerusalem")
        << noJerusalem << QStringList{"jerusalemSites: The canaan ruleset needs Jerusalem sites, but this map has none."};

    settlers::MapModel classic = noJerusalem;
    classic.ruleset = settlers::Ruleset::Classic;
    QTest::newRow("classic without Jerusalem") << classic << QStringList{};

    settlers::MapModel lonelyJerusalem;
    lonelyJerusalem.hexes = {hex(0, 0, settlers::Terrain::Jerusalem), hex(1, 0, settlers::Terrain::Desert)};
    QTest::newRow("Jerusalem touching no number")
        << lonelyJerusalem << QStringList{"jerusalemSites: The canaan ruleset needs Jerusalem sites, but this map has none.",
                                          "harbors: The map has no harbor, so every trade with the bank is four cards for one. Add harbors on the sea beside the coast."};

    settlers::MapModel listedSites = lonelyJerusalem;
    listedSites.jerusalemSites = {settlers::VertexCoord{{0, 0}, settlers::VertexCoord::Kind::N}};
    QTest::newRow("listed site counts, no harbor") << listedSites << QStringList{"harbors: The map has no harbor, so every trade with the bank is four cards for one. Add harbors on the sea beside the coast."};

    settlers::MapModel uselessHarbor;
    uselessHarbor.hexes = {hex(0, 0, settlers::Terrain::Jerusalem), hex(1, 0, settlers::Terrain::Sea), hex(1, -1, settlers::Terrain::Sea),
                           hex(0, 1, settlers::Terrain::Sea), hex(-1, 1, settlers::Terrain::Sea), hex(-1, 0, settlers::Terrain::Sea),
                           hex(0, -1, settlers::Terrain::Sea)};
    uselessHarbor.jerusalemSites = {settlers::VertexCoord{{0, 0}, settlers::VertexCoord::Kind::N}};
    uselessHarbor.harbors = {{{1, 0}, settlers::Side::W, settlers::Resource::Grain}};
    QTest::newRow("harbor beside Jerusalem only")
        << uselessHarbor
        << QStringList{"harbors[0]: Neither intersection of this harbor touches land that can be built on (only "
                       "Jerusalem), so nobody can use it."};

    settlers::MapModel usefulHarbor = soundMap();
    usefulHarbor.hexes.push_back(hex(-1, 1, settlers::Terrain::Sea));
    usefulHarbor.harbors.push_back({{-1, 1}, settlers::Side::NE, std::nullopt}); // faces Jerusalem; one end touches the hills
    QTest::newRow("harbor facing Jerusalem beside hills") << usefulHarbor << QStringList{};

    // Issue 36: copper and Jerusalem are the canaan ruleset's; each is named once, with its count.
    settlers::MapModel classicCanaanTerrain = soundMap(); // Jerusalem at hexes[0]
    classicCanaanTerrain.ruleset = settlers::Ruleset::Classic;
    classicCanaanTerrain.hexes.push_back(hex(-1, 1, settlers::Terrain::Copper, 5));
    classicCanaanTerrain.hexes.push_back(hex(2, 0, settlers::Terrain::Copper, 10));
    QTest::newRow("classic with copper and Jerusalem")
        << classicCanaanTerrain
        << QStringList{"hexes[4]: The classic ruleset has no copper, but this map has copper hexes (2). Give them "
                       "another terrain, or choose the canaan ruleset.",
                       "hexes[0]: The classic ruleset has no Jerusalem, but this map has Jerusalem hexes (1). Give "
                       "them another terrain, or choose the canaan ruleset."};
    settlers::MapModel canaanCopper = classicCanaanTerrain;
    canaanCopper.ruleset = settlers::Ruleset::Canaan;
    QTest::newRow("canaan with copper and Jerusalem") << canaanCopper << QStringList{};

    settlers::MapModel noHarbor = soundMap();
    noHarbor.harbors.clear();
    QTest::newRow("no harbor") << noHarbor << QStringList{"harbors: The map has no harbor, so every trade with the bank is four cards for one. Add harbors on the sea beside the coast."};

    settlers::MapModel noLand;
    noLand.hexes = {hex(0, 0, settlers::Terrain::Sea)};
    QTest::newRow("no land") << noLand
                             << QStringList{"hexes: The map has no land hex.",
                                            "jerusalemSites: The canaan ruleset needs Jerusalem sites, but this map has none."};
}

void TestMapValidator::warnings()
{
    QFETCH(settlers::MapModel, map);
    QFETCH(QStringList, expected);
    QVERIFY(findMapErrors(map).empty());
    QCOMPARE(lines(validateMap(map)), expected);
}

void TestMapValidator::builtInMapsHaveNoWarnings_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("canaan") << QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap");
    QTest::newRow("classic") << QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/classic.canaanmap");
}

void TestMapValidator::builtInMapsHaveNoWarnings()
{
    QFETCH(QString, file);
    const MapLoadResult loaded = loadMapFile(file);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    QVERIFY(loaded.warnings.empty());
    QCOMPARE(lines(validateMap(*loaded.map)), QStringList{});
}

void TestMapValidator::errorsOfMapsBuiltInMemory_data()
{
    QTest::addColumn<settlers::MapModel>("map");
    QTest::addColumn<QStringList>("expected");

    settlers::MapModel seven = soundMap();
    seven.hexes[1].number = 7;
    QTest::newRow("seven") << seven
                           << QStringList{"hexes[1].number: No hex may have the number 7: a 7 moves the Plague instead of producing."};

    settlers::MapModel several = soundMap();
    several.hexes[0].number = 5;                                  // on Jerusalem
    several.hexes.push_back(hex(1, 0, settlers::Terrain::Fields, 14));     // duplicate, and out of range
    several.harbors.push_back({{0, 1}, settlers::Side::E, std::nullopt});   // on land
    several.jerusalemSites = {settlers::VertexCoord{{5, 5}, settlers::VertexCoord::Kind::N}};
    QTest::newRow("several, in order")
        << several
        << QStringList{"hexes[0].number: Only production terrain takes a number; this hex's terrain is jerusalem.",
                       "hexes[4]: The hex 1,0 is already listed as hexes[1].",
                       "hexes[4].number: This number must be from 2 to 12.",
                       "harbors[1]: A harbor must lie on a sea hex, but the hex 0,1 is hills.",
                       "jerusalemSites[0]: The intersection 5,5,N is not a corner of a Jerusalem hex."};
}

void TestMapValidator::errorsOfMapsBuiltInMemory()
{
    QFETCH(settlers::MapModel, map);
    QFETCH(QStringList, expected);
    QCOMPARE(lines(findMapErrors(map)), expected);
    validateMap(map); // a map with errors still gets its warnings without crashing
}

QTEST_GUILESS_MAIN(TestMapValidator)
#include "test_map_validator.moc"
