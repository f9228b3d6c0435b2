// The games a server's table may play, as the protocol knows them (docs/protocol.md, `create`):
// one entry per game, its id and what its `create` message and seats must be. The server, the
// lobby and the message checks ask this registry and never name a game; the games' play (factory
// and setup check, which need the play layer) is table_games.h's, keyed by these entries.
#pragma once

#include "net/client_message.h"

#include <QJsonObject>
#include <QString>
#include <optional>
#include <vector>

namespace canaan::net {

struct TableGameKind {
    const char *id;  // the `game` of a `create` message and of a table summary
    bool needsMap;   // a map by name ("map") or whole ("mapData"), exactly one of them
    // Whether `seatKind` is one of this game's computer players.
    bool (*isBot)(const QString &seatKind);
    // The user's map (mapData) for `seats` seats; the refusal when it is not one. Null: the game
    // takes no map.
    std::optional<Refusal> (*checkMapData)(const QJsonObject &mapData, int seats);
};

extern const TableGameKind kSettlersTables;
extern const TableGameKind kConquestTables;

// Every game of the protocol, the board game first (a table's `game` when none is named on disk).
const std::vector<const TableGameKind *> &tableGameKinds();
// The game of that id, or null.
const TableGameKind *tableGameKind(const QString &id);

} // namespace canaan::net
