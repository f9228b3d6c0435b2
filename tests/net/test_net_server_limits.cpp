// What one client may cost the server (docs/network.md, "Limits per client" and "Hostile input"), on
// 127.0.0.1 with a server in the test's process: TCP_NODELAY on both sides of a connection, a client
// that never reads dropped before its queue passes the limit, tables per connection and per
// address, idle lobby tables expiring (after a restart too), a data folder that cannot be written
// (no table or seat confirmed, new tables refused), joins by code throttled, and the messages no
// honest client sends (duplicate keys, a lone surrogate, a frame without a mask).
#include "net/protocol.h"
#include "net/secrets.h"
#include "net/server.h"
#include "net/table_store.h"
#include "tests/net/local_server.h"
#include "tests/net/net_test_peer.h"
#include "tests/net/raw_web_socket.h"
#include "tests/net/turns_game.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <optional>

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

using namespace canaan::net;
using canaan::net::testing::LocalServer;
using canaan::net::testing::RawWebSocket;
using canaan::net::testing::TestPeer;
using canaan::net::testing::endTurn;
using canaan::net::testing::msg;
using canaan::net::testing::turnsFactory;

namespace {

QJsonObject privateTable(QJsonArray seats = {"person", "person"})
{
    return msg("create", {{"game", "settlers"}, {"map", "canaan"}, {"seats", seats}, {"private", true}});
}

quint16 portOf(const sockaddr_storage &address)
{
    return address.ss_family == AF_INET ? ntohs(reinterpret_cast<const sockaddr_in &>(address).sin_port)
        : address.ss_family == AF_INET6  ? ntohs(reinterpret_cast<const sockaddr_in6 &>(address).sin6_port)
                                         : 0;
}

// TCP_NODELAY of this process's socket from localPort to peerPort, or nothing when there is none.
std::optional<bool> noDelayOf(quint16 localPort, quint16 peerPort)
{
    const QStringList fds = QDir(QStringLiteral("/proc/self/fd")).entryList(QDir::Files | QDir::System);
    for (const QString &name : fds) {
        const int fd = name.toInt();
        sockaddr_storage local{}, peer{};
        socklen_t localSize = sizeof local, peerSize = sizeof peer;
        if (::getsockname(fd, reinterpret_cast<sockaddr *>(&local), &localSize) != 0
            || ::getpeername(fd, reinterpret_cast<sockaddr *>(&peer), &peerSize) != 0)
            continue;
        if (portOf(local) != localPort || portOf(peer) != peerPort)
            continue;
        int value = 0;
        socklen_t size = sizeof value;
        if (::getsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &value, &size) != 0)
            return std::nullopt;
        return value != 0;
    }
    return std::nullopt;
}

} // namespace

class TestNetServerLimits : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { m_local.reset(); }
    void bothSidesHaveNoDelay();
    void dropsAClientThatDoesNotRead();
    void limitsTablesPerClient();
    void idleLobbyTablesExpire();
    void idleLobbyTablesExpireAfterARestart();
    void confirmsNothingTheDiskDidNotKeep();
    void throttlesJoinsByCode();
    void refusesDuplicateKeysAndLoneSurrogates();
    void closesOnAFrameWithoutAMask();

private:
    Server &start(const std::function<void(ServerConfig &)> &adjust = {})
    {
        m_local = std::make_unique<LocalServer>();
        QString problem;
        if (!m_local->start(turnsFactory(), {}, &problem, kDefaultKeepFinishedSeconds * 1000, adjust))
            qFatal("the server did not start: %s", qPrintable(problem));
        return *m_local->server;
    }
    std::unique_ptr<LocalServer> m_local;
};

void TestNetServerLimits::bothSidesHaveNoDelay()
{
    Server &server = start();
    TestPeer peer;
    QVERIFY(peer.connectTo(server.port(), "Ruth"));
    const quint16 clientPort = peer.client.socket().localPort();
    QVERIFY(clientPort != 0);
    // Both ends of the loopback connection are in this process: the server's accepted socket
    // (local: the server's port) and the client's (local: its own port).
    const std::optional<bool> serverSide = noDelayOf(server.port(), clientPort);
    const std::optional<bool> clientSide = noDelayOf(clientPort, server.port());
    QVERIFY2(serverSide.has_value(), "the server's side of the connection was not found");
    QVERIFY2(clientSide.has_value(), "the client's side of the connection was not found");
    QVERIFY2(*serverSide, "TCP_NODELAY is not set on the server's side");
    QVERIFY2(*clientSide, "TCP_NODELAY is not set on the client's side");
}

