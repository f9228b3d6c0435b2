// Reading and writing *.canaanmap: every malformed file gives its exact error, good files survive a
// load -> save -> load round trip, and no input crashes the reader.
#include "engine/io/map_file.h"
#include "tests/common/test_printers.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace canaan;

namespace {

QString malformedDir() { return QStringLiteral(CANAAN_TEST_DATA_DIR "/malformed"); }
QString mapsDir() { return QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps"); }

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A map that sets every field away from its default, with text that needs escaping.
settlers::MapModel richMap()
{
    settlers::MapModel m;
    m.title = {"Quotes \" and \\ and\nnew lines", "예루살렘 \"성\" ✡"};
    m.description = {"Tabs\tand slashes / here", ""};
    m.ruleset = settlers::Ruleset::Classic;
    m.minPlayers = 3;
    m.maxPlayers = 3;
    m.options = settlers::GameOptions::defaultsFor(settlers::Ruleset::Classic);
    m.options.vpToWin = 14;
    m.options.stonesToComplete = 40;
    m.options.bankPerResource = 30;
    m.options.freeTradeBuild = true;
    m.options.jerusalemTie = settlers::JerusalemTie::Shared;
    m.options.setupOrder = {2, 0, 1, 1, 0, 2};
    m.options.deck[static_cast<int>(settlers::DevCard::Prophet)] = 3;
    m.hexes = {
        {{-5, 7}, settlers::Terrain::Sea, 0, false, false},
        {{-4, 6}, settlers::Terrain::Forest, 2, true, false},
        {{-5, 6}, settlers::Terrain::Pasture, 12, false, true},
        {{-4, 7}, settlers::Terrain::Jerusalem, 0, true, true},
        {{-3, 6}, settlers::Terrain::Copper, 11, false, false},
        {{-3, 5}, settlers::Terrain::Desert, 0, false, false},
        {{-4, 8}, settlers::Terrain::Sea, 0, false, false},
        {{-3, 7}, settlers::Terrain::Sea, 0, false, false},
    };
    m.harbors = {
        {{-5, 7}, settlers::Side::NE, std::nullopt},
        {{-5, 7}, settlers::Side::E, settlers::Resource::Ore},
        {{-3, 7}, settlers::Side::W, settlers::Resource::Lumber},
    };
    m.jerusalemSites = {settlers::VertexCoord{{-4, 7}, settlers::VertexCoord::Kind::N}, settlers::VertexCoord{{-4, 7}, settlers::VertexCoord::Kind::S}};
    m.closedToSetup = {settlers::VertexCoord{{-4, 6}, settlers::VertexCoord::Kind::N}};
    return m;
}

// The first ```json block of docs/map-format.md: the documented complete example.
QByteArray documentedExample()
{
    const QString doc = QString::fromUtf8(readAll(QStringLiteral(CANAAN_SOURCE_DIR "/docs/map-format.md")));
    const QRegularExpression block(QStringLiteral("```json\\n(.*?)```"), QRegularExpression::DotMatchesEverythingOption);
    return block.match(doc).captured(1).toUtf8();
}

} // namespace

class TestMapFile : public QObject {
    Q_OBJECT
private slots:
    void malformed_data();
    void malformed();
    void fileProblems();
    void oversizedFile();
    void roundTrip_data();
    void roundTrip();
    void saveAndLoad();
    void saveFailureIsReported();
    void builtInMapsAreWrittenAsTheSaverWrites_data();
    void builtInMapsAreWrittenAsTheSaverWrites();
    void documentedExampleLoads();
    void missingFieldsTakeRulesetDefaults_data();
    void missingFieldsTakeRulesetDefaults();
    void deckKeepsDefaultsForCardsLeftOut();
    void unknownKeysAreWarnings();
    void byteOrderMarkIsAccepted();
    void idsAreCanonicalised();
    void damagedFilesNeverCrash();
};

void TestMapFile::malformed_data()
{
    QTest::addColumn<QString>("name");
    const QStringList files = QDir(malformedDir()).entryList({QStringLiteral("*.canaanmap")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 40);
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << file;
}

void TestMapFile::malformed()
{
    QFETCH(QString, name);
    const QString expectedPath = malformedDir() + u'/' + QString(name).replace(QStringLiteral(".canaanmap"), QStringLiteral(".expected"));
    QVERIFY2(QFile::exists(expectedPath), "every malformed map has its NAME.expected");
    const QString expected = QString::fromUtf8(readAll(expectedPath)).trimmed();
    const QString previous = QDir::currentPath();
    QDir::setCurrent(malformedDir()); // so errors name the file as the .expected line does
    const MapLoadResult result = loadMapFile(name);
    QDir::setCurrent(previous);
    QVERIFY(!result.ok());
    QCOMPARE(result.error.toString(), expected);
}

void TestMapFile::fileProblems()
{
    MapLoadResult missing = loadMapFile(QStringLiteral("no-such-map.canaanmap"));
    QVERIFY(!missing.ok());
    QCOMPARE(missing.error.toString(), QStringLiteral("no-such-map.canaanmap: error: The file does not exist."));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const MapLoadResult folder = loadMapFile(dir.path());
    QVERIFY(!folder.ok());
    QCOMPARE(folder.error.message, QStringLiteral("This is a folder, not a map file."));
}

void TestMapFile::oversizedFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.canaanmap"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QVERIFY(f.resize(kMaxMapFileBytes + 1)); // sparse: costs no disk
    f.close();
    const MapLoadResult result = loadMapFile(path);
    QVERIFY(!result.ok());
    QCOMPARE(result.error.toString(), path + QStringLiteral(": error: The file is larger than 8 MiB, more than any map needs."));
}

void TestMapFile::roundTrip_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("canaan") << readAll(mapsDir() + QStringLiteral("/canaan.canaanmap"));
    QTest::newRow("classic") << readAll(mapsDir() + QStringLiteral("/classic.canaanmap"));
    QTest::newRow("rich") << serializeMap(richMap());
    QTest::newRow("documented example") << documentedExample();
    QTest::newRow("empty map") << QByteArray(R"({"format": "canaan-map", "version": 1})");
}

