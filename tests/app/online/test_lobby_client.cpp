// The lobby's typed client (app/online/lobby_client.h) reading what a server sends: each lobby
// message as typed values, and a broken or hostile one as a problem naming the field, never a
// crash, with what the client held before kept. The messages come as the link's `received`, as
// from a server; the list of open tables shows a table's turn clock.
#include "app/settlers_table/clock_box.h"
#include "app/online/lobby_client.h"
#include "app/online/lobby_table_list.h"
#include "app/online_table/server_link.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using namespace canaan;
using namespace canaan::online;

namespace {

const QString kCode = QStringLiteral("ABCDEFGH23");
const QString kToken = QString(32, QLatin1Char('a'));

// A table summary as docs/protocol.md has it; `changes` replace or add its keys (a null value
// removes one), `seatChanges` those of its second seat.
QJsonObject summary(const QJsonObject &changes = {}, const QJsonObject &seatChanges = {})
{
    QJsonObject second{{"kind", "person"}, {"name", "Boaz"}, {"taken", true}, {"ready", false}, {"connected", true}, {"bot", QJsonValue()}};
    for (auto it = seatChanges.begin(); it != seatChanges.end(); ++it)
        it.value().isNull() ? void(second.remove(it.key())) : void(second.insert(it.key(), it.value()));
    QJsonObject table{{"code", kCode}, {"game", "settlers"}, {"map", "canaan"}, {"ruleset", "canaan"}, {"private", false},
                      {"status", "lobby"}, {"host", true},
                      {"seats", QJsonArray{QJsonObject{{"kind", "normal"}, {"name", ""}, {"taken", true}, {"ready", true},
                                                       {"connected", true}, {"bot", QJsonValue()}},
                                           second,
                                           QJsonObject{{"kind", "person"}, {"name", ""}, {"taken", false}, {"ready", false},
                                                       {"connected", false}, {"bot", QJsonValue()}}}},
                      {"spectators", 2}, {"takeover", 60}, {"clock", 60}};
    for (auto it = changes.begin(); it != changes.end(); ++it)
        it.value().isNull() ? void(table.remove(it.key())) : void(table.insert(it.key(), it.value()));
    return table;
}

QJsonObject message(const QString &type, QJsonObject body)
{
    body.insert(QStringLiteral("t"), type);
    return body;
}

} // namespace

