// The server's handling of connections (docs/protocol.md), on 127.0.0.1 with a free port: hello
// and versions, the lobby over the wire, a connection acting only for its seat, and hostile input
// (garbage, binary, oversized frames, a flood) refused while the server keeps serving others.
// The game behind a table here is a stand-in that takes "endTurn" from the seat whose turn it is;
// the real games are in test_net_games.
#include "net/protocol.h"
#include "net/server.h"
#include "tests/net/local_server.h"
#include "tests/net/net_test_peer.h"
#include "tests/net/turns_game.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <map>

using namespace canaan::net;
using canaan::net::testing::TestPeer;
using canaan::net::testing::endTurn;
using canaan::net::testing::msg;
using canaan::net::testing::turnsFactory;

class TestNetServer : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void welcomesTheSameVersion();
    void refusesAnotherVersionAndCloses();
    void wantsHelloFirst();
    void playsATableThroughTheLobby();
    void theListComesAgainWhenATableChanges();
    void aConnectionActsOnlyForItsSeat();
    void refusesGarbageAndGoesOn();
    void closesOnAnOversizedFrame();
    void limitsTheRateOfMessages();
    void limitsChat();
    void keepsTablesOnDisk();
    void theGroupCommitWritesEveryBusyTable();

private:
    // A table of two people and a computer player, both people seated and ready, started.
    QString startedTable(TestPeer &host, TestPeer &guest);
    std::unique_ptr<canaan::net::testing::LocalServer> m_local;
    Server *m_server = nullptr;
    QTemporaryDir *m_data = nullptr;
};

void TestNetServer::init()
{
    m_local = std::make_unique<canaan::net::testing::LocalServer>();
    QString problem;
    QVERIFY2(m_local->start(turnsFactory(), {}, &problem), qPrintable(problem));
    m_server = m_local->server.get();
    m_data = &m_local->data;
}

void TestNetServer::cleanup()
{
    m_local.reset();
}

void TestNetServer::welcomesTheSameVersion()
{
    TestPeer peer;
    peer.client.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(m_server->port())), "Ruth");
    const QJsonObject welcome = peer.next("welcome");
    QCOMPARE(welcome.value("v").toInt(), kProtocolVersion);
    QCOMPARE(welcome.value("limits").toObject().value("message").toInteger(), kMaxMessageBytes);
    // Version 1's clients are served too, in their version.
    TestPeer old;
    old.client.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(m_server->port())), "Naomi", kOldestProtocolVersion);
    QCOMPARE(old.next("welcome").value("v").toInt(), kOldestProtocolVersion);
}

void TestNetServer::refusesAnotherVersionAndCloses()
{
    TestPeer peer;
    peer.client.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(m_server->port())), "Ruth", kProtocolVersion + 1);
    const QJsonObject error = peer.next("error");
    QCOMPARE(error.value("id").toString(), QStringLiteral("badVersion"));
    QCOMPARE(error.value("detail").toObject().value("server").toInt(), kProtocolVersion);
    QCOMPARE(error.value("detail").toObject().value("oldest").toInt(), kOldestProtocolVersion);
    QTRY_VERIFY_WITH_TIMEOUT(peer.closed, canaan::net::testing::kWaitMs);
    QCOMPARE(int(peer.client.socket().closeCode()), kCloseBadVersion);
    TestPeer older; // older than the oldest served
    older.client.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(m_server->port())), "Ruth", kOldestProtocolVersion - 1);
    QCOMPARE(older.next("error").value("id").toString(), QStringLiteral("badVersion"));
}

void TestNetServer::wantsHelloFirst()
{
    QWebSocket socket;
    QSignalSpy answers(&socket, &QWebSocket::textMessageReceived);
    QObject::connect(&socket, &QWebSocket::connected, &socket, [&] { socket.sendTextMessage(QStringLiteral(R"({"t":"list"})")); });
    socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(m_server->port())));
    QVERIFY(answers.wait(canaan::net::testing::kWaitMs));
    QVERIFY(answers.first().first().toString().contains(QLatin1String("\"helloFirst\"")));
}

QString TestNetServer::startedTable(TestPeer &host, TestPeer &guest)
{
    if (!host.connectTo(m_server->port(), "Ruth") || !guest.connectTo(m_server->port(), "Boaz"))
        return {};
    host.send(msg("create", {{"game", "settlers"}, {"map", "canaan"}, {"seats", QJsonArray{"person", "random", "person"}}}));
    const QString code = host.next("table").value("code").toString();
    host.send(msg("join", {{"code", code}, {"seat", 0}}));
    if (host.next("seated").value("seat").toInt(-1) != 0)
        return {};
    guest.send(msg("join", {{"code", code}, {"seat", 2}}));
    if (guest.next("seated").value("seat").toInt(-1) != 2)
        return {};
    host.send(msg("ready", {{"ready", true}}));
    guest.send(msg("ready", {{"ready", true}}));
    guest.send(msg("start"));
    if (guest.nextError() != QLatin1String("notHost"))
        return {};
    host.send(msg("start"));
    if (host.next("view").isEmpty() || guest.next("view").isEmpty())
        return {};
    return code;
}

