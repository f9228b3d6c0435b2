// One table of the lobby: how it was set up, who holds each seat, and where it stands. Plain data,
// so the lobby can judge requests without sockets and the store can write it to disk.
#pragma once

#include "net/table_game_kinds.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace canaan::net {

struct TableSetup {
    QString game = QString::fromLatin1(kSettlersTables.id); // a TableGameKind's id
    QString mapName;       // "canaan", "classic", or "custom" when mapData holds a user's map
    QJsonObject mapData;   // the user's map, as sent and checked
    QString ruleset;       // empty: the map's
    QJsonObject options;   // empty: the map's
    QStringList seatKinds; // per seat "person" or a computer player's id
    QStringList nations;   // conquest: per seat its nation's id (docs/conquest.md)
    bool isPrivate = false;
    int takeoverSeconds = 60; // 0: a dropped seat waits for its person
    int turnLimit = 0;
    int clockSeconds = 0; // the turn clock per decision of a person (io/clock_limits.h); 0: none
};

struct SeatState {
    QString name;
    QString token; // empty while the seat is free (and always for a computer player's seat)
    bool ready = false;
    bool connected = false;
    QString standIn; // the computer player playing a dropped person's seat, or empty

    bool taken() const { return !token.isEmpty(); }
};

enum class TableStatus { Lobby, Playing, Over };
QString tableStatusId(TableStatus status);

struct Table {
    QString code;
    TableSetup setup;
    std::vector<SeatState> seats;
    int hostSeat = -1;        // the seat the creator took; it starts the game
    int hostConnection = -1;  // the creator's connection until it takes a seat (not kept on disk)
    QString creatorAddress;   // the creating client's address: its tables are limited (kept on disk)
    qint64 idleSince = 0;     // ms since the epoch: since when nobody is at this lobby table (kept on disk)
    TableStatus status = TableStatus::Lobby;
    int spectators = 0;       // not kept on disk: spectators reconnect by joining again
    QByteArray game;          // the game's save (the play host's), once started
    // Read back with its journal, which ends at the game's last action: new actions are appended
    // to it (not kept on disk; else the server starts a new journal).
    bool journalContinues = false;

    bool isPerson(int seat) const { return setup.seatKinds.value(seat) == QLatin1String("person"); }
    bool computersOnly() const { return !setup.seatKinds.contains(QLatin1String("person")); }
    bool isHost(int seat, int connection) const
    {
        return (seat >= 0 && seat == hostSeat) || (hostSeat < 0 && connection >= 0 && connection == hostConnection);
    }
};

// The summary of docs/protocol.md ("A table summary"); tokens never appear in it. As JSON text (the
// bytes QJsonDocument writes for its object), and, when `message`, as the `table` message: with
// its "t" and the request's "ref" when given.
QByteArray tableSummaryText(const Table &table, bool forHost, bool message = false, std::optional<qint64> ref = std::nullopt);
QJsonObject tableSummary(const Table &table, bool forHost);

} // namespace canaan::net
