// canaan-server as users run it: clear errors for bad arguments, tables that survive a kill -9
// (written after every change) with their seats rejoined by token, a SIGTERM that writes every
// table before the exit, messages with the journal's priorities, and wss with a certificate.
#include "engine/io/save_file.h"
#include "net/auto_player.h"
#include "net/protocol.h"
#include "net/table_store.h"
#include "tests/net/net_test_peer.h"
#include "tests/net/server_process.h"

#include <QDir>
#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <algorithm>
#include <memory>
#include <sys/stat.h>

using canaan::net::testing::ServerProcess;
using canaan::net::testing::TestPeer;

namespace {

QJsonObject msg(const char *t, QJsonObject fields = {})
{
    fields.insert(QStringLiteral("t"), QString::fromLatin1(t));
    return fields;
}

// A table of two people (seats 0 and 2, played by `first` and `second`) and a normal computer player,
// created by `host` with `fields` added and started; its code, or empty when it did not start.
QString startTwoPeople(quint16 port, TestPeer &host, canaan::net::AutoPlayer &first, canaan::net::AutoPlayer &second,
                       QJsonObject fields)
{
    if (!host.connectTo(port, "Host"))
        return {};
    fields.insert(QStringLiteral("game"), QStringLiteral("settlers"));
    fields.insert(QStringLiteral("map"), QStringLiteral("canaan"));
    fields.insert(QStringLiteral("seats"), QJsonArray{"person", "normal", "person"});
    host.send(msg("create", fields));
    const QString code = host.next("table").value("code").toString();
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port));
    first.play(url, code, 0);
    second.play(url, code, 2);
    const bool ready = !host.next("table", [](const QJsonObject &t) {
                               return t.value("seats").toArray().at(0).toObject().value("ready").toBool()
                                   && t.value("seats").toArray().at(2).toObject().value("ready").toBool();
                           }).isEmpty();
    if (!ready)
        return {};
    host.send(msg("start"));
    return code;
}


} // namespace

class TestNetServerProcess : public QObject {
    Q_OBJECT
private slots:
    void refusesBadArguments_data();
    void refusesBadArguments();
    void tablesSurviveKillNine();
    void servesWss();
    void gamesSurviveKillNine();
    void sigtermWritesEveryTable();
    void journalGetsPriorities();
    void aSeatLeftBeforeARestartIsTakenOver();
    void canaanCliPlaysASeat();
    void aFullDiskLosesNoConfirmedTable();
    void theEndSurvivesKillNine();
    void everyTableResumesFromItsJournalAfterKillNine();
};

void TestNetServerProcess::refusesBadArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named"); // what the message must name
    QTest::newRow("port text") << QStringList{"--port", "seven"} << "--port";
    QTest::newRow("port too big") << QStringList{"--port", "70000"} << "--port";
    QTest::newRow("max tables zero") << QStringList{"--max-tables", "0"} << "--max-tables";
    QTest::newRow("keep finished negative") << QStringList{"--keep-finished", "-5"} << "--keep-finished";
    QTest::newRow("cert alone") << QStringList{"--cert", "x.pem"} << "--key";
    QTest::newRow("address") << QStringList{"--address", "here"} << "--address";
    QTest::newRow("unknown option") << QStringList{"--colour", "red"} << "colour";
    QTest::newRow("positional") << QStringList{"game.canaansave"} << "game.canaansave";
}

void TestNetServerProcess::refusesBadArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    QProcess process;
    process.start(QStringLiteral(CANAAN_SERVER_BINARY), QStringList{"--lang", "en"} + arguments);
    QVERIFY(process.waitForFinished(10000));
    QCOMPARE(process.exitCode(), 2);
    const QString error = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(error.startsWith("canaan-server: ") && error.contains(named), qPrintable(error));
}

