// The ways into network play from the start screen: Join a network game (the address, port and
// name, then the lobby) and Host a network game (a net::Server started inside the app on the
// chosen port, its tables kept under the app's data folder, then its lobby as the host). The
// windows delete themselves when closed; closing the host's lobby stops its server.
#pragma once

#include <QString>
#include <QStringList>

class QWidget;

namespace canaan::session {
class Session;
}

namespace canaan::online {

class LobbyWindow;

// The dialog, then the lobby; null when cancelled.
LobbyWindow *joinNetworkGame(session::Session &session, QWidget *parent);
LobbyWindow *hostNetworkGame(session::Session &session, QWidget *parent);

// Without a dialog (the command line's hidden options and the tests).
LobbyWindow *openLobby(session::Session &session, const QString &host, quint16 port, const QString &name);
// Starts the server and opens its lobby; null with *problem (a port in use...) when it cannot listen.
LobbyWindow *hostLobby(session::Session &session, quint16 port, const QString &name, QString *problem);

// The addresses friends may use to reach this computer's port (its non-loopback IPv4 and IPv6
// addresses; the loopback when it has no other).
QStringList reachableAddresses(quint16 port);

} // namespace canaan::online