void TestMapFile::roundTrip()
{
    QFETCH(QByteArray, json);
    const MapLoadResult first = parseMap(json, QStringLiteral("first"));
    QVERIFY2(first.ok(), qPrintable(first.error.toString()));
    const QByteArray saved = serializeMap(*first.map);
    const MapLoadResult second = parseMap(saved, QStringLiteral("second"));
    QVERIFY2(second.ok(), qPrintable(second.error.toString()));
    QVERIFY(*second.map == *first.map);
    QCOMPARE(serializeMap(*second.map), saved); // the written form is stable
}

void TestMapFile::saveAndLoad()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rich.canaanmap"));
    QString error;
    QVERIFY2(saveMapFile(richMap(), path, &error), qPrintable(error));
    const MapLoadResult loaded = loadMapFile(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    QVERIFY(*loaded.map == richMap());
    QVERIFY(loaded.warnings.empty());
    // Overwriting goes through QSaveFile too.
    settlers::MapModel changed = richMap();
    changed.title.en = "Changed";
    QVERIFY(saveMapFile(changed, path, &error));
    QCOMPARE(loadMapFile(path).map->title.en, std::string("Changed"));
}

void TestMapFile::saveFailureIsReported()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no-such-folder/map.canaanmap"));
    QString error;
    QVERIFY(!saveMapFile(richMap(), path, &error));
    QVERIFY2(error.startsWith(QStringLiteral("The map cannot be saved to ") + path), qPrintable(error));
    QVERIFY(!QFile::exists(path));
}

void TestMapFile::builtInMapsAreWrittenAsTheSaverWrites_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("canaan") << QStringLiteral("canaan.canaanmap");
    QTest::newRow("classic") << QStringLiteral("classic.canaanmap");
}

void TestMapFile::builtInMapsAreWrittenAsTheSaverWrites()
{
    QFETCH(QString, file);
    const QByteArray bytes = readAll(mapsDir() + u'/' + file);
    const MapLoadResult loaded = parseMap(bytes, file);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    QCOMPARE(QString::fromUtf8(serializeMap(*loaded.map)), QString::fromUtf8(bytes));
}

