// canaan-cli --game conquest as a real process (issue 20, "Done when"): play a whole game with
// --nations and --save, replay prints the same summary; simulate and bench answer.
#include "tests/common/cli_run.h"
#include "tools/canaan-cli/percent_text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using canaan::testing::CliRun;
using canaan::testing::runCanaanCli;

class TestCliConquest : public QObject {
    Q_OBJECT
private slots:
    void playThenReplaySameSummary();
    void badNationsAndDamagedSave();
    void citiesAndTurnsOptions();
    void playHelpOffersConquestsPlayers();
    void percentNeverNegativeZero();
    void simulateAndBench();
    void turnLimitIsRefused_data();
    void turnLimitIsRefused();
    void unknownGameListsTheRegisteredOnes_data();
    void unknownGameListsTheRegisteredOnes();
};

void TestCliConquest::playThenReplaySameSummary()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("g.canaansave"));
    const CliRun play = runCanaanCli({QStringLiteral("play"), QStringLiteral("--game"), QStringLiteral("conquest"), QStringLiteral("--nations"),
                          QStringLiteral("hittites,hebrews,egyptians,assyrians"), QStringLiteral("--bots"),
                          QStringLiteral("hard,normal,normal,random"), QStringLiteral("--seed"), QStringLiteral("7"),
                          QStringLiteral("--save"), file});
    QCOMPARE(play.exitCode, 0);
    QVERIFY(play.out.contains(QStringLiteral("Winner: ")));
    QVERIFY(play.out.contains(QStringLiteral("20 turns played")));
    const CliRun replay = runCanaanCli({QStringLiteral("replay"), file});
    QCOMPARE(replay.exitCode, 0);
    QCOMPARE(replay.out, play.out);
}