void TestNetServer::playsATableThroughTheLobby()
{
    TestPeer host, guest, watcher;
    const QString code = startedTable(host, guest);
    QVERIFY(!code.isEmpty());
    QVERIFY(watcher.connectTo(m_server->port(), "Naomi"));
    watcher.send(msg("list"));
    const QJsonArray tables = watcher.next("tables").value("tables").toArray();
    QCOMPARE(tables.size(), 1);
    QCOMPARE(tables[0].toObject().value("status").toString(), QStringLiteral("playing"));
    watcher.send(msg("join", {{"code", code}}));
    QCOMPARE(watcher.next("view").value("turns").toInt(), 0);

    host.send(endTurn(0));
    QCOMPARE(guest.next("view").value("current").toInt(), 1);
    QCOMPARE(watcher.next("view").value("current").toInt(), 1);
}

// Issue 42: a lobby that asked for the list is told of a new table and of a taken seat without
// asking again (no F5), once the interval has passed; a private table is never listed.
void TestNetServer::theListComesAgainWhenATableChanges()
{
    TestPeer looker, host, guest;
    QVERIFY(looker.connectTo(m_server->port(), "Naomi"));
    QVERIFY(host.connectTo(m_server->port(), "Ruth"));
    QVERIFY(guest.connectTo(m_server->port(), "Boaz"));
    looker.send(msg("list"));
    QCOMPARE(looker.next("tables").value("tables").toArray().size(), 0);
    host.send(msg("create", {{"game", "settlers"}, {"map", "canaan"}, {"seats", QJsonArray{"person", "person"}}}));
    const QString code = host.next("table").value("code").toString();
    const QJsonArray listed = looker.next("tables").value("tables").toArray(); // unasked
    QCOMPARE(listed.size(), 1);
    QCOMPARE(listed[0].toObject().value("code").toString(), code);
    guest.send(msg("join", {{"code", code}, {"seat", 1}}));
    QVERIFY(!guest.next("seated").isEmpty());
    const QJsonObject taken = looker.next("tables", [](const QJsonObject &m) {
        return m.value("tables").toArray().at(0).toObject().value("seats").toArray().at(1).toObject().value("taken").toBool();
    });
    QVERIFY(!taken.isEmpty());
    QVERIFY(guest.next("tables", 200).isEmpty()); // never asked: never told
    TestPeer other;
    QVERIFY(other.connectTo(m_server->port(), "Orpah"));
    other.send(msg("create", {{"game", "settlers"}, {"map", "canaan"}, {"seats", QJsonArray{"person", "person"}}, {"private", true}}));
    QVERIFY(!other.next("table").isEmpty());
    QVERIFY(looker.next("tables", 2 * kListIntervalMs).isEmpty()); // a private table changes no list
}

void TestNetServer::aConnectionActsOnlyForItsSeat()
{
    TestPeer host, guest;
    const QString code = startedTable(host, guest);
    QVERIFY(!code.isEmpty());
    guest.send(endTurn(0)); // seat 0's action from seat 2's connection
    QCOMPARE(guest.nextError(), QStringLiteral("notYourSeat"));
    guest.send(endTurn(2)); // its own seat, out of turn
    const QJsonObject error = guest.next("error");
    QCOMPARE(error.value("id").toString(), QStringLiteral("illegal"));
    QCOMPARE(error.value("detail").toString(), QStringLiteral("notYourDecision"));
    TestPeer stranger;
    QVERIFY(stranger.connectTo(m_server->port(), "Korah"));
    stranger.send(endTurn(0));
    QCOMPARE(stranger.nextError(), QStringLiteral("notSeated"));
    stranger.send(msg("rejoin", {{"code", code}, {"token", QString(32, QLatin1Char('a'))}}));
    QCOMPARE(stranger.nextError(), QStringLiteral("badToken"));
    host.send(endTurn(0)); // the game went on
    QCOMPARE(host.next("view").value("current").toInt(), 1);
}

void TestNetServer::refusesGarbageAndGoesOn()
{
    TestPeer hostile;
    QVERIFY(hostile.connectTo(m_server->port(), "Korah"));
    hostile.client.sendRaw(QStringLiteral("\x01\x02 not json {{{"));
    QCOMPARE(hostile.nextError(), QStringLiteral("malformed"));
    hostile.client.sendRaw(QString(100000, QLatin1Char('[')));
    QCOMPARE(hostile.nextError(), QStringLiteral("malformed"));
    hostile.client.sendBinary(QByteArray(100, '\xff'));
    QCOMPARE(hostile.nextError(), QStringLiteral("binary"));
    hostile.send(msg("create", {{"game", "settlers"}, {"map", "canaan"}, {"seats", QJsonArray{"person", "god"}}}));
    QCOMPARE(hostile.nextError(), QStringLiteral("badField"));
    hostile.send(msg("join", {{"code", "ZZZZZZ"}, {"seat", 0}}));
    QCOMPARE(hostile.nextError(), QStringLiteral("noSuchTable"));
    hostile.send(msg("ping", {{"n", 9}, {"ref", 4}}));
    const QJsonObject pong = hostile.next("pong");
    QCOMPARE(pong.value("n").toInt(), 9);
    QCOMPARE(pong.value("ref").toInt(), 4);
}

