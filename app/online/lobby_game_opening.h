// The lobby hands a started table to its game: the game module of the table's `game` opens its
// window on the link (GameModule::openNetworkTable), which then carries on what the lobby had —
// the chat said before the start, and who is at the table.
#pragma once

#include "app/online/lobby_table.h"

#include <QStringList>

class QWidget;

namespace canaan::session {
class Session;
}

namespace canaan::online {

class ServerLink;

// The game's window (shown by the module), or null with *problem in words.
QWidget *openLobbyGame(session::Session &session, ServerLink &link, const LobbyGameStart &start,
                       const std::optional<LobbyTable> &table, const QStringList &chatSoFar, QString *problem);

} // namespace canaan::online
