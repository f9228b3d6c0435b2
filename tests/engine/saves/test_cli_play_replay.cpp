// The real canaan-cli: `play --save` then `replay` prints the same summary, built-in map names work,
// and errors give the documented exit codes.
#include "tests/common/cli_run.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using canaan::testing::CliRun;
using canaan::testing::runCanaanCli;

class TestCliPlayReplay : public QObject {
    Q_OBJECT
private slots:
    void playThenReplay_data();
    void playThenReplay();
    void unknownBotIsUsageError();
    void wrongSeatCountIsUsageError();
    void replayOfBrokenSaveFails();

private:
    QTemporaryDir m_dir;
};

void TestCliPlayReplay::playThenReplay_data()
{
    QTest::addColumn<QString>("map");
    QTest::addColumn<QString>("seed");
    QTest::addColumn<QString>("bots");
    QTest::addColumn<QString>("format");
    QTest::newRow("canaan 1 json") << "canaan"
                                   << "1"
                                   << "random,random,random,random"
                                   << "--json";
    QTest::newRow("canaan 2 text") << "canaan"
                                   << "2"
                                   << "random,random"
                                   << "";
    QTest::newRow("canaan 3 json") << "canaan"
                                   << "3"
                                   << "random,random,random"
                                   << "--json";
    QTest::newRow("classic 4 json") << "classic"
                                    << "4"
                                    << "random,random,random,random"
                                    << "--json";
    QTest::newRow("classic 5 text") << "classic"
                                    << "5"
                                    << "random,random,random"
                                    << "";
    QTest::newRow("big seed") << "canaan"
                              << "18446744073709551615"
                              << "random,random,random,random"
                              << "--json";
    QTest::newRow("file path") << CANAAN_SOURCE_DIR "/resources/maps/classic.canaanmap"
                               << "6"
                               << "random,random,random"
                               << "--json";
}

void TestCliPlayReplay::playThenReplay()
{
    QFETCH(QString, map);
    QFETCH(QString, seed);
    QFETCH(QString, bots);
    QFETCH(QString, format);
    QVERIFY(m_dir.isValid());
    const QString save = m_dir.filePath(QStringLiteral("game-%1.canaansave").arg(QTest::currentDataTag()));
    QStringList playArgs{QStringLiteral("play"), QStringLiteral("--map"), map, QStringLiteral("--seed"), seed,
        QStringLiteral("--bots"), bots, QStringLiteral("--save"), save};
    QStringList replayArgs{QStringLiteral("replay"), save};
    if (!format.isEmpty()) {
        playArgs << format;
        replayArgs << format;
    }
    const CliRun played = runCanaanCli(playArgs);
    QVERIFY2(played.exitCode == 0, played.errBytes.constData());
    QVERIFY(!played.outBytes.isEmpty());
    const CliRun replayed = runCanaanCli(replayArgs);
    QVERIFY2(replayed.exitCode == 0, replayed.errBytes.constData());
    QCOMPARE(replayed.outBytes, played.outBytes);
}

void TestCliPlayReplay::unknownBotIsUsageError()
{
    const CliRun run = runCanaanCli({QStringLiteral("play"), QStringLiteral("--map"), QStringLiteral("canaan"),
        QStringLiteral("--bots"), QStringLiteral("random,grandmaster")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.errBytes.contains("Unknown computer player \"grandmaster\"; available: random, easy, normal, hard."));
}

void TestCliPlayReplay::wrongSeatCountIsUsageError()
{
    const CliRun run = runCanaanCli({QStringLiteral("play"), QStringLiteral("--map"), QStringLiteral("classic"),
        QStringLiteral("--bots"), QStringLiteral("random,random")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.errBytes.contains("This map is played by 3 to 4 players; the number of computer players given is 2."));
}

void TestCliPlayReplay::replayOfBrokenSaveFails()
{
    const QString file = QStringLiteral(CANAAN_TEST_DATA_DIR "/illegal/settlement_too_close.canaansave");
    const CliRun run = runCanaanCli({QStringLiteral("replay"), file});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.outBytes.isEmpty());
    QCOMPARE(QString::fromUtf8(run.errBytes).trimmed(),
        file
            + QStringLiteral(":log[4]: error: Action 4, {\"p\":1,\"do\":\"setupSettlement\",\"at\":\"2,-2,S\"}, "
                             "is not legal: The intersection is too close to another building."));
}

QTEST_GUILESS_MAIN(TestCliPlayReplay)
#include "test_cli_play_replay.moc"
