#include "app/online/online_play.h"

#include "app/online/join_dialog.h"
#include "app/settlers_table/korean_particles.h"
#include "app/online/lobby_window.h"
#include "net/server.h"
#include "net/table_games.h"

#include <QCoreApplication>
#include <QDir>
#include <QHostAddress>
#include <QMessageBox>
#include <QNetworkInterface>
#include <QStandardPaths>

namespace canaan::online {

LobbyWindow *openLobby(session::Session &session, const QString &host, quint16 port, const QString &name)
{
    auto *link = new ServerLink;
    auto *lobby = new LobbyWindow(session, *link);
    link->setParent(lobby); // the lobby is the link's owner; the game window is closed before it
    link->open(host, port, name);
    lobby->show();
    return lobby;
}

LobbyWindow *joinNetworkGame(session::Session &session, QWidget *parent)
{
    JoinDialog dialog(JoinDialog::Purpose::Join, parent);
    if (dialog.exec() != QDialog::Accepted)
        return nullptr;
    LobbyWindow *lobby = openLobby(session, dialog.address(), dialog.port(), dialog.name());
    if (!dialog.code().isEmpty()) // an invitation pasted as the address
        lobby->joinWhenConnected(dialog.code());
    return lobby;
}

LobbyWindow *hostLobby(session::Session &session, quint16 port, const QString &name, QString *problem)
{
    net::ServerConfig config;
    config.port = port;
    config.dataFolder = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("tables"));
    if (!QDir().mkpath(config.dataFolder)) {
        *problem = settlerstable::fixParticles(QCoreApplication::translate("canaan::online::LobbyWindow", "The folder %1 could not be made.").arg(config.dataFolder));
        return nullptr;
    }
    auto server = std::make_unique<net::Server>(config, net::playedGames(), net::setupCheck());
    if (!server->start(problem))
        return nullptr;
    LobbyWindow *lobby = openLobby(session, QStringLiteral("localhost"), server->port(), name);
    const QStringList addresses = reachableAddresses(server->port());
    lobby->setHostAddresses(addresses);
    // Invitations name the first address friends may reach ("host:port", IPv6 in brackets).
    QString host = addresses.first().left(addresses.first().lastIndexOf(QLatin1Char(':')));
    if (host.startsWith(QLatin1Char('[')))
        host = host.mid(1, host.size() - 2);
    lobby->link().setPublicHost(host);
    server->setParent(lobby); // it stops when the lobby closes
    lobby->setHostedServer(server.release());
    return lobby;
}

LobbyWindow *hostNetworkGame(session::Session &session, QWidget *parent)
{
    JoinDialog dialog(JoinDialog::Purpose::Host, parent);
    if (dialog.exec() != QDialog::Accepted)
        return nullptr;
    QString problem;
    LobbyWindow *lobby = hostLobby(session, dialog.port(), dialog.name(), &problem);
    if (!lobby)
        QMessageBox::warning(parent, JoinDialog::tr("Host a Network Game"),
                             JoinDialog::tr("The server could not start on port %1: %2").arg(dialog.port()).arg(problem));
    return lobby;
}

QStringList reachableAddresses(quint16 port)
{
    QStringList addresses;
    for (const QHostAddress &a : QNetworkInterface::allAddresses()) {
        if (a.isLoopback() || a.isLinkLocal())
            continue;
        const QString host = a.protocol() == QAbstractSocket::IPv6Protocol ? QStringLiteral("[%1]").arg(a.toString()) : a.toString();
        addresses << QStringLiteral("%1:%2").arg(host).arg(port);
    }
    if (addresses.isEmpty())
        addresses << QStringLiteral("127.0.0.1:%1").arg(port);
    return addresses;
}

} // namespace canaan::online
