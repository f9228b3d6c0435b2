#include "net/table.h"

#include <QJsonArray>

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

QJsonObject tableSummary(const Table &table, bool forHost)
{
    QJsonArray seats;
    for (qsizetype i = 0; i < table.setup.seatKinds.size(); ++i) {
        const SeatState &seat = table.seats[size_t(i)];
        const bool person = table.isPerson(int(i));
        QJsonObject summary{
            {QStringLiteral("kind"), table.setup.seatKinds[i]},
            {QStringLiteral("name"), seat.name},
            {QStringLiteral("taken"), person ? seat.taken() : true},
            {QStringLiteral("ready"), person ? seat.ready : true},
            {QStringLiteral("connected"), person ? seat.connected : true},
            {QStringLiteral("bot"), seat.standIn.isEmpty() ? QJsonValue() : QJsonValue(seat.standIn)},
        };
        if (i < table.setup.nations.size()) // a Conquest table's seat
            summary.insert(QStringLiteral("nation"), table.setup.nations[i]);
        seats.append(summary);
    }
    return QJsonObject{
        {QStringLiteral("code"), table.code},
        {QStringLiteral("game"), table.setup.game},
        {QStringLiteral("map"), table.setup.mapName},
        {QStringLiteral("ruleset"), table.setup.ruleset},
        {QStringLiteral("private"), table.setup.isPrivate},
        {QStringLiteral("status"), tableStatusId(table.status)},
        {QStringLiteral("host"), forHost},
        {QStringLiteral("seats"), seats},
        {QStringLiteral("spectators"), table.spectators},
        {QStringLiteral("takeover"), table.setup.takeoverSeconds},
        {QStringLiteral("clock"), table.setup.clockSeconds},
    };
}

} // namespace canaan::net