void TestNetServerLimits::dropsAClientThatDoesNotRead()
{
    constexpr qint64 kLimit = 128 * 1024;
    Server &server = start([](ServerConfig &config) { config.maxQueuedBytes = kLimit; });
    QSignalSpy dropped(&server, &Server::readerDropped);
    TestPeer host, guest;
    QVERIFY(host.connectTo(server.port(), "Ruth") && guest.connectTo(server.port(), "Boaz"));
    host.send(msg("create", {{"game", "settlers"}, {"map", "canaan"}, {"seats", QJsonArray{"person", "person"}}}));
    const QString code = host.next("table").value("code").toString();
    host.send(msg("join", {{"code", code}, {"seat", 0}}));
    guest.send(msg("join", {{"code", code}, {"seat", 1}}));
    QVERIFY(!host.next("seated").isEmpty() && !guest.next("seated").isEmpty());
    host.send(msg("ready", {{"ready", true}}));
    guest.send(msg("ready", {{"ready", true}}));
    QVERIFY(!host.next("table", [](const QJsonObject &t) { return t.value("seats").toArray().at(1).toObject().value("ready").toBool(); }).isEmpty());
    host.send(msg("start"));
    QVERIFY(!host.next("view").isEmpty());

    // A spectator that reads nothing after the handshake, with a tiny receive buffer.
    RawWebSocket watcher;
    QVERIFY(watcher.open(server.port(), 1024));
    QVERIFY(watcher.sendText(R"({"t":"hello","v":1,"name":"Korah"})"));
    QVERIFY(watcher.sendText(QJsonDocument(msg("join", {{"code", code}})).toJson(QJsonDocument::Compact)));

    // Each action sends every connection an 8 KiB view: far more than the limit and the kernel's
    // buffers together within a few hundred actions. The two players take turns at 30 ms, below
    // the message rate (kMessagesPerSecond) of each.
    int turns = 0;
    for (; turns < 1000 && dropped.isEmpty(); ++turns) {
        QTest::qWait(30);
        TestPeer &mover = turns % 2 == 0 ? host : guest;
        mover.send(endTurn(turns % 2));
        QVERIFY2(!mover.next("view", [&](const QJsonObject &v) { return v.value("turns").toInt() == turns + 1; }).isEmpty(),
            qPrintable(QString::number(turns)));
    }
    QVERIFY2(!dropped.isEmpty(), "the client that does not read was never dropped");
    qInfo("dropped after %d actions, %lld bytes queued", turns, dropped.first().at(1).toLongLong());
    QVERIFY2(server.largestQueue() <= kLimit, qPrintable(QString::number(server.largestQueue())));
    QVERIFY(server.largestQueue() > kLimit / 2); // the queue did fill: the limit is what stopped it
    QCOMPARE(dropped.first().at(0).toString(), QStringLiteral("127.0.0.1"));
    // The honest clients play on.
    TestPeer &mover = turns % 2 == 0 ? host : guest;
    mover.send(endTurn(turns % 2));
    QVERIFY(!mover.next("view", [&](const QJsonObject &v) { return v.value("turns").toInt() == turns + 1; }).isEmpty());
}

void TestNetServerLimits::limitsTablesPerClient()
{
    constexpr int kPerAddress = 6;
    Server &server = start([](ServerConfig &config) { config.tablesPerAddress = kPerAddress; });
    TestPeer first, second;
    QVERIFY(first.connectTo(server.port(), "Korah") && second.connectTo(server.port(), "Dathan"));
    // The answer to a create: the table, or the refusal's detail.
    auto create = [](TestPeer &peer, const QJsonArray &seats) {
        peer.send(privateTable(seats));
        const QJsonObject answer = peer.nextOf({"table", "error"});
        return answer.value("t") == QLatin1String("table") ? QStringLiteral("made")
                                                            : answer.value("id").toString() + QLatin1Char(' ')
                + answer.value("detail").toObject().value("kind").toString();
    };
    const QJsonArray computers{"random", "random"}, people{"person", "person"};
    QCOMPARE(create(first, computers), QStringLiteral("made"));
    QCOMPARE(create(first, computers), QStringLiteral("made"));
    QCOMPARE(create(first, computers), QStringLiteral("tableLimit computersOnly")); // kMaxComputerTablesPerAddress
    for (int i = 2; i < kMaxTablesPerConnection; ++i)
        QCOMPARE(create(first, people), QStringLiteral("made"));
    QCOMPARE(create(first, people), QStringLiteral("tableLimit connection"));
    // Another connection from the same address: up to the address's limit.
    for (int i = kMaxTablesPerConnection; i < kPerAddress; ++i)
        QCOMPARE(create(second, people), QStringLiteral("made"));
    QCOMPARE(create(second, people), QStringLiteral("tableLimit address"));
    QCOMPARE(int(server.lobby().tables().size()), kPerAddress);
}

