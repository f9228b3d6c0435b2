// canaan-cli as users run it: the real binary in a QProcess, checked by exit code and output.
#include "tests/common/cli_run.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

using canaan::testing::CliRun;
using canaan::testing::runCanaanCli;

namespace {

// canaan-cli run in `workingDir`: the source tree by default, so paths read as in the README.
CliRun runCli(const QStringList &arguments, const QString &workingDir = QStringLiteral(CANAAN_SOURCE_DIR))
{
    return runCanaanCli(arguments, {.workingDir = workingDir});
}

QString malformedDir() { return QStringLiteral(CANAAN_SOURCE_DIR "/tests/engine/io/data/malformed"); }

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QJsonObject infoJson(const QString &map)
{
    const CliRun run = runCli({QStringLiteral("info"), QStringLiteral("--json"), map});
    if (run.exitCode != 0)
        return {};
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

} // namespace

class TestCanaanCli : public QObject {
    Q_OBJECT
private slots:
    void exitCodes_data();
    void exitCodes();
    void versionNamesTheProject();
    void outputThatCannotBeWrittenFails();
    void validateBuiltInMaps();
    void validateMalformed_data();
    void validateMalformed();
    void validateWarningsOnly();
    void validateWarnsOfCanaanTerrainUnderClassic();
    void validateKeepsGoingAfterABadFile();
    void infoJsonCanaan();
    void infoJsonClassic();
    void infoText();
    void builtInMapNames_data();
    void builtInMapNames();
    void replayDesertAndSeaStartingSettlement();
};

void TestCanaanCli::exitCodes_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("stdoutHas");
    QTest::addColumn<QString>("stderrHas");
    const QString usage = QStringLiteral("Usage: canaan-cli");
    QTest::newRow("no arguments") << QStringList{} << 2 << QString() << usage;
    QTest::newRow("--help") << QStringList{"--help"} << 0 << QStringLiteral("validate") << QString();
    QTest::newRow("-h") << QStringList{"-h"} << 0 << QStringLiteral("info") << QString();
    QTest::newRow("help") << QStringList{"help"} << 0 << QStringLiteral("Commands:") << QString();
    QTest::newRow("help validate") << QStringList{"help", "validate"} << 0 << QStringLiteral("Usage: canaan-cli validate") << QString();
    QTest::newRow("help unknown") << QStringList{"help", "fly"} << 2 << QString() << QStringLiteral("Unknown command \"fly\"");
    QTest::newRow("unknown command") << QStringList{"fly"} << 2 << QString() << usage;
    QTest::newRow("unknown option") << QStringList{"--fly"} << 2 << QString() << QStringLiteral("Unknown option \"--fly\"");
    QTest::newRow("validate --help") << QStringList{"validate", "--help"} << 0 << QStringLiteral("MAP...") << QString();
    QTest::newRow("validate without files") << QStringList{"validate"} << 2 << QString() << QStringLiteral("No file given.");
    QTest::newRow("validate unknown option") << QStringList{"validate", "--fly", "resources/maps/canaan.canaanmap"} << 2
                                             << QString() << QStringLiteral("Usage: canaan-cli validate");
    QTest::newRow("validate missing file") << QStringList{"validate", "no-such.canaanmap"} << 1
                                           << QStringLiteral("no-such.canaanmap: error: The file does not exist.") << QString();
    QTest::newRow("info --help") << QStringList{"info", "--help"} << 0 << QStringLiteral("--json") << QString();
    QTest::newRow("info without file") << QStringList{"info"} << 2 << QString() << QStringLiteral("Give exactly one map file.");
    QTest::newRow("info two files") << QStringList{"info", "resources/maps/canaan.canaanmap", "resources/maps/classic.canaanmap"}
                                    << 2 << QString() << QStringLiteral("Usage: canaan-cli info");
    QTest::newRow("info unknown option") << QStringList{"info", "--xml", "resources/maps/canaan.canaanmap"} << 2 << QString()
                                         << QStringLiteral("Unknown option 'xml'");
    QTest::newRow("info missing file") << QStringList{"info", "no-such.canaanmap"} << 1 << QString()
                                       << QStringLiteral("no-such.canaanmap: error: The file does not exist.");
    QTest::newRow("info malformed file") << QStringList{"info", "tests/engine/io/data/malformed/number_seven.canaanmap"} << 1
                                         << QString() << QStringLiteral("hexes[4].number: error:");
    QTest::newRow("bench --seconds nan") << QStringList{"bench", "--seconds", "nan"} << 2 << QString()
                                         << QStringLiteral("not a number above 0");
    QTest::newRow("offer-rates two games") << QStringList{"offer-rates", "--games", "2"} << 0
                                           << QStringLiteral("2:1 offers: ") << QString();
    QTest::newRow("offer-rates unknown level") << QStringList{"offer-rates", "--level", "nobody"} << 2 << QString()
                                               << QStringLiteral("Unknown computer player \"nobody\"");
    QTest::newRow("offer-rates no games") << QStringList{"offer-rates", "--games", "0"} << 2 << QString()
                                          << QStringLiteral("from 1 to 100000");
    QTest::newRow("offer-rates level not seated") << QStringList{"offer-rates", "--bots", "easy,easy,easy,easy"} << 2
                                                  << QString() << QStringLiteral("None of the computer players given is normal.");
    QTest::newRow("offer-rates missing map") << QStringList{"offer-rates", "--map", "no-such.canaanmap"} << 1
                                             << QString() << QStringLiteral("The file does not exist.");
    QTest::newRow("generate --attempts too many")
        << QStringList{"generate", "--map", "canaan", "--seed", "1", "--out", "x.canaanmap", "--attempts", "2147483647"}
        << 2 << QString() << QStringLiteral("from 1 to 1000000");
    // 1.6 GB was allocated, then 24,000 "QPainter not active" lines and "Unknown error".
    QTest::newRow("render too large") << QStringList{"render", "canaan", "--out", "/tmp/never.png", "--size", "20000x20000"}
                                      << 1 << QString()
                                      << QStringLiteral("needs 1525 MiB of memory, more than the 256 MiB allowed");
}

