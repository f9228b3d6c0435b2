// A table's summary, its `table` message, the `tables` list and its file on disk are written as
// text without building QJsonObjects (docs/network.md, "Set-up read once"): the same bytes
// QJsonDocument writes for the objects they were built as before, which this test still builds.
#include "net/table.h"
#include "net/table_store.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace canaan::net;

Q_DECLARE_METATYPE(Table)

namespace {

QByteArray compact(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

// The summary as tableSummary built it with QJsonObject.
QJsonObject summaryObject(const Table &table, bool forHost)
{
    QJsonArray seats;
    for (qsizetype i = 0; i < table.setup.seatKinds.size(); ++i) {
        const SeatState &seat = table.seats[size_t(i)];
        const bool person = table.isPerson(int(i));
        QJsonObject summary{{"kind", table.setup.seatKinds[i]}, {"name", seat.name}, {"taken", person ? seat.taken() : true},
            {"ready", person ? seat.ready : true}, {"connected", person ? seat.connected : true},
            {"bot", seat.standIn.isEmpty() ? QJsonValue() : QJsonValue(seat.standIn)}};
        if (i < table.setup.nations.size())
            summary.insert("nation", table.setup.nations[i]);
        seats.append(summary);
    }
    return {{"code", table.code}, {"game", table.setup.game}, {"map", table.setup.mapName}, {"ruleset", table.setup.ruleset},
        {"private", table.setup.isPrivate}, {"status", tableStatusId(table.status)}, {"host", forHost}, {"seats", seats},
        {"spectators", table.spectators}, {"takeover", table.setup.takeoverSeconds}, {"clock", table.setup.clockSeconds}};
}

// The file as tableToJson built it with QJsonObject.
QJsonObject fileObject(const Table &table)
{
    QJsonArray seats;
    for (const SeatState &seat : table.seats)
        seats.append(QJsonObject{{"name", seat.name}, {"token", seat.token}, {"ready", seat.ready}});
    const TableSetup &s = table.setup;
    QJsonObject setup{{"game", s.game}, {"map", s.mapName}, {"ruleset", s.ruleset}, {"options", s.options},
        {"seats", QJsonArray::fromStringList(s.seatKinds)}, {"private", s.isPrivate}, {"nations", QJsonArray::fromStringList(s.nations)},
        {"takeover", s.takeoverSeconds}, {"turnLimit", s.turnLimit}, {"clock", s.clockSeconds}};
    if (!s.mapData.isEmpty())
        setup.insert("mapData", s.mapData);
    return {{"format", "canaan-table"}, {"version", 1}, {"code", table.code}, {"setup", setup}, {"seats", seats},
        {"hostSeat", table.hostSeat}, {"status", tableStatusId(table.status)}, {"game", QString::fromUtf8(table.game)},
        {"creator", table.creatorAddress}, {"idleSince", double(table.idleSince)}};
}

Table lobbyTable()
{
    Table t;
    t.code = "ABCD23";
    t.setup.mapName = "canaan";
    t.setup.seatKinds = {"person", "hard", "person", "random"};
    t.seats = {SeatState{"Ruth", "tok1", true, true, {}}, SeatState{"hard", {}, false, false, {}}, SeatState{}, SeatState{"random", {}, false, false, {}}};
    t.hostSeat = 0;
    t.creatorAddress = "127.0.0.1";
    t.idleSince = 1764403293123;
    return t;
}

} // namespace

class TestNetTableText : public QObject {
    Q_OBJECT
private slots:
    void writtenAsQtWrites_data()
    {
        QTest::addColumn<Table>("table");
        QTest::newRow("lobby") << lobbyTable();
        Table playing = lobbyTable();
        playing.status = TableStatus::Playing;
        playing.seats[0].standIn = "random";
        playing.seats[2] = SeatState{"Boaz \"the\" \\ kinsman\n예", "tok2", true, false, {}};
        playing.game = "{\n    \"format\": \"canaan-save\",\n    \"seats\": [\"é\\u0001\"]\n}\n";
        playing.spectators = 3;
        playing.setup.isPrivate = true;
        playing.setup.clockSeconds = 60;
        playing.setup.ruleset = "classic";
        playing.setup.options = QJsonObject{{"vpToWin", 12}, {"deck", QJsonObject{{"priest", 3}}}};
        playing.setup.turnLimit = 40;
        QTest::newRow("playing") << playing;
        Table conquest = lobbyTable();
        conquest.setup.game = "conquest";
        conquest.setup.mapName = QString();
        conquest.setup.seatKinds = {"person", "random"};
        conquest.setup.nations = {"israel", "philistia"};
        conquest.seats.resize(2);
        conquest.hostSeat = -1;
        conquest.status = TableStatus::Over;
        conquest.idleSince = 0;
        QTest::newRow("conquest") << conquest;
        Table custom = lobbyTable();
        custom.setup.mapName = "custom";
        custom.setup.mapData = QJsonObject{{"format", "canaan-map"}, {"hexes", QJsonArray{QJsonObject{{"q", -1}, {"r", 2.5}}}}};
        QTest::newRow("custom map") << custom;
    }
    void writtenAsQtWrites()
    {
        QFETCH(Table, table);
        for (const bool host : {false, true}) {
            QCOMPARE(tableSummaryText(table, host), compact(summaryObject(table, host)));
            QJsonObject message = summaryObject(table, host);
            message.insert("t", "table");
            QCOMPARE(tableSummaryText(table, host, true), compact(message));
            message.insert("ref", qint64(9007199254740991));
            QCOMPARE(tableSummaryText(table, host, true, qint64(9007199254740991)), compact(message));
        }
        QCOMPARE(tableToJson(table), compact(fileObject(table)));
        QString problem;
        const std::optional<Table> back = tableFromJson(tableToJson(table), &problem);
        QVERIFY2(back, qPrintable(problem));
        QCOMPARE(back->game, table.game);
        QCOMPARE(back->seats[0].name, table.seats[0].name);
    }
};

QTEST_GUILESS_MAIN(TestNetTableText)
#include "test_net_table_text.moc"
