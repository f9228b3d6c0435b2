// Every input limit of the map and save loaders (docs/reliability.md, "Limits"): a file just under
// the limit is accepted, or stopped by a later check that has nothing to do with the limit; a file
// just over it is refused with a message that says what, where and the limit. Each row is written
// to a file and opened the way the program opens it (loadMapFile / loadSaveFile).
#include "engine/conquest/saves/conquest_save.h"
#include "engine/io/json_document.h"
#include "engine/io/map_file.h"
#include "engine/io/save_file.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace canaan;

namespace {

const QByteArray kSevenHexes = R"("hexes": [
    {"q": 0, "r": 0, "terrain": "hills", "number": 6}, {"q": 1, "r": -1, "terrain": "forest", "number": 8},
    {"q": 1, "r": 0, "terrain": "pasture", "number": 5}, {"q": 0, "r": 1, "terrain": "fields", "number": 9},
    {"q": -1, "r": 1, "terrain": "mountains", "number": 10}, {"q": -1, "r": 0, "terrain": "forest", "number": 4},
    {"q": 0, "r": -1, "terrain": "pasture", "number": 3}])";

// A small loadable map with extra top-level members.
QByteArray map(const QByteArray &members)
{
    return "{\"format\": \"canaan-map\", \"version\": 1, " + members + (members.isEmpty() ? "" : ", ") + kSevenHexes
           + "}\n";
}

QByteArray letters(qsizetype n) { return QByteArray(n, 'a'); }

// n distinct sea hexes: a loadable map, if not a playable one.
QByteArray seaMap(int n)
{
    QByteArray hexes;
    for (int i = 0; i < n; ++i) {
        hexes += i ? ",{\"q\":" : "{\"q\":";
        hexes += QByteArray::number(i % 100 - 50) + ",\"r\":" + QByteArray::number(i / 100 - 50) + ",\"terrain\":\"sea\"}";
    }
    return "{\"format\": \"canaan-map\", \"version\": 1, \"hexes\": [" + hexes + "]}\n";
}

// An ignored member nested `depth` levels deep, counting the file's own object as the first.
QByteArray nested(int depth)
{
    return map("\"deep\": " + QByteArray(depth - 1, '[') + QByteArray(depth - 1, ']'));
}

// A loadable map padded with spaces to exactly `size` bytes.
QByteArray paddedMap(qint64 size)
{
    QByteArray text = map({});
    return text + QByteArray(size - text.size(), ' ');
}