void TestCanaanCli::exitCodes()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, stdoutHas);
    QFETCH(QString, stderrHas);
    const CliRun run = runCli(arguments);
    QCOMPARE(run.exitCode, exitCode);
    if (!stdoutHas.isEmpty())
        QVERIFY2(run.out.contains(stdoutHas), qPrintable(run.out));
    if (!stderrHas.isEmpty())
        QVERIFY2(run.err.contains(stderrHas), qPrintable(run.err));
    if (exitCode == 2)
        QVERIFY(run.out.isEmpty()); // usage problems go to stderr only
}

// `info > /dev/full` exited 0: a result that cannot be written is a failure.
void TestCanaanCli::outputThatCannotBeWrittenFails()
{
    QProcess process;
    process.setWorkingDirectory(QStringLiteral(CANAAN_SOURCE_DIR));
    process.setStandardOutputFile(QStringLiteral("/dev/full"));
    process.start(QStringLiteral(CANAAN_CLI), {QStringLiteral("info"), QStringLiteral("resources/maps/canaan.canaanmap")});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 1);
    QVERIFY2(process.readAllStandardError().contains("The output could not be written"), "the error says so");
}

void TestCanaanCli::versionNamesTheProject()
{
    const CliRun run = runCli({QStringLiteral("--version")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QStringLiteral("canaan-cli " CANAAN_VERSION "\n"));
}

void TestCanaanCli::validateBuiltInMaps()
{
    const QStringList maps = QDir(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps"))
                                 .entryList({QStringLiteral("*.canaanmap")}, QDir::Files, QDir::Name);
    QVERIFY(maps.contains(QStringLiteral("canaan.canaanmap")) && maps.contains(QStringLiteral("classic.canaanmap")));
    QStringList arguments{QStringLiteral("validate")};
    for (const QString &m : maps)
        arguments << QStringLiteral("resources/maps/") + m;
    const CliRun run = runCli(arguments);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QString());
    QCOMPARE(run.err, QString());
}

void TestCanaanCli::validateMalformed_data()
{
    QTest::addColumn<QString>("name");
    const QStringList files = QDir(malformedDir()).entryList({QStringLiteral("*.canaanmap")}, QDir::Files, QDir::Name);
    QVERIFY(!files.isEmpty());
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << file;
}

void TestCanaanCli::validateMalformed()
{
    QFETCH(QString, name);
    const CliRun run = runCli({QStringLiteral("validate"), name}, malformedDir());
    QCOMPARE(run.exitCode, 1);
    QString expected = readText(malformedDir() + u'/' + QString(name).replace(QStringLiteral(".canaanmap"), QStringLiteral(".expected")));
    QCOMPARE(run.out, expected);
}

void TestCanaanCli::validateWarningsOnly()
{
    const QString dir = QStringLiteral(CANAAN_TEST_DATA_DIR);
    const CliRun run = runCli({QStringLiteral("validate"), QStringLiteral("warnings.canaanmap")}, dir);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, readText(dir + QStringLiteral("/warnings.expected")));
}

