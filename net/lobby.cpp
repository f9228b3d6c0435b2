#include "net/lobby.h"

#include "net/protocol.h"
#include "net/secrets.h"
#include "net/table_game_kinds.h"

#include <QDateTime>
#include <QJsonArray>
#include <algorithm>

namespace canaan::net {

std::optional<Refusal> Lobby::overOwnLimit(int connection, const QString &address, bool computersOnly) const
{
    int ofConnection = 0, ofAddress = 0, computersOfAddress = 0;
    for (const auto &[code, table] : m_tables) {
        if (table.status == TableStatus::Over)
            continue; // a finished table costs nothing and leaves after its grace period
        ofConnection += table.hostConnection == connection;
        if (table.creatorAddress == address) {
            ++ofAddress;
            computersOfAddress += table.computersOnly();
        }
    }
    auto limit = [](const char *kind, int most) {
        return Refusal::of("tableLimit", QJsonObject{{QStringLiteral("kind"), QLatin1String(kind)}, {QStringLiteral("limit"), most}});
    };
    if (ofConnection >= kMaxTablesPerConnection)
        return limit("connection", kMaxTablesPerConnection);
    if (ofAddress >= m_tablesPerAddress)
        return limit("address", m_tablesPerAddress);
    if (computersOnly && computersOfAddress >= kMaxComputerTablesPerAddress)
        return limit("computersOnly", kMaxComputerTablesPerAddress);
    return std::nullopt;
}

std::variant<Table *, Refusal> Lobby::create(const QJsonObject &request, int connection, const QString &address)
{
    if (int(m_tables.size()) >= m_maxTables)
        return Refusal::of("tooManyTables");
    TableSetup setup;
    setup.game = request.value(QLatin1String("game")).toString();
    const TableGameKind *game = tableGameKind(setup.game);
    if (!game) // the message's check has refused it already; a caller that skipped it is told too
        return Refusal::of("badField", QJsonObject{{QStringLiteral("field"), QStringLiteral("game")},
                                       {QStringLiteral("problem"), QStringLiteral("value")}});
    const QJsonArray kinds = request.value(QLatin1String("seats")).toArray();
    for (qsizetype i = 0; i < kinds.size(); ++i) {
        const QString kind = kinds[i].toString();
        if (kind != QLatin1String("person") && !game->isBot(kind))
            return Refusal::of("badField", QJsonObject{{QStringLiteral("field"), QStringLiteral("seats[%1]").arg(i)},
                                           {QStringLiteral("problem"), QStringLiteral("value")}});
        setup.seatKinds.append(kind);
    }
    if (request.contains(QLatin1String("mapData"))) {
        setup.mapName = QStringLiteral("custom");
        setup.mapData = request.value(QLatin1String("mapData")).toObject();
        if (!game->checkMapData)
            return Refusal::of("badField", QJsonObject{{QStringLiteral("field"), QStringLiteral("mapData")},
                                           {QStringLiteral("problem"), QStringLiteral("value")}});
        if (auto problem = game->checkMapData(setup.mapData, int(kinds.size())))
            return *problem;
    } else {
        setup.mapName = request.value(QLatin1String("map")).toString();
    }
    setup.ruleset = request.value(QLatin1String("ruleset")).toString();
    setup.options = request.value(QLatin1String("options")).toObject();
    for (const QJsonValue &nation : request.value(QLatin1String("nations")).toArray())
        setup.nations.append(nation.toString());
    setup.isPrivate = request.value(QLatin1String("private")).toBool(false);
    setup.takeoverSeconds = request.value(QLatin1String("takeover")).toInt(60);
    setup.turnLimit = request.value(QLatin1String("turnLimit")).toInt(0);
    setup.clockSeconds = request.value(QLatin1String("clock")).toInt(0);
    if (m_check) {
        if (auto problem = m_check(setup))
            return *problem;
    }
    if (auto problem = overOwnLimit(connection, address, !setup.seatKinds.contains(QLatin1String("person"))))
        return *problem;

    Table table;
    do {
        table.code = newTableCode();
    } while (m_tables.count(table.code));
    table.setup = setup;
    table.seats.resize(size_t(setup.seatKinds.size()));
    for (qsizetype i = 0; i < setup.seatKinds.size(); ++i) {
        if (!table.isPerson(int(i)))
            table.seats[size_t(i)].name = setup.seatKinds[i];
    }
    table.hostConnection = connection;
    table.creatorAddress = address;
    table.idleSince = QDateTime::currentMSecsSinceEpoch();
    const QString code = table.code;
    return &(m_tables[code] = std::move(table));
}

Table *Lobby::find(const QString &code)
{
    const auto it = m_tables.find(code);
    return it == m_tables.end() ? nullptr : &it->second;
}

std::variant<QString, Refusal> Lobby::takeSeat(const QString &code, int seat, const QString &name, int connection)
{
    Table *table = find(code);
    if (!table)
        return Refusal::of("noSuchTable", code);
    if (table->status != TableStatus::Lobby)
        return Refusal::of("alreadyStarted");
    if (seat < 0 || seat >= int(table->seats.size()) || !table->isPerson(seat))
        return Refusal::of("badField", QJsonObject{{QStringLiteral("field"), QStringLiteral("seat")},
                                       {QStringLiteral("problem"), QStringLiteral("value")}});
    SeatState &state = table->seats[size_t(seat)];
    if (state.taken())
        return Refusal::of("seatTaken", seat);
    state = SeatState{name, newSeatToken(), false, true, {}};
    if (table->hostSeat < 0 && connection == table->hostConnection)
        table->hostSeat = seat;
    return state.token;
}

std::optional<Refusal> Lobby::leaveSeat(const QString &code, int seat)
{
    Table *table = find(code);
    if (!table || seat < 0 || seat >= int(table->seats.size()))
        return Refusal::of("notSeated");
    if (table->status == TableStatus::Lobby) {
        table->seats[size_t(seat)] = SeatState{};
        if (table->hostSeat == seat)
            table->hostSeat = -1;
    } else {
        table->seats[size_t(seat)].connected = false;
    }
    return std::nullopt;
}

std::optional<Refusal> Lobby::addSpectator(const QString &code)
{
    Table *table = find(code);
    if (!table)
        return Refusal::of("noSuchTable", code);
    if (table->spectators >= kMaxSpectators)
        return Refusal::of("tableFull");
    ++table->spectators;
    return std::nullopt;
}

void Lobby::removeSpectator(const QString &code)
{
    if (Table *table = find(code); table && table->spectators > 0)
        --table->spectators;
}

std::variant<int, Refusal> Lobby::rejoin(const QString &code, const QString &token)
{
    Table *table = find(code);
    if (!table)
        return Refusal::of("noSuchTable", code);
    for (size_t seat = 0; seat < table->seats.size(); ++seat) {
        SeatState &state = table->seats[seat];
        if (state.taken() && sameToken(state.token, token)) {
            state.connected = true;
            state.standIn.clear();
            return int(seat);
        }
    }
    return Refusal::of("badToken");
}

std::optional<Refusal> Lobby::setReady(const QString &code, int seat, bool ready)
{
    Table *table = find(code);
    if (!table || seat < 0)
        return Refusal::of("notSeated");
    if (table->status != TableStatus::Lobby)
        return Refusal::of("alreadyStarted");
    table->seats[size_t(seat)].ready = ready;
    return std::nullopt;
}

std::optional<Refusal> Lobby::start(const QString &code, int seat, int connection)
{
    Table *table = find(code);
    if (!table)
        return Refusal::of("notSeated");
    if (!table->isHost(seat, connection))
        return Refusal::of("notHost");
    if (table->status != TableStatus::Lobby)
        return Refusal::of("alreadyStarted");
    for (size_t i = 0; i < table->seats.size(); ++i) {
        if (table->isPerson(int(i)) && (!table->seats[i].taken() || !table->seats[i].ready))
            return Refusal::of("notReady", int(i));
    }
    table->status = TableStatus::Playing;
    return std::nullopt;
}

std::vector<const Table *> Lobby::publicTables() const
{
    std::vector<const Table *> list;
    for (const auto &[code, table] : m_tables) {
        if (!table.setup.isPrivate && table.status != TableStatus::Over)
            list.push_back(&table);
    }
    return list;
}

void Lobby::restore(Table table)
{
    for (SeatState &seat : table.seats)
        seat.connected = false;
    table.hostConnection = -1;
    table.spectators = 0;
    const QString code = table.code;
    m_tables[code] = std::move(table);
}

} // namespace canaan::net