QByteArray validSave()
{
    QFile file(QStringLiteral(CANAAN_SOURCE_DIR "/tests/engine/saves/data/valid/seven_hexes.canaansave"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("the valid example save is missing");
    return file.readAll();
}

// The valid save with `from` replaced by `to` (once).
QByteArray saveWith(const QByteArray &from, const QByteArray &to)
{
    QByteArray text = validSave();
    const qsizetype at = text.indexOf(from);
    if (at < 0)
        qFatal("%s is not in the example save", from.constData());
    return text.replace(at, from.size(), to);
}

// The valid save with a log of n entries that are not actions: the count is checked before them.
QByteArray saveWithLog(int n)
{
    QByteArray text = validSave();
    QByteArray log;
    log.reserve(2 * n + 2);
    log += '[';
    for (int i = 0; i < n; ++i)
        log += i ? ",0" : "0";
    log += ']';
    const qsizetype at = text.indexOf("\"log\": [");
    return text.left(at) + "\"log\": " + log + "\n}\n";
}

// The valid save with an ignored member that brings the file to `count` lists and objects, most of
// them empty lists (cheap to parse, so the row under the limit stays quick).
QByteArray saveWithContainers(qint64 count)
{
    QByteArray text = validSave();
    const qint64 already = text.count('{') + text.count('[');
    QByteArray lists = "[" + QByteArray("[],").repeated(count - already - 2) + "[]]";
    return text.replace("\"seats\": [", "\"x\": " + lists + ",\n    \"seats\": [");
}

QByteArray paddedSave(qint64 size)
{
    QByteArray text = validSave();
    return text + QByteArray(size - text.size(), ' ');
}

} // namespace

class TestInputLimits : public QObject {
    Q_OBJECT
private slots:
    void limit_data();
    void limit();
    void unknownKeyWarningsAreCapped();
    void saveSetupOrderHasTheMapsLimit();
    void conquestSavesHaveTheSameJsonLimit();
};

void TestInputLimits::limit_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected"); // the whole error line, or empty when the file loads

    const QString m = QStringLiteral("limits.canaanmap");
    const QString s = QStringLiteral("limits.canaansave");
    const auto mib = [](qint64 n) { return n * 1024 * 1024; };

    // File size.
    QTest::addRow("map file: %lld bytes", kMaxMapFileBytes) << m << paddedMap(kMaxMapFileBytes) << QString();
    QTest::addRow("map file: one byte more") << m << paddedMap(kMaxMapFileBytes + 1)
                                             << m + ": error: The file is larger than 8 MiB, more than any map needs.";
    QVERIFY(kMaxMapFileBytes == mib(8));
    QTest::addRow("save file: %lld bytes", kMaxSaveFileBytes) << s << paddedSave(kMaxSaveFileBytes) << QString();
    QTest::addRow("save file: one byte more")
        << s << paddedSave(kMaxSaveFileBytes + 1)
        << s + ": error: The file is larger than 64 MiB, more than any saved game needs.";
    QVERIFY(kMaxSaveFileBytes == mib(64));

    // Hex count.
    QTest::addRow("hexes: %d", kMaxMapHexes) << m << seaMap(kMaxMapHexes) << QString();
    QTest::addRow("hexes: one more") << m << seaMap(kMaxMapHexes + 1)
                                     << m + ":hexes: error: This list has 10001 entries, more than the 10000 allowed.";

    // Log length: the entries are checked after the count, so the row under the limit fails at log[0].
    QTest::addRow("log: %d entries", kMaxSavedActions)
        << s << saveWithLog(kMaxSavedActions) << s + ":log[0]: error: This value must be a JSON object.";
    QTest::addRow("log: one more")
        << s << saveWithLog(kMaxSavedActions + 1)
        << s + ":log: error: This list has 1000001 entries, more than the 1000000 allowed.";

    // String lengths, in characters.
    QTest::addRow("map title: 200") << m << map("\"title\": {\"en\": \"" + letters(200) + "\"}") << QString();
    QTest::addRow("map title: 201") << m << map("\"title\": {\"ko\": \"" + letters(201) + "\"}")
                                    << m + ":title.ko: error: This text has 201 characters, more than the 200 allowed.";
    QTest::addRow("map description: 4000") << m << map("\"description\": {\"en\": \"" + letters(4000) + "\"}")
                                           << QString();
    QTest::addRow("map description: 4001")
        << m << map("\"description\": {\"en\": \"" + letters(4001) + "\"}")
        << m + ":description.en: error: This text has 4001 characters, more than the 4000 allowed.";
    QTest::addRow("map id: 64") << m << map("\"ruleset\": \"" + letters(64) + "\"")
                                << m + ":ruleset: error: Unknown ruleset \"" + letters(64)
                                       + "\": use \"canaan\" or \"classic\".";
    QTest::addRow("map id: 65") << m << map("\"ruleset\": \"" + letters(65) + "\"")
                                << m + ":ruleset: error: This text has 65 characters, more than the 64 allowed.";
    QTest::addRow("seat name: 64") << s << saveWith("\"Reuben\"", '"' + letters(64) + '"') << QString();
    QTest::addRow("seat name: 65") << s << saveWith("\"Reuben\"", '"' + letters(65) + '"')
                                   << s + ":seats[0].name: error: This text has 65 characters, more than the 64 allowed.";
    QTest::addRow("seat kind: 32") << s << saveWith("\"human\"", '"' + letters(32) + '"') << QString();
    QTest::addRow("seat kind: 33") << s << saveWith("\"human\"", '"' + letters(33) + '"')
                                   << s + ":seats[0].kind: error: This text has 33 characters, more than the 32 allowed.";
    QTest::addRow("seat colour: 32") << s << saveWith("\"red\"", '"' + letters(32) + '"') << QString();
    QTest::addRow("seat colour: 33")
        << s << saveWith("\"red\"", '"' + letters(33) + '"')
        << s + ":seats[0].colour: error: This text has 33 characters, more than the 32 allowed.";

    // Lists and objects in one file: a bound on the parsed document's memory.
    QTest::addRow("save: %lld lists and objects", io::kMaxJsonContainers)
        << s << saveWithContainers(io::kMaxJsonContainers) << QString();
    QTest::addRow("save: one list more")
        << s << saveWithContainers(io::kMaxJsonContainers + 1)
        << s + ": error: The file holds more than 4000000 lists and objects, more than any saved game needs.";

    // Other lists.
    QTest::addRow("setup order: 64") << m << map("\"options\": {\"setupOrder\": [" + QByteArray("0,").repeated(63) + "0]}")
                                     << QString();
    QTest::addRow("setup order: 65")
        << m << map("\"options\": {\"setupOrder\": [" + QByteArray("0,").repeated(64) + "0]}")
        << m + ":options.setupOrder: error: This list has 65 entries, more than the 64 allowed.";

    // JSON nesting depth: Qt's parser stops at 1024 levels.
    // One truth for maps and saves (kMaxStonesToComplete): a map with 201-999 once saved into a game
    // that would not load.
    QTest::addRow("map stones to complete: 200") << m << map("\"options\": {\"stonesToComplete\": 200}") << QString();
    QTest::addRow("map stones to complete: 201") << m << map("\"options\": {\"stonesToComplete\": 201}")
        << m + ":options.stonesToComplete: error: This number must be from 0 to 200.";
    QTest::addRow("save stones to complete: 200")
        << s << saveWith("\"seats\": [", "\"options\": {\"stonesToComplete\": 200},\n    \"seats\": [") << QString();
    QTest::addRow("save stones to complete: 201")
        << s << saveWith("\"seats\": [", "\"options\": {\"stonesToComplete\": 201},\n    \"seats\": [")
        << s + ":options.stonesToComplete: error: This number must be from 0 to 200.";
    QTest::addRow("nesting: 1024 levels") << m << nested(1024) << QString();
    QTest::addRow("nesting: 1025 levels") << m << nested(1025)
                                          << m + ":1:1071: error: The file is not valid JSON: lists and objects are nested too deeply.";
}