// Issue 36: copper and Jerusalem under the classic ruleset, and a map without a harbor.
void TestCanaanCli::validateWarnsOfCanaanTerrainUnderClassic()
{
    const QString dir = QStringLiteral(CANAAN_TEST_DATA_DIR);
    const CliRun run = runCli({QStringLiteral("validate"), QStringLiteral("classic_canaan_terrain.canaanmap")}, dir);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, readText(dir + QStringLiteral("/classic_canaan_terrain.expected")));
}

void TestCanaanCli::validateKeepsGoingAfterABadFile()
{
    const CliRun run = runCli({QStringLiteral("validate"), QStringLiteral("no-such.canaanmap"),
                            QStringLiteral("resources/maps/canaan.canaanmap"),
                            QStringLiteral("tests/engine/io/data/malformed/number_seven.canaanmap")});
    QCOMPARE(run.exitCode, 1);
    const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY(lines[0].startsWith(QStringLiteral("no-such.canaanmap: error: ")));
    QVERIFY(lines[1].startsWith(QStringLiteral("tests/engine/io/data/malformed/number_seven.canaanmap:hexes[4].number: error: ")));
}

void TestCanaanCli::infoJsonCanaan()
{
    const QJsonObject info = infoJson(QStringLiteral("resources/maps/canaan.canaanmap"));
    QVERIFY(!info.isEmpty());
    QCOMPARE(info.value(QStringLiteral("jerusalemSites")).toInt(), 11);
    QCOMPARE(info.value(QStringLiteral("jerusalemSitesDerived")).toBool(), true);
    QCOMPARE(info.value(QStringLiteral("numberedHexes")).toInt(), 19);
    const QJsonObject terrains = info.value(QStringLiteral("terrains")).toObject();
    QCOMPARE(terrains.value(QStringLiteral("copper")).toInt(), 1);
    QCOMPARE(terrains.value(QStringLiteral("desert")).toInt(), 0);
    QCOMPARE(terrains.value(QStringLiteral("forest")).toInt(), 4);
    QCOMPARE(info.value(QStringLiteral("harbors")).toInt(), 9);
    QCOMPARE(info.value(QStringLiteral("harborKinds")).toObject().value(QStringLiteral("3:1")).toInt(), 4);
    QCOMPARE(info.value(QStringLiteral("ruleset")).toString(), QStringLiteral("canaan"));
    QCOMPARE(info.value(QStringLiteral("title")).toObject().value(QStringLiteral("ko")).toString(), QStringLiteral("가나안"));
}

