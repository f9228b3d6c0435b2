// The games a server's tables play, by the table's `game` (one registry: each TableGameKind with its
// factory and setup check): what canaan-server and the app's host pass to net::Server.
#pragma once

#include "net/lobby.h"
#include "net/table_game.h"

namespace canaan::net {

TableGameFactory playedGames();
SetupCheck setupCheck();
// Whether every game the protocol knows (table_game_kinds.h) is played here (a test's check).
bool playsEveryGame();

} // namespace canaan::net
