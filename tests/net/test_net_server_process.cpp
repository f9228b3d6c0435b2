// canaan-server as users run it: clear errors for bad arguments, tables that survive a kill -9
// (written after every change) with their seats rejoined by token, and wss with a certificate.
#include "io/save_file.h"
#include "net/auto_player.h"
#include "net/protocol.h"
#include "net/table_store.h"
#include "net_test_peer.h"
#include "server_process.h"

#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>

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
    void aSeatLeftBeforeARestartIsTakenOver();
    void canaanCliPlaysASeat();
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

QTEST_GUILESS_MAIN(TestNetServerProcess)
#include "test_net_server_process.moc"
