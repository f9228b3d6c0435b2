// The turn clock at a network table (issue 42), on a real server on 127.0.0.1: the server times
// each person's decision, tells everyone at the table (a `clock` message), and when the time runs
// out a computer player makes the decision for the seat — the people here never act, yet their
// set-up is placed and the kept game replays. A table without a clock sends none and waits; a bad
// clock from a client is refused with the field named. A clock second lasts a few ms here.
#include "engine/io/save_file.h"
#include "net/table_games.h"
#include "net/table_store.h"
#include "tests/net/game_test_support.h"
#include "tests/net/local_server.h"
#include "tests/net/net_test_peer.h"

#include <QJsonArray>

using namespace canaan;
using namespace canaan::net;
using namespace canaan::net::testing;

namespace {

constexpr int kBoundMs = 30000; // a bound, not a timing
constexpr int kClockSecondMs = 5; // a clock of 30 s runs out in 150 ms

// The settlements a seat has in a `view` message.
int settlementsOf(const QJsonObject &view, int seat)
{
    return int(view.value("view").toObject().value("players").toArray().at(seat).toObject().value("settlements").toArray().size());
}

} // namespace

class TestNetClock : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void timedOutPeopleArePlayedForAndEveryoneSeesTheClock();
    void aTableWithoutAClockWaits();
    void aBadClockIsRefused_data();
    void aBadClockIsRefused();

private:
    // Ruth (seat 0) and Boaz (seat 1) sit at a new table of `create`'s fields and Ruth starts it.
    QString seatedAndStarted(TestPeer &ruth, TestPeer &boaz, const QJsonObject &fields);

    std::unique_ptr<LocalServer> m_local;
};

void TestNetClock::init()
{
    m_local = std::make_unique<LocalServer>();
    QString problem;
    QVERIFY2(m_local->start(playedGames(), setupCheck(), &problem, kDefaultKeepFinishedSeconds * 1000,
                 [](ServerConfig &config) { config.clockSecondMs = kClockSecondMs; }),
        qPrintable(problem));
}

void TestNetClock::cleanup() { m_local.reset(); }

QString TestNetClock::seatedAndStarted(TestPeer &ruth, TestPeer &boaz, const QJsonObject &fields)
{
    const quint16 port = m_local->server->port();
    if (!ruth.connectTo(port, "Ruth") || !boaz.connectTo(port, "Boaz"))
        return {};
    QJsonObject create = msg("create", {{"game", "settlers"}, {"map", "canaan"}, {"seats", QJsonArray{"person", "person", "normal"}},
                                           {"takeover", 0}}); // a drop is never taken over: only the clock acts
    for (auto it = fields.begin(); it != fields.end(); ++it)
        create.insert(it.key(), it.value());
    ruth.send(create);
    const QString code = ruth.next("table").value("code").toString();
    ruth.send(msg("join", {{"code", code}, {"seat", 0}}));
    boaz.send(msg("join", {{"code", code}, {"seat", 1}}));
    if (ruth.next("seated").isEmpty() || boaz.next("seated").isEmpty())
        return {};
    ruth.send(msg("ready", {{"ready", true}}));
    boaz.send(msg("ready", {{"ready", true}}));
    if (ruth.next("table", allReady).isEmpty())
        return {};
    ruth.send(msg("start"));
    return code;
}

