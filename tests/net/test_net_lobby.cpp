// The lobby's rules (docs/protocol.md): a table from a built-in or a user's map (checked by the
// map validator), seats taken once, the host starts only when every person is seated and ready,
// tokens take a seat back; and a table written to disk reads back the same.
#include "net/client_message.h"
#include "net/lobby.h"
#include "net/protocol.h"
#include "net/secrets.h"
#include "net/table_store.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace canaan::net;

namespace {

QJsonObject request(const QByteArray &json)
{
    const ParsedMessage parsed = parseClientMessage(json);
    if (!parsed.ok())
        qFatal("test request refused: %s", qPrintable(parsed.refusal.id));
    return parsed.message->body;
}

const QByteArray kTwoPeopleTwoBots = R"({"t":"create","game":"settlers","map":"canaan","seats":["person","hard","person","normal"]})";

QString refusalId(const std::optional<Refusal> &r)
{
    return r ? r->id : QString();
}

} // namespace

class TestNetLobby : public QObject {
    Q_OBJECT
private slots:
    void createsATableWithBuiltInMap();
    void refusesUnknownComputerPlayers();
    void validatesAUsersMap();
    void seatsAreTakenOnce();
    void hostStartsWhenEveryoneIsReady();
    void tokensTakeTheSeatBack();
    void privateTablesAreNotListed();
    void limitsTablesAndSpectators();
    void storeKeepsTablesAcrossARestart();
    void storeReportsDamagedFiles();
};

void TestNetLobby::createsATableWithBuiltInMap()
{
    Lobby lobby(10);
    auto created = lobby.create(request(kTwoPeopleTwoBots), 1);
    QVERIFY(std::holds_alternative<Table *>(created));
    const Table *table = std::get<Table *>(created);
    QVERIFY(isTableCode(table->code));
    QCOMPARE(table->seats.size(), size_t(4));
    QCOMPARE(table->setup.mapName, QStringLiteral("canaan"));
    QCOMPARE(table->setup.takeoverSeconds, 60);
    const QJsonObject summary = tableSummary(*table, true);
    QCOMPARE(summary.value("seats").toArray().at(1).toObject().value("kind").toString(), QStringLiteral("hard"));
    QVERIFY(!QJsonDocument(summary).toJson().contains("token"));
}

void TestNetLobby::refusesUnknownComputerPlayers()
{
    Lobby lobby(10);
    auto created = lobby.create(request(R"({"t":"create","game":"settlers","map":"canaan","seats":["person","genius"]})"), 1);
    QVERIFY(std::holds_alternative<Refusal>(created));
    QCOMPARE(std::get<Refusal>(created).detail.toObject().value("field").toString(), QStringLiteral("seats[1]"));
    // Conquest has no "easy" computer player.
    created = lobby.create(request(R"({"t":"create","game":"conquest","seats":["person","easy"]})"), 1);
    QVERIFY(std::holds_alternative<Refusal>(created));
}

