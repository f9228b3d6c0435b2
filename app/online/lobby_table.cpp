#include "app/online/lobby_table.h"

#include "app/online_table/refusal_text.h"
#include "engine/io/clock_limits.h"
#include "net/protocol.h"
#include "net/secrets.h"
#include "net/wire_reader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>

namespace canaan::online {

namespace {

// The most tables one `tables` list may hold here: far past any server's --max-tables in use, and
// the message's own limit (256 KiB) bounds it anyway.
constexpr qsizetype kMaxListedTables = 10000;

using Status = net::TableStatus; // (lupdate takes a method returning net::X for one of namespace net)
constexpr Status kStatuses[] = {Status::Lobby, Status::Playing, Status::Over};

// The words of this reader's own checks (lupdate's context "canaan::online::LobbyTableReader").
class LobbyTableReader {
    Q_DECLARE_TR_FUNCTIONS(canaan::online::LobbyTableReader)
public:
    explicit LobbyTableReader(QString *problem) : m_read(problem) {}

    net::WireReader &read() { return m_read; }

    // A text that is absent reads as empty (a key a newer page added, or a seat without one).
    QString optionalText(const QJsonObject &o, const QString &place, const char *key)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isString())
            m_read.fail(net::WireReader::member(place, key), tr("not a text."));
        return v.toString();
    }

    bool optionalBoolean(const QJsonObject &o, const QString &place, const char *key)
    {
        return o.contains(QLatin1String(key)) && m_read.boolean(o, place, key);
    }

    int optionalInteger(const QJsonObject &o, const QString &place, const char *key, int max)
    {
        return o.contains(QLatin1String(key)) ? m_read.integer(o, place, key, 0, max) : 0;
    }

    QString code(const QJsonObject &o, const QString &place)
    {
        const QString code = m_read.text(o, place, "code");
        if (m_read.ok() && !net::isTableCode(code))
            m_read.fail(net::WireReader::member(place, "code"), tr("not a table's code."));
        return code;
    }

    Status status(const QJsonObject &o, const QString &place)
    {
        const QString id = m_read.text(o, place, "status");
        for (const Status status : kStatuses)
            if (id == net::tableStatusId(status))
                return status;
        if (m_read.ok())
            m_read.fail(net::WireReader::member(place, "status"), tr("not a table's status."));
        return Status::Lobby;
    }

    LobbySeat seat(const QJsonValue &value, const QString &place)
    {
        LobbySeat seat;
        if (!value.isObject()) {
            m_read.fail(place, tr("not an object."));
            return seat;
        }
        const QJsonObject o = value.toObject();
        seat.kind = m_read.text(o, place, "kind");
        seat.name = optionalText(o, place, "name");
        seat.taken = optionalBoolean(o, place, "taken");
        seat.ready = optionalBoolean(o, place, "ready");
        seat.connected = optionalBoolean(o, place, "connected");
        seat.standIn = optionalText(o, place, "bot");
        seat.nation = optionalText(o, place, "nation");
        if (seat.name.size() > net::kMaxNameLength)
            m_read.fail(net::WireReader::member(place, "name"), tr("longer than %1 characters.").arg(net::kMaxNameLength));
        return seat;
    }

    LobbyTable table(const QJsonObject &o, const QString &place)
    {
        LobbyTable table;
        table.code = code(o, place);
        if (o.contains(QLatin1String("game")))
            table.game = m_read.text(o, place, "game");
        table.map = optionalText(o, place, "map");
        table.ruleset = optionalText(o, place, "ruleset");
        table.isPrivate = optionalBoolean(o, place, "private");
        table.status = status(o, place);
        table.host = optionalBoolean(o, place, "host");
        const QJsonArray seats = m_read.array(o, place, "seats", net::kMaxSeats);
        for (qsizetype i = 0; i < seats.size(); ++i)
            table.seats << seat(seats[i], net::WireReader::element(net::WireReader::member(place, "seats"), i));
        table.spectators = optionalInteger(o, place, "spectators", net::kMaxSpectators);
        table.takeoverSeconds = optionalInteger(o, place, "takeover", net::kMaxTakeoverSeconds);
        table.clockSeconds = optionalInteger(o, place, "clock", kClockChoices.back());
        table.wire = o;
        return table;
    }

private:
    net::WireReader m_read;
};

} // namespace

int LobbyTable::firstFreePersonSeat() const
{
    for (int s = 0; s < seats.size(); ++s)
        if (seats[s].isPerson() && !seats[s].taken)
            return s;
    return -1;
}

int LobbyTable::personSeats() const
{
    return int(std::count_if(seats.begin(), seats.end(), [](const LobbySeat &s) { return s.isPerson(); }));
}

int LobbyTable::takenPersonSeats() const
{
    return int(std::count_if(seats.begin(), seats.end(), [](const LobbySeat &s) { return s.isPerson() && s.taken; }));
}

bool LobbyTable::everyPersonReady() const
{
    return std::all_of(seats.begin(), seats.end(), [](const LobbySeat &s) { return !s.isPerson() || (s.taken && s.ready); });
}

std::optional<LobbyTable> readLobbyTable(const QJsonObject &summary, QString *problem)
{
    LobbyTableReader reader(problem);
    LobbyTable table = reader.table(summary, QStringLiteral("table"));
    table.wire.remove(QStringLiteral("t"));
    return reader.read().ok() ? std::optional(table) : std::nullopt;
}

std::optional<QList<LobbyTable>> readTableList(const QJsonObject &message, QString *problem)
{
    LobbyTableReader reader(problem);
    const QJsonArray tables = reader.read().array(message, QString(), "tables", kMaxListedTables);
    QList<LobbyTable> list;
    for (qsizetype i = 0; i < tables.size() && reader.read().ok(); ++i) {
        const QString place = net::WireReader::element(QStringLiteral("tables"), i);
        if (!tables[i].isObject())
            reader.read().fail(place, LobbyTableReader::tr("not an object."));
        else
            list << reader.table(tables[i].toObject(), place);
    }
    return reader.read().ok() ? std::optional(list) : std::nullopt;
}

std::optional<LobbySeating> readSeating(const QJsonObject &message, QString *problem)
{
    LobbyTableReader reader(problem);
    LobbySeating seating;
    seating.code = reader.code(message, QStringLiteral("seated"));
    seating.seat = reader.read().integer(message, QStringLiteral("seated"), "seat", 0, net::kMaxSeats - 1);
    seating.token = reader.read().text(message, QStringLiteral("seated"), "token");
    if (reader.read().ok() && !net::isSeatToken(seating.token))
        reader.read().fail(QStringLiteral("seated.token"), LobbyTableReader::tr("not a seat's token."));
    return reader.read().ok() ? std::optional(seating) : std::nullopt;
}

std::optional<LobbyGameStart> readGameStart(const QJsonObject &message, QString *problem)
{
    LobbyTableReader reader(problem);
    LobbyGameStart start;
    start.seat = reader.read().integer(message, QStringLiteral("game"), "seat", -1, net::kMaxSeats - 1);
    start.message = message;
    return reader.read().ok() ? std::optional(start) : std::nullopt;
}

std::optional<LobbyRefusal> readRefusal(const QJsonObject &message, QString *problem)
{
    LobbyTableReader reader(problem);
    LobbyRefusal refusal;
    refusal.id = reader.read().text(message, QStringLiteral("error"), "id");
    if (!reader.read().ok())
        return std::nullopt;
    refusal.text = refusalText(message);
    return refusal;
}

} // namespace canaan::online