void TestCliConquest::badNationsAndDamagedSave()
{
    const CliRun bad = runCanaanCli({QStringLiteral("play"), QStringLiteral("--game"), QStringLiteral("conquest"), QStringLiteral("--nations"),
                         QStringLiteral("hittites,romans")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(QStringLiteral("Unknown nation \"romans\"")));
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("d.canaansave"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": \"canaan-save\", \"version\": 1, \"game\": \"conquest\", \"seats\": "
            "[{\"nation\": \"hittites\"}, {\"nation\": \"hebrews\"}], \"log\": [{\"p\": 0, \"do\": \"pass\"}]}");
    f.close();
    const CliRun replay = runCanaanCli({QStringLiteral("replay"), file});
    QCOMPARE(replay.exitCode, 1);
    QCOMPARE(replay.err.trimmed(), file + QStringLiteral(":log[0]: error: not legal here: another player (or chance) decides now"));
    // Options that are not whole numbers were read silently as 20; a "game" that is not a name got
    // "The required key "map" is missing." (issue 33).
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write("{\"format\": \"canaan-save\", \"version\": 1, \"game\": \"conquest\", \"options\": {\"cities\": \"8\"}, \"seats\": "
            "[{\"nation\": \"hittites\"}, {\"nation\": \"hebrews\"}], \"log\": []}");
    f.close();
    const CliRun cities = runCanaanCli({QStringLiteral("replay"), file});
    QCOMPARE(cities.exitCode, 1);
    QCOMPARE(cities.err.trimmed(), file + QStringLiteral(":options.cities: error: This value must be a whole number."));
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write("{\"format\": \"canaan-save\", \"version\": 1, \"game\": 4, \"seats\": []}");
    f.close();
    const CliRun game = runCanaanCli({QStringLiteral("replay"), file});
    QCOMPARE(game.exitCode, 1);
    QVERIFY2(game.err.contains(file + QStringLiteral(":game: error: This version of Canaan opens only Conquest saves")), qPrintable(game.err));
}

void TestCliConquest::playHelpOffersConquestsPlayers()
{
    // "easy" is refused for Conquest, so the help must not offer it there.
    const CliRun help = runCanaanCli({QStringLiteral("play"), QStringLiteral("--help"), QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(help.exitCode, 0);
    const QString oneLine = help.out.simplified(); // the parser wraps the descriptions
    QVERIFY2(oneLine.contains(QStringLiteral("with --game conquest: random, normal, hard")), qPrintable(help.out));
    const CliRun easy = runCanaanCli({QStringLiteral("play"), QStringLiteral("--game"), QStringLiteral("conquest"), QStringLiteral("--nations"),
                          QStringLiteral("hittites,hebrews"), QStringLiteral("--bots"), QStringLiteral("easy,random")});
    QCOMPARE(easy.exitCode, 2);
}

void TestCliConquest::percentNeverNegativeZero()
{
    // A seat that never won has a lower bound a rounding error puts below zero: it printed "-0.0%".
    QCOMPARE(canaan::cli::percentText(-1e-17), QStringLiteral("0.0%"));
    QCOMPARE(canaan::cli::percentText(0.125), QStringLiteral("12.5%"));
    QCOMPARE(canaan::cli::percentText(1.0 + 1e-15), QStringLiteral("100.0%"));
}

void TestCliConquest::citiesAndTurnsOptions()
{
    const CliRun play = runCanaanCli({QStringLiteral("play"), QStringLiteral("--game"), QStringLiteral("conquest"), QStringLiteral("--nations"),
                          QStringLiteral("moabites,edomites,ammonites"), QStringLiteral("--turns"), QStringLiteral("8"),
                          QStringLiteral("--cities"), QStringLiteral("31"), QStringLiteral("--json")});
    QCOMPARE(play.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(play.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("turns")).toInt(), 9); // 8 rounded up to whole rounds of 3 (C08)
    int cities = 0;
    for (const QJsonValue &seat : o.value(QStringLiteral("seats")).toArray())
        cities += seat.toObject().value(QStringLiteral("cities")).toInt();
    QCOMPARE(cities, 30); // 31 dealt evenly to 3, one left in the pool (C03)
    const CliRun bad = runCanaanCli({QStringLiteral("play"), QStringLiteral("--game"), QStringLiteral("conquest"), QStringLiteral("--nations"),
                         QStringLiteral("moabites,edomites"), QStringLiteral("--cities"), QStringLiteral("9")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(QStringLiteral("city tokens must be 10 to 60")));
}

void TestCliConquest::turnLimitIsRefused_data()
{
    QTest::addColumn<QString>("command");
    QTest::newRow("play") << QStringLiteral("play");
    QTest::newRow("simulate") << QStringLiteral("simulate");
}

void TestCliConquest::turnLimitIsRefused()
{
    // Conquest always lasts its --turns: a Settlers turn limit is refused, not silently ignored.
    QFETCH(QString, command);
    const CliRun run = runCanaanCli({command, QStringLiteral("--game"), QStringLiteral("conquest"), QStringLiteral("--nations"),
                         QStringLiteral("hittites,hebrews"), QStringLiteral("--bots"), QStringLiteral("random,random"),
                         QStringLiteral("--turn-limit"), QStringLiteral("10"), QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith(QStringLiteral("canaan-cli %1: --turn-limit is for Settlers of Canaan only").arg(command)), qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("--turns")), qPrintable(run.err));
}

void TestCliConquest::simulateAndBench()
{
    const CliRun sim = runCanaanCli({QStringLiteral("simulate"), QStringLiteral("--game"), QStringLiteral("conquest"), QStringLiteral("--bots"),
                         QStringLiteral("normal,random,random"), QStringLiteral("--nations"), QStringLiteral("any"),
                         QStringLiteral("--games"), QStringLiteral("30"), QStringLiteral("--threads"), QStringLiteral("1"),
                         QStringLiteral("--json")});
    QCOMPARE(sim.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(sim.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("games")).toInt(), 30);
    QCOMPARE(o.value(QStringLiteral("game")).toString(), QStringLiteral("conquest"));
    const CliRun bench = runCanaanCli({QStringLiteral("bench"), QStringLiteral("--game"), QStringLiteral("conquest"), QStringLiteral("--seconds"),
                           QStringLiteral("0.2")});
    QCOMPARE(bench.exitCode, 0);
    QVERIFY(bench.out.contains(QStringLiteral("Heap allocations during the games: 0")));
}

void TestCliConquest::unknownGameListsTheRegisteredOnes_data()
{
    QTest::addColumn<QString>("command");
    for (const char *command : {"play", "simulate", "bench"})
        QTest::newRow(command) << QString::fromLatin1(command);
}

// --game is answered from canaan-cli's table of games (cli_games.h), the same for every command.
void TestCliConquest::unknownGameListsTheRegisteredOnes()
{
    QFETCH(QString, command);
    const CliRun run = runCanaanCli({command, QStringLiteral("--game"), QStringLiteral("chess")});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.err.section(u'\n', 0, 0), QStringLiteral("canaan-cli %1: Unknown game \"chess\"; available: settlers, conquest.").arg(command));
    const CliRun help = runCanaanCli({command, QStringLiteral("--help"), QStringLiteral("--lang"), QStringLiteral("en")});
    QVERIFY2(help.out.simplified().contains(QStringLiteral("The game, one of: \"settlers\" (the board game); \"conquest\" (the card-and-dice game).")), qPrintable(help.out));
}

QTEST_APPLESS_MAIN(TestCliConquest)
#include "test_cli_conquest.moc"