void TestNetLobby::validatesAUsersMap()
{
    QFile file(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/classic.canaanmap"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject map = QJsonDocument::fromJson(file.readAll()).object();
    QJsonObject create = request(R"({"t":"create","game":"settlers","mapData":{},"seats":["person","hard","normal"]})");
    create.insert("mapData", map);
    Lobby lobby(10);
    auto created = lobby.create(create, 1);
    QVERIFY(std::holds_alternative<Table *>(created));
    QCOMPARE(std::get<Table *>(created)->setup.mapName, QStringLiteral("custom"));

    map.insert("hexes", QStringLiteral("none"));
    create.insert("mapData", map);
    created = lobby.create(create, 1);
    QVERIFY(std::holds_alternative<Refusal>(created));
    QCOMPARE(std::get<Refusal>(created).id, QStringLiteral("badMap"));
    QCOMPARE(std::get<Refusal>(created).detail.toObject().value("place").toString(), QStringLiteral("hexes"));
}

void TestNetLobby::seatsAreTakenOnce()
{
    Lobby lobby(10);
    const QString code = std::get<Table *>(lobby.create(request(kTwoPeopleTwoBots), 1))->code;
    QVERIFY(std::holds_alternative<QString>(lobby.takeSeat(code, 0, "Ruth", 1)));
    QCOMPARE(std::get<Refusal>(lobby.takeSeat(code, 0, "Boaz", 2)).id, QStringLiteral("seatTaken"));
    QCOMPARE(std::get<Refusal>(lobby.takeSeat(code, 1, "Boaz", 2)).id, QStringLiteral("badField")); // a bot's seat
    QCOMPARE(std::get<Refusal>(lobby.takeSeat("ZZZZZZ", 2, "Boaz", 2)).id, QStringLiteral("noSuchTable"));
    QVERIFY(!lobby.leaveSeat(code, 0));
    QVERIFY(std::holds_alternative<QString>(lobby.takeSeat(code, 0, "Boaz", 2)));
}

void TestNetLobby::hostStartsWhenEveryoneIsReady()
{
    Lobby lobby(10);
    const QString code = std::get<Table *>(lobby.create(request(kTwoPeopleTwoBots), 1))->code;
    QCOMPARE(lobby.find(code)->hostSeat, -1);
    lobby.takeSeat(code, 2, "Ruth", 1); // the creator's connection: the host's seat
    QCOMPARE(lobby.find(code)->hostSeat, 2);
    QCOMPARE(refusalId(lobby.start(code, 2, 1)), QStringLiteral("notReady"));
    lobby.takeSeat(code, 0, "Boaz", 2);
    QVERIFY(!lobby.setReady(code, 0, true));
    QVERIFY(!lobby.setReady(code, 2, true));
    QCOMPARE(refusalId(lobby.start(code, 0, 2)), QStringLiteral("notHost"));
    QCOMPARE(refusalId(lobby.start(code, 2, 1)), QString());
    QCOMPARE(lobby.find(code)->status, TableStatus::Playing);
    QCOMPARE(refusalId(lobby.start(code, 2, 1)), QStringLiteral("alreadyStarted"));
    QCOMPARE(std::get<Refusal>(lobby.takeSeat(code, 0, "Naomi", 3)).id, QStringLiteral("alreadyStarted"));
}

void TestNetLobby::tokensTakeTheSeatBack()
{
    Lobby lobby(10);
    const QString code = std::get<Table *>(lobby.create(request(kTwoPeopleTwoBots), 1))->code;
    const QString token = std::get<QString>(lobby.takeSeat(code, 2, "Ruth", 1));
    lobby.find(code)->seats[2].connected = false;
    lobby.find(code)->seats[2].standIn = QStringLiteral("normal");
    QCOMPARE(std::get<int>(lobby.rejoin(code, token)), 2);
    QVERIFY(lobby.find(code)->seats[2].connected);
    QVERIFY(lobby.find(code)->seats[2].standIn.isEmpty());
    QCOMPARE(std::get<Refusal>(lobby.rejoin(code, newSeatToken())).id, QStringLiteral("badToken"));
}

void TestNetLobby::privateTablesAreNotListed()
{
    Lobby lobby(10);
    lobby.create(request(kTwoPeopleTwoBots), 1);
    lobby.create(request(R"({"t":"create","game":"settlers","map":"classic","seats":["person","hard","easy"],"private":true})"), 1);
    QCOMPARE(lobby.tables().size(), size_t(2));
    QCOMPARE(lobby.publicTables().size(), size_t(1));
    QCOMPARE(lobby.publicTables().front()->setup.mapName, QStringLiteral("canaan"));
}

void TestNetLobby::limitsTablesAndSpectators()
{
    Lobby lobby(2);
    lobby.create(request(kTwoPeopleTwoBots), 1);
    const QString code = std::get<Table *>(lobby.create(request(kTwoPeopleTwoBots), 1))->code;
    QCOMPARE(std::get<Refusal>(lobby.create(request(kTwoPeopleTwoBots), 1)).id, QStringLiteral("tooManyTables"));
    for (int i = 0; i < kMaxSpectators; ++i)
        QVERIFY(!lobby.addSpectator(code));
    QCOMPARE(refusalId(lobby.addSpectator(code)), QStringLiteral("tableFull"));
}

void TestNetLobby::storeKeepsTablesAcrossARestart()
{
    QTemporaryDir dir;
    TableStore store(dir.path());
    QString problem;
    QVERIFY(store.open(&problem));
    Lobby lobby(10);
    Table *table = std::get<Table *>(lobby.create(request(kTwoPeopleTwoBots), 1));
    const QString token = std::get<QString>(lobby.takeSeat(table->code, 0, "Ruth", 1));
    table->game = "{\"format\":\"canaan-save\"}";
    table->status = TableStatus::Playing;
    QVERIFY2(store.save(*table, &problem), qPrintable(problem));

    const TableStore::Loaded loaded = TableStore(dir.path()).loadAll();
    QVERIFY(loaded.problems.isEmpty());
    QCOMPARE(loaded.tables.size(), size_t(1));
    const Table &back = loaded.tables.front();
    QCOMPARE(back.code, table->code);
    QCOMPARE(back.status, TableStatus::Playing);
    QCOMPARE(back.hostSeat, 0);
    QCOMPARE(back.seats[0].token, token);
    QCOMPARE(back.setup.seatKinds, table->setup.seatKinds);
    QCOMPARE(back.game, table->game);

    Lobby restarted(10);
    restarted.restore(back);
    QCOMPARE(std::get<int>(restarted.rejoin(back.code, token)), 0);
}

void TestNetLobby::storeReportsDamagedFiles()
{
    QTemporaryDir dir;
    TableStore store(dir.path());
    QString problem;
    QVERIFY(store.open(&problem));
    QFile damaged(dir.path() + "/tables/ABCDEF.json");
    QVERIFY(damaged.open(QIODevice::WriteOnly));
    damaged.write("{\"format\":\"canaan-table\",\"version\":1,\"code\":\"x\"}");
    damaged.close();
    const TableStore::Loaded loaded = store.loadAll();
    QCOMPARE(loaded.tables.size(), size_t(0));
    QCOMPARE(loaded.problems.size(), 1);
    QVERIFY(loaded.problems.front().contains("ABCDEF.json"));
}

QTEST_GUILESS_MAIN(TestNetLobby)
#include "test_net_lobby.moc"