class TestLobbyClient : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // the seats' tokens stay out of the user's settings

    void readsTheLobbysMessages_data()
    {
        QTest::addColumn<QJsonObject>("received");
        QTest::addColumn<QString>("answer"); // the signal it gives, or "none"
        QTest::addColumn<QString>("problem"); // in the problem's words, for "badMessage"

        QTest::newRow("tables") << message("tables", {{"tables", QJsonArray{summary(), summary({{"code", "ZZZZZZ"}})}}})
                                << "tablesListed" << QString();
        QTest::newRow("no tables") << message("tables", {{"tables", QJsonArray()}}) << "tablesListed" << QString();
        QTest::newRow("table") << message("table", summary()) << "tableChanged" << QString();
        QTest::newRow("table of an older server") << message("table", summary({{"clock", QJsonValue()}, {"takeover", QJsonValue()}}))
                                                  << "tableChanged" << QString();
        QTest::newRow("unknown keys") << message("table", summary({{"colour", "red"}}, {{"hat", 3}})) << "tableChanged" << QString();
        QTest::newRow("conquest seat") << message("table", summary({{"game", "conquest"}, {"map", ""}}, {{"nation", "hittites"}}))
                                       << "tableChanged" << QString();
        QTest::newRow("seated") << message("seated", {{"code", kCode}, {"seat", 1}, {"token", kToken}}) << "seated" << QString();
        QTest::newRow("game") << message("game", {{"seat", 1}, {"setup", QJsonObject()}}) << "gameStarted" << QString();
        QTest::newRow("game watched") << message("game", {{"seat", -1}, {"setup", QJsonObject()}}) << "gameStarted" << QString();
        QTest::newRow("refusal") << message("error", {{"id", "notReady"}}) << "refused" << QString();
        QTest::newRow("not the lobby's") << message("view", {{"seat", 0}}) << "none" << QString();
        QTest::newRow("no type") << QJsonObject{{"tables", 3}} << "none" << QString();

        QTest::newRow("tables missing") << message("tables", {}) << "badMessage" << "tables: it is missing.";
        QTest::newRow("tables not a list") << message("tables", {{"tables", "all"}}) << "badMessage" << "tables: not a list.";
        QTest::newRow("a table not an object") << message("tables", {{"tables", QJsonArray{summary(), 7}}}) << "badMessage"
                                               << "tables[1]: not an object.";
        QTest::newRow("a listed table's status") << message("tables", {{"tables", QJsonArray{summary({{"status", "burning"}})}}})
                                                 << "badMessage" << "tables[0].status: not a table's status.";
        QTest::newRow("code missing") << message("table", summary({{"code", QJsonValue()}})) << "badMessage" << "table.code: it is missing.";
        QTest::newRow("code not a code") << message("table", summary({{"code", "<b>hi</b>"}})) << "badMessage"
                                         << "table.code: not a table's code.";
        QTest::newRow("code a number") << message("table", summary({{"code", 12}})) << "badMessage" << "table.code: not a text.";
        QTest::newRow("status missing") << message("table", summary({{"status", QJsonValue()}})) << "badMessage" << "table.status";
        QTest::newRow("seats not a list") << message("table", summary({{"seats", QJsonObject()}})) << "badMessage" << "table.seats: not a list.";
        QJsonArray sevenSeats;
        for (int i = 0; i < 7; ++i)
            sevenSeats.append(QJsonObject{{"kind", "person"}});
        QTest::newRow("seven seats") << message("table", summary({{"seats", sevenSeats}})) << "badMessage" << "table.seats: more than 6 entries.";
        QTest::newRow("a seat not an object") << message("table", summary({{"seats", QJsonArray{"person"}}})) << "badMessage"
                                              << "table.seats[0]: not an object.";
        QTest::newRow("a seat's kind a number") << message("table", summary({}, {{"kind", 3}})) << "badMessage"
                                                << "table.seats[1].kind: not a text.";
        QTest::newRow("a seat's kind missing") << message("table", summary({}, {{"kind", QJsonValue()}})) << "badMessage"
                                               << "table.seats[1].kind: it is missing.";
        QTest::newRow("a seat's name too long") << message("table", summary({}, {{"name", QString(33, QLatin1Char('x'))}}))
                                                << "badMessage" << "table.seats[1].name: longer than 32 characters.";
        QTest::newRow("ready as text") << message("table", summary({}, {{"ready", "yes"}})) << "badMessage"
                                       << "table.seats[1].ready: not true or false.";
        QTest::newRow("clock out of range") << message("table", summary({{"clock", 999}})) << "badMessage"
                                            << "table.clock: not a whole number from 0 to 120.";
        QTest::newRow("clock as text") << message("table", summary({{"clock", "60"}})) << "badMessage" << "table.clock";
        QTest::newRow("clock not whole") << message("table", summary({{"clock", 30.5}})) << "badMessage" << "table.clock";
        QTest::newRow("spectators below zero") << message("table", summary({{"spectators", -1}})) << "badMessage" << "table.spectators";
        QTest::newRow("seated at no seat") << message("seated", {{"code", kCode}, {"seat", 9}, {"token", kToken}}) << "badMessage"
                                           << "seated.seat: not a whole number from 0 to 5.";
        QTest::newRow("seated without a token") << message("seated", {{"code", kCode}, {"seat", 1}}) << "badMessage"
                                                << "seated.token: it is missing.";
        QTest::newRow("seated with a bad token") << message("seated", {{"code", kCode}, {"seat", 1}, {"token", "../../etc"}})
                                                 << "badMessage" << "seated.token: not a seat's token.";
        QTest::newRow("game at a seat of text") << message("game", {{"seat", "one"}}) << "badMessage" << "game.seat";
        QTest::newRow("refusal without an id") << message("error", {{"detail", "x"}}) << "badMessage" << "error.id: it is missing.";
    }

    void readsTheLobbysMessages()
    {
        QFETCH(QJsonObject, received);
        QFETCH(QString, answer);
        QFETCH(QString, problem);
        ServerLink link;
        LobbyClient client(link);
        // A table the client is at before: a bad message leaves it as it was.
        emit link.received(message("table", summary({{"spectators", 5}})));
        QVERIFY(client.table());
        const std::map<QString, std::unique_ptr<QSignalSpy>> spies = [&] {
            std::map<QString, std::unique_ptr<QSignalSpy>> s;
            s["tablesListed"] = std::make_unique<QSignalSpy>(&client, &LobbyClient::tablesListed);
            s["tableChanged"] = std::make_unique<QSignalSpy>(&client, &LobbyClient::tableChanged);
            s["seated"] = std::make_unique<QSignalSpy>(&client, &LobbyClient::seated);
            s["gameStarted"] = std::make_unique<QSignalSpy>(&client, &LobbyClient::gameStarted);
            s["refused"] = std::make_unique<QSignalSpy>(&client, &LobbyClient::refused);
            s["badMessage"] = std::make_unique<QSignalSpy>(&client, &LobbyClient::badMessage);
            return s;
        }();
        emit link.received(received);
        for (const auto &[name, spy] : spies)
            QVERIFY2(spy->count() == (name == answer ? 1 : 0), qPrintable(QStringLiteral("%1: %2").arg(name).arg(spy->count())));
        if (answer == QLatin1String("badMessage")) {
            const QString said = spies.at("badMessage")->first().first().toString();
            QVERIFY2(said.startsWith(QStringLiteral("The server sent a bad ")) && said.contains(problem), qPrintable(said));
            QCOMPARE(client.table()->spectators, 5);
            QVERIFY(client.listedTables().isEmpty());
        }
    }

    // What a good summary holds, typed; what the table's host may do.
    void aSummaryIsTyped()
    {
        ServerLink link;
        LobbyClient client(link);
        emit link.received(message("tables", {{"tables", QJsonArray{summary({{"private", true}}, {{"bot", "normal"}, {"connected", false}}),
                                                                   summary({{"code", "ZZZZZZ"}, {"status", "playing"}, {"clock", QJsonValue()}})}}}));
        QCOMPARE(client.listedTables().size(), 2);
        const LobbyTable &first = client.listedTables()[0];
        QCOMPARE(first.code, kCode);
        QCOMPARE(first.map, QStringLiteral("canaan"));
        QVERIFY(first.isPrivate && first.host && first.inLobby());
        QCOMPARE(first.seats.size(), 3);
        QCOMPARE(first.seats[1].name, QStringLiteral("Boaz"));
        QCOMPARE(first.seats[1].standIn, QStringLiteral("normal"));
        QVERIFY(!first.seats[1].connected && first.seats[1].taken && !first.seats[1].ready);
        QCOMPARE(first.personSeats(), 2);
        QCOMPARE(first.takenPersonSeats(), 1);
        QCOMPARE(first.firstFreePersonSeat(), 2);
        QVERIFY(!first.everyPersonReady());
        QCOMPARE(first.spectators, 2);
        QCOMPARE(first.takeoverSeconds, 60);
        QCOMPARE(first.clockSeconds, 60);
        const LobbyTable &second = client.listedTables()[1];
        QCOMPARE(second.status, net::TableStatus::Playing);
        QCOMPARE(second.clockSeconds, 0); // a server from before the clock

        // At the table: the host may start once every person's seat is taken and ready.
        emit link.received(message("table", summary()));
        QVERIFY(!client.canStart());
        emit link.received(message("table", summary({{"seats", QJsonArray{QJsonObject{{"kind", "person"}, {"taken", true}, {"ready", true}},
                                                                              QJsonObject{{"kind", "hard"}}}}})));
        QVERIFY(client.canStart());
        emit link.received(message("table", summary({{"host", false}, {"seats", QJsonArray{QJsonObject{{"kind", "person"}, {"taken", true}, {"ready", true}}}}})));
        QVERIFY(!client.canStart());

        // A refusal in words; a refused token is forgotten.
        QSignalSpy refused(&client, &LobbyClient::refused);
        link.holdSeat(kCode, 1, kToken);
        emit link.received(message("error", {{"id", "badToken"}}));
        QCOMPARE(refused.count(), 1);
        const auto refusal = refused.first().first().value<LobbyRefusal>();
        QCOMPARE(refusal.id, QStringLiteral("badToken"));
        QVERIFY(!refusal.text.isEmpty() && refusal.text != refusal.id);
        QCOMPARE(link.seat(), -1);
        QVERIFY(link.keptToken(kCode).isEmpty());
        // `seated`: the seat held, with its token for a rejoin.
        emit link.received(message("seated", {{"code", kCode}, {"seat", 2}, {"token", kToken}}));
        QCOMPARE(link.seat(), 2);
        QCOMPARE(link.keptToken(kCode), kToken);
        QCOMPARE(client.mySeat(), 2);
        client.leave();
        QVERIFY(!client.table());
        QCOMPARE(link.seat(), -1);
    }

    // The list of open tables shows each table's turn clock (issue 42).
    void theListShowsTheTurnClock()
    {
        LobbyTableList list;
        ServerLink link;
        LobbyClient client(link);
        QObject::connect(&client, &LobbyClient::tablesListed, &list, &LobbyTableList::showTables);
        emit link.received(message("tables", {{"tables", QJsonArray{summary(), summary({{"code", "ZZZZZZ"}, {"clock", 0}})}}}));
        QCOMPARE(list.rowCount(), 2);
        QCOMPARE(list.item(0, LobbyTableList::Clock)->text(), settlerstable::ClockBox::choiceText(60));
        QCOMPARE(list.item(0, LobbyTableList::Clock)->text(), QStringLiteral("60 seconds per decision"));
        QCOMPARE(list.item(1, LobbyTableList::Clock)->text(), QStringLiteral("No turn clock"));
        QCOMPARE(list.item(0, LobbyTableList::People)->text(), QStringLiteral("1 of 2 people"));
        QCOMPARE(list.item(0, LobbyTableList::Status)->text(), QStringLiteral("waiting for players"));
        QCOMPARE(list.item(0, LobbyTableList::Seats)->text(), QStringLiteral("computer (normal), a person, a person"));
        // The chosen table stays chosen when the list comes again, in another order.
        list.selectRow(1);
        QCOMPARE(list.chosenTable()->code, QStringLiteral("ZZZZZZ"));
        emit link.received(message("tables", {{"tables", QJsonArray{summary({{"code", "ZZZZZZ"}}), summary()}}}));
        QVERIFY(list.chosenTable());
        QCOMPARE(list.chosenTable()->code, QStringLiteral("ZZZZZZ"));
    }
};

QTEST_MAIN(TestLobbyClient)
#include "test_lobby_client.moc"
