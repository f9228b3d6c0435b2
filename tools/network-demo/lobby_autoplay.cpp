#include "tools/network-demo/lobby_autoplay.h"

#include "app/online/lobby_client.h"
#include "app/online/lobby_window.h"
#include "app/online_table/network_game_window.h"
#include "app/online_table/remote_settlers_table.h"
#include "app/online_table/server_link.h"
#include "net/table_game_kinds.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTimer>
#include <cstdio>
#include <utility>

using namespace canaan::online;

namespace {

bool savePicture(QWidget *widget, const QString &path)
{
    const bool ok = widget->grab().save(path);
    if (!ok)
        std::fprintf(stderr, "%s could not be written\n", qPrintable(path));
    return ok;
}

} // namespace

LobbyAutoplay::LobbyAutoplay(LobbyWindow &lobby, const QString &level, bool createTable, const QString &picturePrefix)
    : QObject(&lobby), m_lobby(lobby), m_level(level), m_createTable(createTable), m_prefix(picturePrefix)
{
    LobbyClient &client = lobby.client();
    // After the window's own connections: it shows each answer before a step reads it.
    connect(&client, &LobbyClient::tablesListed, this, &LobbyAutoplay::step);
    connect(&client, &LobbyClient::tableChanged, this, &LobbyAutoplay::step);
    connect(&client, &LobbyClient::seated, this, &LobbyAutoplay::step);
    connect(&client, &LobbyClient::refused, this, &LobbyAutoplay::step);
    connect(&client.link(), &ServerLink::connected, this, &LobbyAutoplay::step);
    connect(&lobby, &LobbyWindow::gameOpened, this, &LobbyAutoplay::onGameOpened);
    step();
}

void LobbyAutoplay::step()
{
    LobbyClient &client = m_lobby.client();
    if (m_inGame || client.link().state() != ServerLink::State::Connected)
        return;
    const std::optional<LobbyTable> &table = client.table();
    if (!table) {
        if (m_createTable && !std::exchange(m_created, true)) {
            client.create({{QStringLiteral("t"), QStringLiteral("create")}, {QStringLiteral("game"), QString::fromLatin1(canaan::net::kSettlersTables.id)},
                           {QStringLiteral("map"), QStringLiteral("canaan")},
                           {QStringLiteral("seats"), QJsonArray{QStringLiteral("person"), QStringLiteral("person"), QStringLiteral("normal"),
                                                                QStringLiteral("normal")}}});
            return;
        }
        if (!m_createTable) {
            for (const LobbyTable &t : client.listedTables())
                if (t.inLobby() && t.firstFreePersonSeat() >= 0) {
                    client.join(t.code, t.firstFreePersonSeat());
                    return;
                }
            QTimer::singleShot(1000, &client, &LobbyClient::list); // no table yet: look again
        }
        return;
    }
    if (!table->inLobby())
        return;
    const int seat = client.mySeat();
    if (seat >= 0 && !table->seats[seat].ready) {
        client.setReady(true);
        return;
    }
    if (seat >= 0 && !table->host)
        shootLobby(); // ready, waiting for the host's start
    if (client.canStart() && !std::exchange(m_started, true)) {
        shootLobby();
        client.start();
    }
}

void LobbyAutoplay::shootLobby()
{
    if (m_prefix.isEmpty() || std::exchange(m_lobbyShot, true))
        return;
    savePicture(&m_lobby, m_prefix + QStringLiteral("_lobby.png"));
}

void LobbyAutoplay::onGameOpened(QWidget *window)
{
    m_inGame = true;
    auto *network = qobject_cast<NetworkGameWindow *>(window);
    if (!network)
        return;
    network->setAskBeforeClosing(false);
    network->table().setAutoplay(m_level);
    if (m_prefix.isEmpty())
        return;
    // The end as drawn a moment later, then the demo is over for this app.
    connect(&network->table(), &canaan::settlerstable::SettlersTable::gameOver, this, [this, network] {
        QTimer::singleShot(1500, network, [this, network] {
            savePicture(network, m_prefix + QStringLiteral("_game.png"));
            QCoreApplication::quit();
        });
    });
}