void TestCanaanCli::infoJsonClassic()
{
    const QJsonObject info = infoJson(QStringLiteral("resources/maps/classic.canaanmap"));
    QCOMPARE(info.value(QStringLiteral("intersections")).toInt(), 54);
    QCOMPARE(info.value(QStringLiteral("paths")).toInt(), 72);
    QCOMPARE(info.value(QStringLiteral("landHexes")).toInt(), 19);
    QCOMPARE(info.value(QStringLiteral("numberedHexes")).toInt(), 18);
    QCOMPARE(info.value(QStringLiteral("jerusalemSites")).toInt(), 0);
    QCOMPARE(info.value(QStringLiteral("numbers")).toObject().value(QStringLiteral("6")).toInt(), 2);
}

void TestCanaanCli::infoText()
{
    const CliRun run = runCli({QStringLiteral("info"), QStringLiteral("resources/maps/canaan.canaanmap")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("Jerusalem sites: 11 (derived)\n")), qPrintable(run.out));
    QVERIFY(run.out.contains(QStringLiteral("Numbered hexes: 19\n")));
    QVERIFY(run.out.contains(QStringLiteral("Title: Canaan / 가나안\n")));
}

void TestCanaanCli::builtInMapNames_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("stdoutHas");
    QTest::newRow("info canaan") << QStringList{"info", "canaan"} << QStringLiteral("Jerusalem sites: 11 (derived)\n");
    QTest::newRow("info --json classic") << QStringList{"info", "--json", "classic"} << QStringLiteral("\"landHexes\": 19");
    QTest::newRow("validate canaan classic") << QStringList{"validate", "canaan", "classic"} << QString();
    QTest::newRow("render canaan") << QStringList{"render", "canaan", "--out", "%1/canaan.png", "--size", "200x200"}
                                   << QString();
    QTest::newRow("generate --map classic")
        << QStringList{"generate", "--map", "classic", "--seed", "3", "--out", "%1/random.canaanmap"} << QString();
}

void TestCanaanCli::builtInMapNames()
{
    // Run where no file is called canaan or classic: the names must come from the binary itself.
    QFETCH(QStringList, arguments);
    QFETCH(QString, stdoutHas);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (QString &argument : arguments) // %1: the temporary folder
        argument.replace(QStringLiteral("%1"), dir.path());
    const CliRun run = runCli(arguments, dir.path());
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(stdoutHas), qPrintable(run.out));
    const int out = arguments.indexOf(QStringLiteral("--out"));
    if (out >= 0)
        QVERIFY(QFileInfo(arguments.at(out + 1)).size() > 0);
}

void TestCanaanCli::replayDesertAndSeaStartingSettlement()
{
    // Issue 26: a classic game whose last starting settlement touches only the desert and the sea
    // (almanac, Founding Phase) replays; in the canaan ruleset R03 refuses that settlement.
    const QString file = QStringLiteral("tests/tools/data/classic_desert_coast.canaansave");
    const CliRun classic = runCli({QStringLiteral("replay"), file});
    QVERIFY2(classic.exitCode == 0, qPrintable(classic.err));
    QJsonObject save = QJsonDocument::fromJson(readText(QStringLiteral(CANAAN_SOURCE_DIR "/") + file).toUtf8()).object();
    QCOMPARE(save.value(QStringLiteral("ruleset")).toString(), QStringLiteral("classic"));
    save.insert(QStringLiteral("ruleset"), QStringLiteral("canaan"));
    save.remove(QStringLiteral("digest"));
    QTemporaryDir dir;
    QFile canaanFile(dir.filePath(QStringLiteral("canaan.canaansave")));
    QVERIFY(canaanFile.open(QIODevice::WriteOnly));
    QVERIFY(canaanFile.write(QJsonDocument(save).toJson()) > 0);
    canaanFile.close();
    const CliRun canaan = runCli({QStringLiteral("replay"), canaanFile.fileName()});
    QCOMPARE(canaan.exitCode, 1);
    QVERIFY2(canaan.err.contains(QStringLiteral("log[18]: error:"))
                 && canaan.err.contains(QStringLiteral("A starting settlement must touch a numbered resource hex.")),
             qPrintable(canaan.err));
}

QTEST_GUILESS_MAIN(TestCanaanCli)
#include "test_canaan_cli.moc"