void TestNetServerProcess::tablesSurviveKillNine()
{
    QTemporaryDir data;
    ServerProcess server;
    QVERIFY2(server.start({"--data", data.path()}), qPrintable(server.firstLine));
    QString code;
    QString token;
    {
        TestPeer ruth;
        QVERIFY(ruth.connectTo(server.port, "Ruth"));
        ruth.send(msg("create", {{"game", "settlers"}, {"map", "classic"}, {"seats", QJsonArray{"person", "easy", "hard"}}}));
        code = ruth.next("table").value("code").toString();
        ruth.send(msg("join", {{"code", code}, {"seat", 0}}));
        token = ruth.next("seated").value("token").toString();
        ruth.send(msg("ready", {{"ready", true}}));
        auto ready = [](const QJsonObject &t) { return t.value("seats").toArray().at(0).toObject().value("ready").toBool(); };
        QVERIFY(!ruth.next("table", ready).isEmpty());
        server.kill(); // SIGKILL right after the change
    }
    QVERIFY(!code.isEmpty() && !token.isEmpty());

    ServerProcess restarted;
    QVERIFY2(restarted.start({"--data", data.path()}), qPrintable(restarted.firstLine));
    QVERIFY2(restarted.firstLine.contains("1 tables"), qPrintable(restarted.firstLine));
    TestPeer ruth;
    QVERIFY(ruth.connectTo(restarted.port, "Ruth"));
    ruth.send(msg("rejoin", {{"code", code}, {"token", token}}));
    QCOMPARE(ruth.next("seated").value("seat").toInt(), 0);
    const QJsonObject table = ruth.next("table");
    QCOMPARE(table.value("code").toString(), code);
    QVERIFY(table.value("host").toBool());
    QVERIFY(table.value("seats").toArray().at(0).toObject().value("ready").toBool());
}

void TestNetServerProcess::servesWss()
{
    const QString openssl = QStandardPaths::findExecutable("openssl");
    if (openssl.isEmpty())
        QSKIP("openssl is not installed: no certificate can be made for the wss test");
    QTemporaryDir dir;
    const QString cert = dir.filePath("cert.pem");
    const QString key = dir.filePath("key.pem");
    QProcess make;
    make.start(openssl, {"req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1",
                            "-subj", "/CN=127.0.0.1"});
    QVERIFY(make.waitForFinished(60000));
    QCOMPARE(make.exitCode(), 0);

    ServerProcess server;
    QVERIFY2(server.start({"--cert", cert, "--key", key}), qPrintable(server.firstLine));
    QVERIFY(server.firstLine.contains("wss"));
    TestPeer ruth;
    QVERIFY(ruth.connectTo(server.port, "Ruth", "wss"));
    ruth.send(msg("ping", {{"n", 3}}));
    QCOMPARE(ruth.next("pong").value("n").toInt(), 3);

    ServerProcess badKey;
    QVERIFY(!badKey.start({"--cert", cert, "--key", cert}));
    QVERIFY(badKey.process().state() == QProcess::NotRunning || badKey.process().waitForFinished(10000));
    QCOMPARE(badKey.process().exitCode(), 1);
    QVERIFY(QString::fromUtf8(badKey.process().readAllStandardError()).contains("cert.pem"));
}