void TestInputLimits::limit()
{
    QFETCH(QString, fileName);
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile file(dir.filePath(fileName));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(content), content.size());
    file.close();
    const QString previous = QDir::currentPath();
    QDir::setCurrent(dir.path()); // errors name the file as the rows do
    QString error;
    if (fileName.endsWith(QLatin1String(".canaanmap"))) {
        const MapLoadResult loaded = loadMapFile(fileName);
        error = loaded.ok() ? QString() : loaded.error.toString();
    } else {
        const SaveLoadResult loaded = loadSaveFile(fileName);
        error = loaded.ok() ? QString() : loaded.error.toString();
    }
    QDir::setCurrent(previous);
    QCOMPARE(error, expected);
}

// A save's setup order takes as many entries as a map's (the save format once said 16); read
// only, since a changed order no longer fits the example's log.
void TestInputLimits::saveSetupOrderHasTheMapsLimit()
{
    auto withOrder = [](int entries) {
        QByteArray order = "0";
        for (int i = 1; i < entries; ++i)
            order += ",1";
        return saveWith("\"seats\": [", "\"options\": {\"setupOrder\": [" + order + "]},\n    \"seats\": [");
    };
    const SaveReadResult atLimit = parseSave(withOrder(settlers::kMaxSetupPlacements), QStringLiteral("s.canaansave"));
    QVERIFY2(atLimit.ok(), qPrintable(atLimit.error.toString()));
    QCOMPARE(int(atLimit.game->options.setupOrder.size()), 64);
    const SaveReadResult over = parseSave(withOrder(settlers::kMaxSetupPlacements + 1), QStringLiteral("s.canaansave"));
    QVERIFY(!over.ok());
    QCOMPARE(over.error.toString(),
        QStringLiteral("s.canaansave:options.setupOrder: error: This list has 65 entries, more than the 64 allowed."));
    // Positions in play order: 2 names a third player, of whom this game has none. The engine skips
    // it when it plays, so a save of a two-seat game on a four-seat map's order loads (issue 33).
    const SaveReadResult skipped = parseSave(
        saveWith("\"seats\": [", "\"options\": {\"setupOrder\": [0,1,2]},\n    \"seats\": ["), QStringLiteral("s.canaansave"));
    QVERIFY2(skipped.ok(), qPrintable(skipped.error.toString()));
    const SaveReadResult beyond = parseSave(
        saveWith("\"seats\": [", "\"options\": {\"setupOrder\": [0,1,6]},\n    \"seats\": ["), QStringLiteral("s.canaansave"));
    QVERIFY(!beyond.ok());
    QCOMPARE(beyond.error.toString(), QStringLiteral("s.canaansave:options.setupOrder[2]: error: This number must be from 0 to 3."));
}

// A file full of keys this version does not know is read, with a bounded number of warnings.
void TestInputLimits::unknownKeyWarningsAreCapped()
{
    QByteArray members;
    for (int i = 0; i < 500; ++i)
        members += (i ? ", \"extra" : "\"extra") + QByteArray::number(i) + "\": 1";
    const MapLoadResult loaded = parseMap(map(members), QStringLiteral("keys"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    QCOMPARE(loaded.warnings.size(), std::size_t{100});
    QCOMPARE(loaded.warnings.front().message, QStringLiteral("This key is unknown and is ignored."));
}

// The Conquest loader parsed with Qt directly: a 20 MB file of lists took 0.9 GB in `replay` and in
// the app. It now has the board game's limits: the file size, and the lists and objects counted
// before parsing.
void TestInputLimits::conquestSavesHaveTheSameJsonLimit()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.canaansave"));
    QByteArray text = "{\"format\": \"canaan-save\", \"version\": 1, \"game\": \"conquest\", \"x\": [";
    const qint64 lists = io::kMaxJsonContainers + 1;
    text.reserve(text.size() + 5 * lists + 4);
    for (qint64 i = 0; i < lists; ++i)
        text += i ? ", [ ]" : "[ ]";
    text += "]}\n";
    QVERIFY(text.size() > 20'000'000); // the size of the file that took 0.9 GB
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(text), text.size());
    file.close();
    const conquest::saves::LoadedConquest big = conquest::saves::loadFile(path);
    QVERIFY(!big.ok());
    QCOMPARE(big.error, path + QStringLiteral(": error: The file holds more than 4000000 lists and objects, more than any saved game needs."));
    QVERIFY(file.resize(kMaxSaveFileBytes + 1));
    QCOMPARE(conquest::saves::loadFile(path).error, path + QStringLiteral(": error: The file is larger than 64 MiB, more than any saved game needs."));
}

QTEST_GUILESS_MAIN(TestInputLimits)
#include "test_input_limits.moc"