void TestNetClock::timedOutPeopleArePlayedForAndEveryoneSeesTheClock()
{
    TestPeer ruth, boaz;
    const QString code = seatedAndStarted(ruth, boaz, {{"clock", 30}});
    QVERIFY(!code.isEmpty());
    // Neither person acts. Both are told of the first decision's clock, whoever it times.
    const QJsonObject first = ruth.next("clock", [](const QJsonObject &m) { return m.value("seat").isDouble(); });
    QVERIFY(!first.isEmpty());
    QCOMPARE(first.value("limit").toInt(), 30);
    QVERIFY(first.value("left").toInt() > 0 && first.value("left").toInt() <= 30);
    QVERIFY(!boaz.next("clock", [&](const QJsonObject &m) { return m.value("seat") == first.value("seat"); }).isEmpty());
    // Their set-up is placed for them: two settlements each, then the game goes on.
    const QJsonObject placed = boaz.next("view", [](const QJsonObject &m) {
        return settlementsOf(m, 0) >= 2 && settlementsOf(m, 1) >= 2 && settlementsOf(m, 2) >= 2;
    }, kBoundMs);
    QVERIFY(!placed.isEmpty());
    // The table's summary says it has a clock.
    bool summarised = false;
    for (const QJsonObject &m : ruth.all)
        summarised = summarised || (m.value("t").toString() == QLatin1String("table") && m.value("clock").toInt() == 30);
    QVERIFY(summarised);
    // The game the server kept replays: the computer's decisions are ordinary actions.
    m_local->server->waitUntilWritten();
    bool found = false;
    for (const Table &table : TableStore(m_local->data.path()).loadAll().tables) {
        if (table.code != code)
            continue;
        found = true;
        QCOMPARE(table.setup.clockSeconds, 30);
        QCOMPARE(tableSummary(table, false).value("clock").toInt(), 30);
        const SaveReadResult read = parseSave(table.game, code);
        QVERIFY2(read.ok(), qPrintable(read.error.toString()));
        const SaveLoadResult replayed = replaySave(*read.game, code);
        QVERIFY2(replayed.ok(), qPrintable(replayed.error.toString()));
        int peoplesPlacements = 0;
        for (const settlers::Action &a : read.game->log)
            peoplesPlacements += a.player < 2 && a.kind == settlers::ActionKind::SetupSettlement;
        QCOMPARE(peoplesPlacements, 4);
    }
    QVERIFY(found);
}

void TestNetClock::aTableWithoutAClockWaits()
{
    TestPeer ruth, boaz;
    QVERIFY(!seatedAndStarted(ruth, boaz, {}).isEmpty());
    // Whoever is asked first, nobody acts for him: after many times a 30 s clock here, the game
    // still waits, and no clock was ever sent.
    const QJsonObject asked = ruth.next("ask", 2000);
    const QJsonObject askedBoaz = boaz.next("ask", 2000);
    QVERIFY(!asked.isEmpty() || !askedBoaz.isEmpty());
    QTest::qWait(30 * kClockSecondMs * 4);
    QVERIFY(ruth.next("events", 100).isEmpty() && boaz.next("events", 100).isEmpty());
    for (const QJsonObject &m : ruth.all)
        QVERIFY(m.value("t").toString() != QLatin1String("clock"));
}

void TestNetClock::aBadClockIsRefused_data()
{
    QTest::addColumn<QJsonObject>("fields");
    QTest::addColumn<QString>("problem");
    QTest::newRow("45 s") << QJsonObject{{"clock", 45}} << "value";
    QTest::newRow("negative") << QJsonObject{{"clock", -30}} << "range";
    QTest::newRow("an hour") << QJsonObject{{"clock", 3600}} << "range";
    QTest::newRow("text") << QJsonObject{{"clock", "30"}} << "type";
    QTest::newRow("a fraction") << QJsonObject{{"clock", 30.5}} << "type";
    QTest::newRow("Conquest") << QJsonObject{{"game", "conquest"}, {"seats", QJsonArray{"person", "normal"}},
                                     {"nations", QJsonArray{"hebrews", "philistines"}}, {"clock", 30}}
                              << "value";
}

void TestNetClock::aBadClockIsRefused()
{
    QFETCH(QJsonObject, fields);
    QFETCH(QString, problem);
    TestPeer peer;
    QVERIFY(peer.connectTo(m_local->server->port(), "Ruth"));
    QJsonObject create = fields.contains("game")
        ? msg("create", {})
        : msg("create", {{"game", "settlers"}, {"map", "canaan"}, {"seats", QJsonArray{"person", "normal"}}});
    for (auto it = fields.begin(); it != fields.end(); ++it)
        create.insert(it.key(), it.value());
    peer.send(create);
    const QJsonObject answer = peer.nextOf({"table", "error"});
    QCOMPARE(answer.value("t").toString(), QStringLiteral("error"));
    QCOMPARE(answer.value("id").toString(), QStringLiteral("badField"));
    const QJsonObject detail = answer.value("detail").toObject();
    QCOMPARE(detail.value("field").toString(), QStringLiteral("clock"));
    QCOMPARE(detail.value("problem").toString(), problem);
}

QTEST_MAIN(TestNetClock)
#include "test_net_clock.moc"