void TestNetServer::closesOnAnOversizedFrame()
{
    TestPeer hostile, honest;
    QVERIFY(hostile.connectTo(m_server->port(), "Korah"));
    QVERIFY(honest.connectTo(m_server->port(), "Ruth"));
    hostile.client.sendRaw(QString(int(kMaxMessageBytes) + 1, QLatin1Char('a')));
    QTRY_VERIFY_WITH_TIMEOUT(hostile.closed, canaan::net::testing::kWaitMs);
    QCOMPARE(hostile.client.socket().closeCode(), QWebSocketProtocol::CloseCodeTooMuchData);
    honest.send(msg("ping", {{"n", 1}}));
    QCOMPARE(honest.next("pong").value("n").toInt(), 1);
}

void TestNetServer::limitsTheRateOfMessages()
{
    TestPeer flooder, honest;
    QVERIFY(flooder.connectTo(m_server->port(), "Korah"));
    QVERIFY(honest.connectTo(m_server->port(), "Ruth"));
    // Far more than the burst at once: some are refused, and past kMaxRefusalsInARow the
    // connection is closed.
    for (int i = 0; i < 2000; ++i)
        flooder.send(msg("ping", {{"n", i}}));
    QTRY_VERIFY_WITH_TIMEOUT(flooder.closed, canaan::net::testing::kWaitMs);
    int pongs = 0;
    int limited = 0;
    for (const QJsonObject &m : flooder.all) {
        pongs += m.value("t") == QLatin1String("pong");
        limited += m.value("id") == QLatin1String("rateLimited");
    }
    QVERIFY2(pongs >= int(kMessageBurst) - 1 && pongs < 1000, qPrintable(QString::number(pongs))); // the hello took one
    QVERIFY(limited >= kMaxRefusalsInARow - 1);
    QCOMPARE(flooder.client.socket().closeCode(), QWebSocketProtocol::CloseCodePolicyViolated);
    honest.send(msg("ping", {{"n", 1}}));
    QCOMPARE(honest.next("pong").value("n").toInt(), 1);
}

void TestNetServer::limitsChat()
{
    TestPeer host, guest;
    QVERIFY(!startedTable(host, guest).isEmpty());
    host.send(msg("chat", {{"text", "Shalom"}}));
    const QJsonObject line = guest.next("chat");
    QCOMPARE(line.value("text").toString(), QStringLiteral("Shalom"));
    QCOMPARE(line.value("name").toString(), QStringLiteral("Ruth"));
    QCOMPARE(line.value("seat").toInt(), 0);
    host.send(msg("chat", {{"text", QString(kMaxChatLength + 1, QLatin1Char('a'))}}));
    QCOMPARE(host.nextError(), QStringLiteral("chatTooLong"));
    for (int i = 0; i < int(kChatBurst) + 3; ++i)
        host.send(msg("chat", {{"text", QString::number(i)}}));
    QCOMPARE(host.nextError(), QStringLiteral("chatTooFast"));
}

void TestNetServer::keepsTablesOnDisk()
{
    TestPeer host, guest;
    const QString code = startedTable(host, guest);
    QVERIFY(!code.isEmpty());
    host.send(endTurn(0));
    QCOMPARE(guest.next("view").value("turns").toInt(), 1);
    m_server->waitUntilWritten(); // an action's write is the writer's next batch
    const TableStore::Loaded kept = TableStore(m_data->path()).loadAll();
    QCOMPARE(kept.tables.size(), size_t(1));
    QCOMPARE(kept.tables[0].code, code);
    QCOMPARE(kept.tables[0].status, TableStatus::Playing);
    QCOMPARE(kept.tables[0].game, QByteArray("1"));
}

void TestNetServer::theGroupCommitWritesEveryBusyTable()
{
    // More busy tables than the group commit serialises at once: one action each, then no more;
    // every table still reaches the disk by the commit's own timer, slice after slice.
    constexpr int kTables = 10;
    std::vector<std::unique_ptr<TestPeer>> peers;
    std::map<QString, bool> codes;
    for (int i = 0; i < kTables; ++i) {
        peers.push_back(std::make_unique<TestPeer>());
        peers.push_back(std::make_unique<TestPeer>());
        TestPeer &host = *peers[peers.size() - 2];
        const QString code = startedTable(host, *peers.back());
        QVERIFY(!code.isEmpty());
        host.send(endTurn(0));
        QCOMPARE(peers.back()->next("view").value("turns").toInt(), 1);
        codes[code] = true;
    }
    auto written = [&] {
        int n = 0;
        for (const Table &t : TableStore(m_data->path()).loadAll().tables)
            n += codes.count(t.code) && t.game == QByteArray("1");
        return n;
    };
    QTRY_COMPARE_WITH_TIMEOUT(written(), kTables, 20000); // a bound, not a timing: the commit runs each second
}

QTEST_GUILESS_MAIN(TestNetServer)
#include "test_net_server.moc"
