// The game a started table plays, as the server sees it: actions come in from a seat's
// connection as JSON and are judged by the rules; what each seat may see goes out as JSON messages
// (docs/protocol.md: view, events, ask, over). The play host stands behind it; the server never
// reads a game state itself, so it cannot leak one.
#pragma once

#include "net/client_message.h"
#include "net/table.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <functional>
#include <memory>
#include <optional>

namespace canaan::net {

inline constexpr int kSpectatorSeat = -1;

// Protocol versions as a set (TableGame::Hooks): one bit per version.
inline constexpr int versionBit(int version) { return 1 << version; }
inline constexpr int kEveryVersion = ~0;

// A JSON object as the compact text that goes on the wire.
inline QByteArray jsonText(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// The seats of a bit mask (the winners), as JSON.
inline QJsonArray seatsOfMask(int mask, int seats)
{
    QJsonArray list;
    for (int p = 0; p < seats; ++p) {
        if (mask & (1 << p))
            list.append(p);
    }
    return list;
}

class TableGame {
public:
    struct Hooks {
        // A message (its JSON text) for one seat's connection, or for the spectators (kSpectatorSeat),
        // that speak one of `versions` (versionBit()s; kEveryVersion: whatever they speak).
        std::function<void(int seat, const QByteArray &message, int versions)> send;
        // After every action: the table's save changed and must reach the disk.
        std::function<void()> changed;
        // The protocol versions (versionBit()s) of the connections that would receive a message for
        // `seat` (kSpectatorSeat: spectators); 0 when none would: a game skips building messages
        // nobody reads. Unset: connections of every version listen.
        std::function<int(int seat)> listens;
        // How long one second of the turn clock lasts, ms (ServerConfig::clockSecondMs).
        int clockSecondMs = 1000;
    };

    virtual ~TableGame() = default;

    // Starts (a new table) or resumes (a restored one) and sends the first views and questions.
    virtual void begin() = 0;
    // One action of `seat`; nothing when taken, else the refusal (notYourSeat, illegal + reason).
    virtual std::optional<Refusal> act(int seat, const QJsonObject &action) = 0;
    // A computer player (`bot`) plays a dropped person's seat until called again with an empty id.
    virtual void setStandIn(int seat, const QString &bot) = 0;
    // A connection for `seat` (or a spectator) arrived: send it the view and, if due, the question.
    virtual void greet(int seat) = 0;
    // The `view` message with the whole view last sent to `seat`'s connections, as protocol
    // version 2 writes it (its number too), for a connection whose view is out of step (`resync`);
    // empty for a game without views.
    virtual QByteArray wholeView(int seat)
    {
        Q_UNUSED(seat);
        return {};
    }
    // The save of the game so far, to restore it after a restart.
    virtual QByteArray save() const = 0;
    // The length of the save's log, or nothing for a game without one (the tests' stand-in), whose
    // table is then written whole at every commit instead of journaled.
    virtual std::optional<int> logLength() const { return std::nullopt; }
    // The log's actions from `from` on as the save's log writes them, one a line (each with its
    // newline): a table journal's lines (table_journal.h).
    virtual QByteArray logLines(int from) const
    {
        Q_UNUSED(from);
        return {};
    }
    virtual bool over() const = 0;
};

// Makes the game of a table that starts or is restored (table.game holds its save then). nullptr
// with *problem when the table cannot be played (an unknown map, a damaged save).
using TableGameFactory = std::function<std::unique_ptr<TableGame>(const Table &table, TableGame::Hooks hooks, QString *problem)>;

} // namespace canaan::net
