// The games a server's tables play, by the table's `game`: what canaan-server and the app's host
// pass to net::Server.
#pragma once

#include "lobby.h"
#include "table_game.h"

namespace canaan::net {

TableGameFactory playedGames();
SetupCheck setupCheck();

} // namespace canaan::net
