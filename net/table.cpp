#include "net/table.h"

#include "engine/io/json_out.h"

#include <QJsonDocument>

namespace canaan::net {

QString tableStatusId(TableStatus status)
{
    switch (status) {
    case TableStatus::Lobby:
        return QStringLiteral("lobby");
    case TableStatus::Playing:
        return QStringLiteral("playing");
    case TableStatus::Over:
        return QStringLiteral("over");
    }
    return {};
}

QByteArray tableSummaryText(const Table &table, bool forHost, bool message, std::optional<qint64> ref)
{
    // Written as QJsonDocument writes the summary's object: the keys in sorted order.
    io::JsonOut out(512);
    out.beginObject().key("clock").number(table.setup.clockSeconds);
    out.key("code").text(table.code);
    out.key("game").text(table.setup.game);
    out.key("host").boolean(forHost);
    out.key("map").text(table.setup.mapName);
    out.key("private").boolean(table.setup.isPrivate);
    if (message && ref)
        out.key("ref").raw(QByteArray::number(*ref));
    out.key("ruleset").text(table.setup.ruleset);
    out.key("seats").beginArray();
    for (qsizetype i = 0; i < table.setup.seatKinds.size(); ++i) {
        const SeatState &seat = table.seats[size_t(i)];
        const bool person = table.isPerson(int(i));
        out.beginObject().key("bot");
        if (seat.standIn.isEmpty())
            out.null();
        else
            out.text(seat.standIn);
        out.key("connected").boolean(person ? seat.connected : true);
        out.key("kind").text(table.setup.seatKinds[i]);
        out.key("name").text(seat.name);
        if (i < table.setup.nations.size()) // a Conquest table's seat
            out.key("nation").text(table.setup.nations[i]);
        out.key("ready").boolean(person ? seat.ready : true);
        out.key("taken").boolean(person ? seat.taken() : true);
        out.endObject();
    }
    out.endArray().key("spectators").number(table.spectators);
    out.key("status").text(tableStatusId(table.status));
    if (message)
        out.key("t").string("table");
    out.key("takeover").number(table.setup.takeoverSeconds);
    return out.endObject().take();
}

QJsonObject tableSummary(const Table &table, bool forHost)
{
    return QJsonDocument::fromJson(tableSummaryText(table, forHost)).object();
}

} // namespace canaan::net
