// The tables of one server and the requests that change them: create, take a seat, watch, rejoin
// with a token, ready, start, leave. It judges each request against the table's state and answers
// with a Refusal (docs/protocol.md's error ids) or the change; sending messages is the server's job.
// Connections are plain numbers here, so the tests drive it without sockets.
#pragma once

#include "net/client_message.h"
#include "net/protocol.h"
#include "net/table.h"

#include <functional>
#include <map>
#include <optional>
#include <variant>

namespace canaan::net {

// Judges a new table's game setup (map, ruleset, options) beyond the message's fields; the game
// kinds' own readers do it (settlers_table_game.h).
using SetupCheck = std::function<std::optional<Refusal>(const TableSetup &setup)>;

class Lobby {
public:
    explicit Lobby(int maxTables, SetupCheck check = {}, int tablesPerAddress = kDefaultTablesPerAddress)
        : m_maxTables(maxTables), m_tablesPerAddress(tablesPerAddress), m_check(std::move(check))
    {
    }

    // A new table from a checked `create` message; the creating connection is its host. One
    // connection, and one client address, may hold only so many open tables (protocol.h), and of
    // those only kMaxComputerTablesPerAddress of computer players only: `tableLimit` with the kind.
    std::variant<Table *, Refusal> create(const QJsonObject &request, int connection, const QString &address = {});
    // Takes a person seat for `name`; returns the seat's new token. The host's connection taking a
    // seat makes that seat the host.
    std::variant<QString, Refusal> takeSeat(const QString &code, int seat, const QString &name, int connection);
    // Frees a seat before the start; after it the seat only loses its connection.
    std::optional<Refusal> leaveSeat(const QString &code, int seat);
    std::optional<Refusal> addSpectator(const QString &code);
    void removeSpectator(const QString &code);
    // The seat the token belongs to.
    std::variant<int, Refusal> rejoin(const QString &code, const QString &token);
    std::optional<Refusal> setReady(const QString &code, int seat, bool ready);
    // The host's start: every person seat taken and ready. On success the table is Playing.
    std::optional<Refusal> start(const QString &code, int seat, int connection);

    Table *find(const QString &code);
    std::vector<const Table *> publicTables() const;
    const std::map<QString, Table> &tables() const { return m_tables; }
    // A table read back from disk after a restart; its seats are all disconnected.
    void restore(Table table);
    void remove(const QString &code) { m_tables.erase(code); }

private:
    // Why one more table of `computersOnly` from this connection and address is refused, if it is.
    std::optional<Refusal> overOwnLimit(int connection, const QString &address, bool computersOnly) const;

    int m_maxTables;
    int m_tablesPerAddress;
    SetupCheck m_check;
    std::map<QString, Table> m_tables;
};

} // namespace canaan::net