void TestMapFile::documentedExampleLoads()
{
    const MapLoadResult loaded = parseMap(documentedExample(), QStringLiteral("docs/map-format.md"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    QVERIFY(loaded.warnings.empty());
    QVERIFY(validateMap(*loaded.map).empty());
    const settlers::MapModel &m = *loaded.map;
    QCOMPARE(m.title.ko, std::string("작은 유다"));
    QCOMPARE(m.options.setupOrder, (std::vector<int>{0, 1, 1, 0}));
    QCOMPARE(m.options.jerusalemTie, settlers::JerusalemTie::Shared);
    QCOMPARE(m.jerusalemSites.size(), std::size_t(3));
    QCOMPARE(m.closedToSetup.size(), std::size_t(1));
    QVERIFY(m.hexAt({0, -1})->shuffleTerrain && m.hexAt({0, -1})->shuffleNumber);
    QCOMPARE(m.harbors.at(1).resource, std::optional<settlers::Resource>(settlers::Resource::Ore));
}

void TestMapFile::missingFieldsTakeRulesetDefaults_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("ruleset");
    QTest::addColumn<int>("minPlayers");
    QTest::newRow("canaan by default") << QByteArray(R"({"format":"canaan-map","version":1})") << int(settlers::Ruleset::Canaan) << 2;
    QTest::newRow("canaan named") << QByteArray(R"({"format":"canaan-map","version":1,"ruleset":"canaan"})")
                                  << int(settlers::Ruleset::Canaan) << 2;
    QTest::newRow("classic") << QByteArray(R"({"format":"canaan-map","version":1,"ruleset":"classic"})")
                             << int(settlers::Ruleset::Classic) << 3;
}

void TestMapFile::missingFieldsTakeRulesetDefaults()
{
    QFETCH(QByteArray, json);
    QFETCH(int, ruleset);
    QFETCH(int, minPlayers);
    const MapLoadResult loaded = parseMap(json, QStringLiteral("defaults"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    QCOMPARE(int(loaded.map->ruleset), ruleset);
    QVERIFY(loaded.map->options == settlers::GameOptions::defaultsFor(static_cast<settlers::Ruleset>(ruleset)));
    QCOMPARE(loaded.map->minPlayers, minPlayers);
    QCOMPARE(loaded.map->maxPlayers, 4);
    QVERIFY(loaded.map->hexes.empty());
    QVERIFY(loaded.map->jerusalemSites.empty());
}

void TestMapFile::deckKeepsDefaultsForCardsLeftOut()
{
    const MapLoadResult loaded = parseMap(
        R"({"format":"canaan-map","version":1,"ruleset":"classic","deck":{"priest":3},"options":{"vpToWin":7}})",
        QStringLiteral("deck"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    settlers::GameOptions expected = settlers::GameOptions::defaultsFor(settlers::Ruleset::Classic);
    expected.deck[static_cast<int>(settlers::DevCard::Priest)] = 3;
    expected.vpToWin = 7;
    QVERIFY(loaded.map->options == expected);
}

void TestMapFile::unknownKeysAreWarnings()
{
    const MapLoadResult loaded = parseMap(
        R"({"format":"canaan-map","version":1,"author":"me","title":{"en":"x","fr":"y"},
            "hexes":[{"q":0,"r":0,"terrain":"forest","number":5,"robber":true}]})",
        QStringLiteral("extra"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    QStringList places;
    for (const MapWarning &w : loaded.warnings) {
        places << w.place;
        QCOMPARE(w.message, QStringLiteral("This key is unknown and is ignored."));
    }
    QCOMPARE(places, (QStringList{QStringLiteral("author"), QStringLiteral("title.fr"), QStringLiteral("hexes[0].robber")}));
}

void TestMapFile::byteOrderMarkIsAccepted()
{
    const MapLoadResult loaded = parseMap("\xEF\xBB\xBF{\"format\":\"canaan-map\",\"version\":1}", QStringLiteral("bom"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
}

void TestMapFile::idsAreCanonicalised()
{
    // "0,-1,SE" is the same intersection as "0,0,N" (the S corner of (0,-1) is another one).
    const MapLoadResult loaded = parseMap(
        R"({"format":"canaan-map","version":1,"hexes":[{"q":0,"r":0,"terrain":"jerusalem"}],
            "jerusalemSites":["0,-1,SE","0,0,S"]})",
        QStringLiteral("ids"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    QCOMPARE(loaded.map->jerusalemSites.at(0), (settlers::VertexCoord{{0, 0}, settlers::VertexCoord::Kind::N}));
    QVERIFY(serializeMap(*loaded.map).contains(R"("jerusalemSites": ["0,0,N","0,0,S"])"));
}

void TestMapFile::damagedFilesNeverCrash()
{
    const QByteArray good = readAll(mapsDir() + QStringLiteral("/canaan.canaanmap"));
    QVERIFY(!good.isEmpty());
    // Every truncation, and random byte changes: the reader answers, with a message when it refuses.
    for (qsizetype n = 0; n < good.size(); n += 7) {
        const MapLoadResult r = parseMap(good.left(n), QStringLiteral("cut"));
        QVERIFY(r.ok() || !r.error.message.isEmpty());
    }
    QRandomGenerator random(20261121);
    const QByteArray alphabet = "{}[],:\"0123456789-.eE truefalsnulx\\\n";
    for (int round = 0; round < 3000; ++round) {
        QByteArray damaged = good;
        for (int k = random.bounded(1, 4); k > 0; --k)
            damaged[random.bounded(damaged.size())] = alphabet[random.bounded(alphabet.size())];
        const MapLoadResult r = parseMap(damaged, QStringLiteral("damaged"));
        QVERIFY(r.ok() || !r.error.message.isEmpty());
        if (r.ok())
            validateMap(*r.map); // must not crash either
    }
}

QTEST_GUILESS_MAIN(TestMapFile)
#include "test_map_file.moc"