void TestNetServerProcess::gamesSurviveKillNine()
{
    QTemporaryDir data;
    ServerProcess server;
    QVERIFY2(server.start({"--data", data.path()}), qPrintable(server.firstLine));
    TestPeer host;
    canaan::net::AutoPlayer ruth("Ruth", 1), boaz("Boaz", 2);
    const QString code = startTwoPeople(server.port, host, ruth, boaz, {});
    QVERIFY(!code.isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(ruth.actionsSent() + boaz.actionsSent() >= 20, 60000);
    server.kill(); // mid-game, SIGKILL

    ServerProcess restarted;
    QVERIFY2(restarted.start({"--data", data.path()}), qPrintable(restarted.firstLine));
    const QUrl second(QStringLiteral("ws://127.0.0.1:%1").arg(restarted.port));
    canaan::net::AutoPlayer ruthBack("Ruth", 3), boazBack("Boaz", 4);
    ruthBack.play(second, code, 0, ruth.token());
    boazBack.play(second, code, 2, boaz.token());
    for (canaan::net::AutoPlayer *p : {&ruthBack, &boazBack}) {
        QSignalSpy finished(p, &canaan::net::AutoPlayer::finished);
        QVERIFY(p->isOver() || finished.wait(120000) || p->isOver());
        QVERIFY2(p->errors().isEmpty(), qPrintable(p->errors().join(',')));
    }
    // The kept game: every action before and after the kill, replayed to the announced digest. The
    // server writes a table soon after an action, on its writer thread: the end arrives shortly.
    canaan::SaveReadResult read;
    canaan::SaveLoadResult replayed;
    const auto keptToTheEnd = [&] {
        const canaan::net::TableStore::Loaded kept = canaan::net::TableStore(data.path()).loadAll();
        if (kept.tables.size() != 1)
            return false;
        read = canaan::parseSave(kept.tables[0].game, code);
        replayed = read.ok() ? canaan::replaySave(*read.game, code) : canaan::SaveLoadResult{};
        return replayed.ok() && replayed.state.isOver();
    };
    QTRY_VERIFY_WITH_TIMEOUT(keptToTheEnd(), 30000);
    QCOMPARE(read.game->digest, ruthBack.overMessage().value("digest").toString());
}

void TestNetServerProcess::sigtermWritesEveryTable()
{
    QTemporaryDir data;
    ServerProcess server;
    QVERIFY2(server.start({"--data", data.path()}), qPrintable(server.firstLine));
    TestPeer host;
    canaan::net::AutoPlayer ruth("Ruth", 5), boaz("Boaz", 6);
    // The longest log a client was shown: every action up to it happened before the stop.
    int shownLog = 0;
    QObject::connect(&ruth, &canaan::net::AutoPlayer::message, &ruth, [&shownLog](const QJsonObject &m) {
        if (m.value("t").toString() == "view")
            shownLog = std::max(shownLog, m.value("view").toObject().value("log").toInt());
    });
    const QString code = startTwoPeople(server.port, host, ruth, boaz, {});
    QVERIFY(!code.isEmpty());
    // Mid-game, between two group commits (once a second): the last second's actions are only in memory.
    QTRY_VERIFY_WITH_TIMEOUT(ruth.actionsSent() + boaz.actionsSent() >= 40, 60000);
    server.process().terminate(); // SIGTERM, as systemctl stop sends it
    QVERIFY(server.process().waitForFinished(30000));
    QCOMPARE(server.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(server.process().exitCode(), 0);
    QTest::qWait(200); // the messages the server sent before it stopped
    const QString said = QString::fromUtf8(server.process().readAllStandardError());
    QVERIFY2(said.contains("Stopping on SIGTERM") && said.contains("every table written"), qPrintable(said));
    QVERIFY(shownLog > 0);

    const canaan::net::TableStore::Loaded kept = canaan::net::TableStore(data.path()).loadAll();
    QCOMPARE(kept.tables.size(), size_t(1));
    const canaan::SaveReadResult read = canaan::parseSave(kept.tables[0].game, code);
    QVERIFY(read.ok());
    QVERIFY2(qsizetype(read.game->log.size()) >= shownLog,
        qPrintable(QStringLiteral("kept %1 actions, shown %2").arg(read.game->log.size()).arg(shownLog)));
    QVERIFY(canaan::replaySave(*read.game, code).ok());

    // And it restarts with the table.
    ServerProcess restarted;
    QVERIFY2(restarted.start({"--data", data.path()}), qPrintable(restarted.firstLine));
    QVERIFY2(restarted.firstLine.contains("1 tables"), qPrintable(restarted.firstLine));
}

void TestNetServerProcess::journalGetsPriorities()
{
    // Under systemd, standard error is the journal's stream and JOURNAL_STREAM names it: an error
    // then starts with "<3>" (journalctl -p err) instead of the program's name.
    QTemporaryDir dir;
    const QString log = dir.filePath("stderr.txt");
    QFile(log).open(QIODevice::WriteOnly);
    struct stat status {};
    QCOMPARE(stat(QFile::encodeName(log).constData(), &status), 0);
    for (const bool journal : {true, false}) {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert("JOURNAL_STREAM", journal ? QStringLiteral("%1:%2").arg(status.st_dev).arg(status.st_ino) : QStringLiteral("1:2"));
        process.setProcessEnvironment(environment);
        process.setStandardErrorFile(log, QIODevice::Truncate);
        process.start(QStringLiteral(CANAAN_SERVER_BINARY), {"--lang", "en", "--port", "seven"});
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitCode(), 2);
        QFile file(log);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString said = QString::fromUtf8(file.readAll());
        QVERIFY2(said.startsWith(journal ? "<3>" : "canaan-server: ") && said.contains("--port"), qPrintable(said));
    }
}

// Issue 42, D2: a person leaves a game for good, the server restarts with the same data, and the
// game does not wait for him forever: the computer takes his seat after the table's wait.
void TestNetServerProcess::aSeatLeftBeforeARestartIsTakenOver()
{
    QTemporaryDir data;
    ServerProcess server;
    QVERIFY2(server.start({"--data", data.path()}), qPrintable(server.firstLine));
    TestPeer host;
    canaan::net::AutoPlayer ruth("Ruth", 1), boaz("Boaz", 2);
    const QString code = startTwoPeople(server.port, host, ruth, boaz, {{"takeover", 2}});
    QVERIFY(!code.isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(ruth.actionsSent() + boaz.actionsSent() >= 10, 60000);
    boaz.client().send(msg("leave")); // Ctrl+W, Yes: Boaz forgets his token and never comes back
    QVERIFY(!host.next("table", [](const QJsonObject &t) {
                      return !t.value("seats").toArray().at(2).toObject().value("connected").toBool();
                  }).isEmpty());
    QTest::qWait(300); // past the group commit of the last actions
    server.kill();

    ServerProcess restarted;
    QVERIFY2(restarted.start({"--data", data.path()}), qPrintable(restarted.firstLine));
    canaan::net::AutoPlayer ruthBack("Ruth", 3);
    ruthBack.play(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(restarted.port)), code, 0, ruth.token());
    TestPeer watcher;
    QVERIFY(watcher.connectTo(restarted.port, "Watcher"));
    watcher.send(msg("join", {{"code", code}}));
    const QJsonObject takenOver = watcher.next("table", [](const QJsonObject &t) {
        return t.value("seats").toArray().at(2).toObject().value("bot").toString() == QLatin1String("normal");
    }, 15000);
    QVERIFY2(!takenOver.isEmpty(), "the seat left before the restart is never taken over");
    QVERIFY(takenOver.value("seats").toArray().at(0).toObject().value("bot").isNull()); // Ruth came back
    const int before = ruthBack.actionsSent();
    QTRY_VERIFY_WITH_TIMEOUT(ruthBack.actionsSent() > before + 5 || ruthBack.isOver(), 60000); // the game goes on
}

void TestNetServerProcess::canaanCliPlaysASeat()
{
    ServerProcess server;
    QVERIFY2(server.start({}), qPrintable(server.firstLine));
    TestPeer host;
    QVERIFY(host.connectTo(server.port, "Host"));
    host.send(msg("create", {{"game", "settlers"}, {"map", "classic"}, {"seats", QJsonArray{"easy", "person", "normal"}}}));
    const QString code = host.next("table").value("code").toString();
    QProcess bot;
    bot.start(QStringLiteral(CANAAN_CLI_BINARY), {"bot", "--server", QStringLiteral("ws://127.0.0.1:%1").arg(server.port),
                                                     "--table", code, "--seat", "1", "--seed", "3", "--level", "hard", "--lang", "en"});
    QVERIFY(!host.next("table", [](const QJsonObject &t) {
                      return t.value("seats").toArray().at(1).toObject().value("ready").toBool();
                  }).isEmpty());
    host.send(msg("start"));
    // An event loop, not waitForFinished(): the host's `start` leaves this process only while it runs.
    QSignalSpy finished(&bot, &QProcess::finished);
    const bool done = bot.state() == QProcess::NotRunning || finished.wait(120000);
    const QString out = QString::fromUtf8(bot.readAllStandardOutput());
    QVERIFY2(done, qPrintable(out + QString::fromUtf8(bot.readAllStandardError())));
    QCOMPARE(bot.exitCode(), 0);
    QVERIFY2(out.contains("Seated at seat 1 of table " + code) && out.contains("The game is over"), qPrintable(out));

    QProcess wrong;
    wrong.start(QStringLiteral(CANAAN_CLI_BINARY), {"bot", "--server", "http://x", "--table", code, "--seat", "1", "--lang", "en"});
    QVERIFY(wrong.waitForFinished(10000));
    QCOMPARE(wrong.exitCode(), 2);
    QVERIFY(QString::fromUtf8(wrong.readAllStandardError()).contains("--server"));
    QProcess badLevel;
    badLevel.start(QStringLiteral(CANAAN_CLI_BINARY), {"bot", "--server", "ws://127.0.0.1:1", "--table", code, "--seat", "1",
                                                          "--level", "genius", "--lang", "en"});
    QVERIFY(badLevel.waitForFinished(10000));
    QCOMPARE(badLevel.exitCode(), 2);
    QVERIFY(QString::fromUtf8(badLevel.readAllStandardError()).contains("--level"));
    // Seats go as far as the protocol's most (Conquest's six), not one further.
    QProcess badSeat;
    badSeat.start(QStringLiteral(CANAAN_CLI_BINARY), {"bot", "--server", "ws://127.0.0.1:1", "--table", code, "--seat",
                                                         QString::number(canaan::net::kMaxSeats), "--lang", "en"});
    QVERIFY(badSeat.waitForFinished(10000));
    QCOMPARE(badSeat.exitCode(), 2);
    QVERIFY(QString::fromUtf8(badSeat.readAllStandardError()).contains(QStringLiteral("--seat (0 to %1)").arg(canaan::net::kMaxSeats - 1)));
}

void TestNetServerProcess::aFullDiskLosesNoConfirmedTable()
{
    QTemporaryDir data;
    ServerProcess server;
    QVERIFY2(server.start({"--data", data.path()}), qPrintable(server.firstLine));
    TestPeer ruth;
    QVERIFY(ruth.connectTo(server.port, "Ruth"));
    ruth.send(msg("create", {{"game", "settlers"}, {"map", "classic"}, {"seats", QJsonArray{"person", "person", "easy"}}, {"private", true}}));
    const QString kept = ruth.next("table").value("code").toString();
    ruth.send(msg("join", {{"code", kept}, {"seat", 0}}));
    const QString token = ruth.next("seated").value("token").toString();
    QVERIFY(!kept.isEmpty() && !token.isEmpty());

    // The data folder cannot be written any more (its tables folder is a file now, as for root too):
    // a new table and a new seat are refused in words the clients translate, never confirmed.
    const QString tables = data.filePath("tables");
    QVERIFY(QDir().rename(tables, tables + ".away"));
    QFile blocker(tables);
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    TestPeer boaz;
    QVERIFY(boaz.connectTo(server.port, "Boaz"));
    boaz.send(msg("create", {{"game", "settlers"}, {"map", "classic"}, {"seats", QJsonArray{"person", "easy", "easy"}}}));
    QCOMPARE(boaz.nextOf({"table", "error"}).value("id").toString(), QStringLiteral("notKept"));
    boaz.send(msg("join", {{"code", kept}, {"seat", 1}}));
    QCOMPARE(boaz.nextOf({"seated", "error"}).value("id").toString(), QStringLiteral("notKept"));
    server.kill(); // SIGKILL

    QVERIFY(QFile::remove(tables));
    QVERIFY(QDir().rename(tables + ".away", tables));
    ServerProcess restarted;
    QVERIFY2(restarted.start({"--data", data.path()}), qPrintable(restarted.firstLine));
    QVERIFY2(restarted.firstLine.contains("1 tables"), qPrintable(restarted.firstLine)); // the confirmed one
    TestPeer back;
    QVERIFY(back.connectTo(restarted.port, "Ruth"));
    back.send(msg("rejoin", {{"code", kept}, {"token", token}}));
    QCOMPARE(back.next("seated").value("seat").toInt(), 0);
    QVERIFY(!back.next("table").value("seats").toArray().at(1).toObject().value("taken").toBool());
}

void TestNetServerProcess::theEndSurvivesKillNine()
{
    // Ruth leaves a short game at once; a computer player stands in for her and ends it. The server
    // is killed the moment the end is announced: the kept table is the ended game with the result
    // announced, and after the restart Ruth's rejoin (and a spectator) gets that result.
    QTemporaryDir data;
    ServerProcess server;
    QVERIFY2(server.start({"--data", data.path()}), qPrintable(server.firstLine));
    TestPeer ruth, watcher;
    QVERIFY(ruth.connectTo(server.port, "Ruth") && watcher.connectTo(server.port, "Naomi"));
    ruth.send(msg("create", {{"game", "settlers"}, {"map", "classic"}, {"seats", QJsonArray{"person", "random", "random"}},
                                {"takeover", 1}, {"turnLimit", 3}}));
    const QString code = ruth.next("table").value("code").toString();
    ruth.send(msg("join", {{"code", code}, {"seat", 0}}));
    const QString token = ruth.next("seated").value("token").toString();
    ruth.send(msg("ready", {{"ready", true}}));
    QVERIFY(!ruth.next("table", [](const QJsonObject &t) { return t.value("seats").toArray().at(0).toObject().value("ready").toBool(); }).isEmpty());
    watcher.send(msg("join", {{"code", code}}));
    QVERIFY(!watcher.next("table").isEmpty());
    ruth.send(msg("start"));
    QVERIFY(!ruth.next("view").isEmpty());
    ruth.send(msg("leave"));
    const QJsonObject over = watcher.next("over", 120000);
    server.kill(); // at once
    QVERIFY2(!over.isEmpty(), "the game did not end");

    const canaan::net::TableStore::Loaded kept = canaan::net::TableStore(data.path()).loadAll();
    QCOMPARE(kept.tables.size(), size_t(1));
    QCOMPARE(kept.tables[0].status, canaan::net::TableStatus::Over);
    const canaan::SaveReadResult read = canaan::parseSave(kept.tables[0].game, code);
    QVERIFY(read.ok());
    QCOMPARE(read.game->digest, over.value("digest").toString());

    ServerProcess restarted;
    QVERIFY2(restarted.start({"--data", data.path()}), qPrintable(restarted.firstLine));
    TestPeer back, spectator;
    QVERIFY(back.connectTo(restarted.port, "Ruth") && spectator.connectTo(restarted.port, "Naomi"));
    back.send(msg("rejoin", {{"code", code}, {"token", token}}));
    QCOMPARE(back.next("seated").value("seat").toInt(), 0);
    for (TestPeer *p : {&back, &spectator}) {
        if (p == &spectator)
            spectator.send(msg("join", {{"code", code}}));
        const QJsonObject again = p->next("over");
        QCOMPARE(again.value("digest").toString(), over.value("digest").toString());
        QCOMPARE(again.value("winners").toArray(), over.value("winners").toArray());
        QCOMPARE(again.value("reason").toString(), over.value("reason").toString());
    }
}

// docs/network.md, "Writing tables": a game's actions go to its table's journal once per commit
// interval; a kill -9 loses at most the actions after the last commit. Three tables of people who
// think 100-300 ms per action are killed mid-game; every table resumes with every action its people
// had seen one commit interval (and a margin for this loaded machine) before the kill, although
// their files were written whole only at the start: the journal holds the rest.
void TestNetServerProcess::everyTableResumesFromItsJournalAfterKillNine()
{
    QTemporaryDir data;
    ServerProcess server;
    QVERIFY2(server.start({"--data", data.path()}), qPrintable(server.firstLine));
    constexpr int kTables = 3;
    std::vector<std::unique_ptr<TestPeer>> hosts;
    std::vector<std::unique_ptr<canaan::net::AutoPlayer>> players;
    QStringList codes;
    std::vector<int> shown(kTables, 0); // the longest log a table's people were shown
    for (int t = 0; t < kTables; ++t) {
        hosts.push_back(std::make_unique<TestPeer>());
        for (int p = 0; p < 2; ++p) {
            players.push_back(std::make_unique<canaan::net::AutoPlayer>(QStringLiteral("P%1").arg(p), quint64(10 + 2 * t + p)));
            players.back()->setThinkTime(100, 300);
            QObject::connect(players.back().get(), &canaan::net::AutoPlayer::message, players.back().get(), [&shown, t](const QJsonObject &m) {
                if (m.value("t").toString() == "view")
                    shown[size_t(t)] = std::max(shown[size_t(t)], m.value("view").toObject().value("log").toInt());
            });
        }
        const QString code = startTwoPeople(server.port, *hosts.back(), *players[players.size() - 2], *players.back(), {});
        QVERIFY(!code.isEmpty());
        codes.append(code);
    }
    QTRY_VERIFY_WITH_TIMEOUT(std::all_of(shown.begin(), shown.end(), [](int log) { return log >= 30; }), 90000);
    const std::vector<int> seenBefore = shown;
    QTest::qWait(canaan::net::kCommitIntervalMs + 2000); // they play on meanwhile
    server.kill(); // SIGKILL mid-game

    // On disk: each table's file (written whole at the start) plus its journal.
    const canaan::net::TableStore store(data.path());
    const canaan::net::TableStore::Loaded kept = store.loadAll();
    QVERIFY2(kept.problems.isEmpty(), qPrintable(kept.problems.join('\n')));
    QCOMPARE(kept.tables.size(), size_t(kTables));
    for (const canaan::net::Table &table : kept.tables) {
        const int t = int(codes.indexOf(table.code));
        QVERIFY(t >= 0);
        const canaan::SaveReadResult read = canaan::parseSave(table.game, table.code);
        QVERIFY2(read.ok(), qPrintable(read.error.toString()));
        QVERIFY2(int(read.game->log.size()) >= seenBefore[size_t(t)],
            qPrintable(QStringLiteral("%1: kept %2 actions, shown %3").arg(table.code).arg(read.game->log.size()).arg(seenBefore[size_t(t)])));
        QFile tableFile(store.pathOf(table.code));
        QVERIFY(tableFile.open(QIODevice::ReadOnly));
        QString problem;
        const std::optional<canaan::net::Table> whole = canaan::net::tableFromJson(tableFile.readAll(), &problem);
        QVERIFY(whole);
        const canaan::SaveReadResult file = canaan::parseSave(whole->game, table.code);
        QVERIFY(file.ok());
        QVERIFY2(file.game->log.size() < read.game->log.size(), "the journal added nothing");
    }

    // A copy whose first table's journal ends with two turns ended by seat 0 in a row, which the
    // rules never allow: that table gets the clear error of a damaged save (its game is not made).
    QTemporaryDir damaged;
    QVERIFY(QDir().mkpath(damaged.filePath("tables")));
    for (const QString &name : QDir(data.filePath("tables")).entryList(QDir::Files))
        QVERIFY(QFile::copy(data.filePath("tables/" + name), damaged.filePath("tables/" + name)));
    {
        QFile journal(damaged.filePath("tables/" + codes[0] + ".journal"));
        QVERIFY(journal.open(QIODevice::ReadWrite));
        const QByteArray text = journal.readAll();
        QVERIFY(journal.resize(text.lastIndexOf('\n') + 1)); // a torn last line is not what this checks
        QVERIFY(journal.seek(journal.size()));
        journal.write("{\"do\":\"endTurn\",\"p\":0}\n{\"do\":\"endTurn\",\"p\":0}\n");
    }

    ServerProcess restarted;
    QVERIFY2(restarted.start({"--data", data.path()}), qPrintable(restarted.firstLine));
    QVERIFY2(restarted.firstLine.contains(QStringLiteral("%1 tables resumed").arg(kTables)), qPrintable(restarted.firstLine));
    for (int t = 0; t < kTables; ++t) {
        TestPeer back;
        QVERIFY(back.connectTo(restarted.port, "Back"));
        back.send(msg("rejoin", {{"code", codes[t]}, {"token", players[size_t(2 * t)]->token()}}));
        const int log = back.next("view").value("view").toObject().value("log").toInt();
        QVERIFY2(log >= seenBefore[size_t(t)], qPrintable(QStringLiteral("%1: resumed at %2, shown %3").arg(codes[t]).arg(log).arg(seenBefore[size_t(t)])));
    }

    ServerProcess refusing;
    QVERIFY2(refusing.start({"--data", damaged.path()}), qPrintable(refusing.firstLine));
    QString said;
    QTRY_VERIFY_WITH_TIMEOUT((said += QString::fromUtf8(refusing.process().readAllStandardError())).contains("not legal"), 10000);
    QVERIFY2(said.contains("could not be resumed") && said.contains(codes[0]), qPrintable(said));
}

QTEST_GUILESS_MAIN(TestNetServerProcess)
#include "test_net_server_process.moc"