void TestNetServerLimits::idleLobbyTablesExpire()
{
    Server &server = start([](ServerConfig &config) { config.idleLobbyMs = 300; });
    QSignalSpy expired(&server, &Server::tableExpired);
    TestPeer korah, ruth;
    QVERIFY(korah.connectTo(server.port(), "Korah") && ruth.connectTo(server.port(), "Ruth"));
    korah.send(privateTable());
    const QString idle = korah.next("table").value("code").toString();
    korah.send(msg("leave"));
    ruth.send(privateTable());
    const QString watched = ruth.next("table").value("code").toString(); // Ruth stays at hers
    QVERIFY(!expired.isEmpty() || expired.wait(5000));
    QCOMPARE(expired.first().at(0).toString(), idle);
    server.waitUntilWritten();
    QVERIFY(!QFile::exists(m_local->data.filePath("tables/" + idle + ".json")));
    QVERIFY(QFile::exists(m_local->data.filePath("tables/" + watched + ".json")));
    korah.send(msg("join", {{"code", idle}, {"seat", 0}}));
    QCOMPARE(korah.nextError(), QStringLiteral("noSuchTable"));
    QVERIFY(server.lobby().tables().count(watched));
}

void TestNetServerLimits::idleLobbyTablesExpireAfterARestart()
{
    // A lobby table kept from long ago (an older server wrote no idleSince at all) gets the grace
    // after the restart, then goes: a restart does not keep it for ever.
    auto local = std::make_unique<LocalServer>();
    TableStore store(local->data.path());
    QString problem;
    QVERIFY(store.open(&problem));
    Table old;
    old.code = QStringLiteral("ABCDEFGHJK");
    old.setup.seatKinds = QStringList{"person", "person"};
    old.setup.mapName = QStringLiteral("canaan");
    old.setup.isPrivate = true;
    old.seats.resize(2);
    old.idleSince = 1000; // 1970
    QVERIFY(store.save(old, &problem));
    m_local = std::move(local);
    QVERIFY(m_local->start(turnsFactory(), {}, &problem, kDefaultKeepFinishedSeconds * 1000, [](ServerConfig &config) {
        config.idleLobbyMs = 60000;
        config.idleGraceAfterRestartMs = 300;
    }));
    QVERIFY(m_local->server->lobby().tables().count(old.code)); // resumed, for the grace
    QSignalSpy expired(m_local->server.get(), &Server::tableExpired);
    QVERIFY(!expired.isEmpty() || expired.wait(5000));
    QCOMPARE(expired.first().at(0).toString(), old.code);
    m_local->server->waitUntilWritten();
    QVERIFY(!QFile::exists(store.pathOf(old.code)));
}

void TestNetServerLimits::confirmsNothingTheDiskDidNotKeep()
{
    Server &server = start();
    TestPeer ruth, boaz;
    QVERIFY(ruth.connectTo(server.port(), "Ruth") && boaz.connectTo(server.port(), "Boaz"));
    ruth.send(privateTable());
    const QString kept = ruth.next("table").value("code").toString();
    QVERIFY(!kept.isEmpty());
    // The data folder can no longer be written: its tables folder is a file now (as for root too).
    const QString tables = m_local->data.filePath("tables");
    QVERIFY(QDir().rename(tables, tables + ".away"));
    QFile blocker(tables);
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();

    ruth.send(privateTable());
    QCOMPARE(ruth.nextOf({"table", "error"}).value("id").toString(), QStringLiteral("notKept"));
    boaz.send(msg("join", {{"code", kept}, {"seat", 1}}));
    QCOMPARE(boaz.nextOf({"seated", "error"}).value("id").toString(), QStringLiteral("notKept"));
    QVERIFY(!server.lobby().tables().at(kept).seats[1].taken()); // the seat was not given
    QCOMPARE(int(server.lobby().tables().size()), 1);            // nor the table made
    // The lobby refuses new tables at once for a while, without trying the disk each time.
    QElapsedTimer clock;
    clock.start();
    ruth.send(privateTable());
    QCOMPARE(ruth.nextOf({"table", "error"}).value("id").toString(), QStringLiteral("notKept"));

    // The disk is back: seats and tables again (after the lobby's pause).
    QVERIFY(QFile::remove(tables));
    QVERIFY(QDir().rename(tables + ".away", tables));
    boaz.send(msg("join", {{"code", kept}, {"seat", 1}}));
    QCOMPARE(boaz.nextOf({"seated", "error"}).value("t").toString(), QStringLiteral("seated"));
    QTRY_VERIFY_WITH_TIMEOUT(clock.elapsed() > 5500, 10000);
    ruth.send(privateTable());
    QCOMPARE(ruth.nextOf({"table", "error"}).value("t").toString(), QStringLiteral("table"));
}

void TestNetServerLimits::throttlesJoinsByCode()
{
    Server &server = start();
    TestPeer guesser, ruth;
    QVERIFY(guesser.connectTo(server.port(), "Korah") && ruth.connectTo(server.port(), "Ruth"));
    ruth.send(privateTable());
    const QString code = ruth.next("table").value("code").toString();
    // Wrong guesses: the burst, then one a second; the rest are refused before any lookup, so a
    // right code among them is refused too.
    int noSuchTable = 0, limited = 0;
    for (int i = 0; i < 30; ++i) {
        const QString guess = QString(kTableCodeLength - 1, QLatin1Char('Z')) + QLatin1Char("ABCDEFGHJK"[i % 10]);
        guesser.send(msg("join", {{"code", guess}}));
        const QString id = guesser.nextError();
        noSuchTable += id == QLatin1String("noSuchTable");
        limited += id == QLatin1String("rateLimited");
    }
    QVERIFY2(noSuchTable >= int(kCodeTriesBurst) && noSuchTable <= int(kCodeTriesBurst) + 2, qPrintable(QString::number(noSuchTable)));
    QCOMPARE(noSuchTable + limited, 30);
    guesser.send(msg("join", {{"code", code}}));
    QCOMPARE(guesser.nextError(), QStringLiteral("rateLimited"));
    // A second later one more try is allowed.
    QTest::qWait(int(1000 / kCodeTriesPerSecond) + 100);
    guesser.send(msg("join", {{"code", code}}));
    QCOMPARE(guesser.nextOf({"table", "error"}).value("t").toString(), QStringLiteral("table"));
}

void TestNetServerLimits::refusesDuplicateKeysAndLoneSurrogates()
{
    Server &server = start();
    TestPeer peer;
    QVERIFY(peer.connectTo(server.port(), "Ruth"));
    peer.client.sendRaw(QStringLiteral(R"({"t":"ping","n":1,"n":2})"));
    QJsonObject error = peer.next("error");
    QCOMPARE(error.value("id").toString(), QStringLiteral("malformed"));
    QCOMPARE(error.value("detail").toString(), QStringLiteral("duplicateKey"));
    peer.client.sendRaw(QStringLiteral(R"({"t":"ping","\u006e":1,"n":2})")); // the same key, escaped
    QCOMPARE(peer.next("error").value("detail").toString(), QStringLiteral("duplicateKey"));
    peer.client.sendRaw(QStringLiteral(R"({"t":"create","game":"settlers","map":"canaan","seats":["person","person"],"options":{"a":1},"options":{}})"));
    QCOMPARE(peer.next("error").value("detail").toString(), QStringLiteral("duplicateKey"));
    peer.client.sendRaw(QStringLiteral(R"({"t":"ping","n":1,"x":{"n":2}})")); // the same key in another object
    QCOMPARE(peer.next("pong").value("n").toInt(), 1);

    RawWebSocket raw;
    QVERIFY(raw.open(server.port()));
    QVERIFY(raw.sendText(R"({"t":"hello","v":1,"name":"Ko\ud800rah"})"));
    const QJsonObject refused = QJsonDocument::fromJson(raw.nextText()).object();
    QCOMPARE(refused.value("id").toString(), QStringLiteral("badField"));
    QCOMPARE(refused.value("detail").toObject().value("field").toString(), QStringLiteral("name"));
    QVERIFY(raw.sendText(R"({"t":"hello","v":1,"name":"\ud83d\ude00 Korah"})")); // a pair is text
    QCOMPARE(QJsonDocument::fromJson(raw.nextText()).object().value("t").toString(), QStringLiteral("welcome"));
}

void TestNetServerLimits::closesOnAFrameWithoutAMask()
{
    Server &server = start();
    RawWebSocket raw;
    QVERIFY(raw.open(server.port()));
    QVERIFY(raw.sendText(R"({"t":"hello","v":1,"name":"Korah"})"));
    QCOMPARE(QJsonDocument::fromJson(raw.nextText()).object().value("t").toString(), QStringLiteral("welcome"));
    // RFC 6455 5.1: a server closes the connection on a client frame without a mask.
    QVERIFY(raw.sendText(R"({"t":"ping","n":1})", false));
    QVERIFY2(raw.closedByServer(), "the server answered a frame without a mask");
}

QTEST_GUILESS_MAIN(TestNetServerLimits)
#include "test_net_server_limits.moc"
