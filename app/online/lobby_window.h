// The lobby of a network server: its open tables (refreshed on F5, and by the server when they
// change), a new table, a private table joined by its code or an invitation, the table this app is
// at (LobbyTableBox), watching as a spectator. It speaks to the server through a LobbyClient and
// only shows what it answers. When the game starts, the game module of the table's `game` opens
// its window (lobby_game_opening.h) and the lobby waits behind it.
#pragma once

#include "app/online/lobby_table.h"
#include "app/online_table/server_link.h"

#include <QMainWindow>
#include <QPointer>

class QGroupBox;
class QLabel;
class QPushButton;

namespace canaan::net {
class Server;
}
namespace canaan::session {
class Session;
}

namespace canaan::online {

class LobbyClient;
class LobbyTableBox;
class LobbyTableList;

class LobbyWindow : public QMainWindow {
    Q_OBJECT
public:
    // The link is opened by the caller (and outlives the window, or is its child).
    LobbyWindow(session::Session &session, ServerLink &link, QWidget *parent = nullptr);

    ServerLink &link() const { return *m_link; }
    LobbyClient &client() const { return *m_client; }
    // Where friends join this app's own server (Host a network game), shown above the tables.
    void setHostAddresses(const QStringList &addresses);
    // The server this app hosts (Host a network game): closing the lobby stops it, asking first
    // when a game is in play there.
    void setHostedServer(net::Server *server);

public slots:
    void createTable();
    void joinByCode();
    // Takes a seat at the table chosen in the list (or this app's table): the seat chosen in the
    // seat list, else the first free person's seat; rejoins instead with a kept token.
    void takeSeat();
    void watch();
    // An invitation's table: joined (as Join by code does) as soon as the connection is up.
    void joinWhenConnected(const QString &code);
    // What Join by code was given: a table's code, or an invitation (to this server's table, or in
    // a new lobby to another server's).
    void joinCodeOrLink(const QString &text);
    // Copies the invitation to this app's table (invitationText) to the clipboard.
    void copyInvitation();

signals:
    // A game window opened.
    void gameOpened(QWidget *window);
    // An invitation to another server opened its own lobby.
    void lobbyOpened(canaan::online::LobbyWindow *lobby);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void join(const QString &code, int seat);
    void openGame(const LobbyGameStart &start);
    void showRefusal(const LobbyRefusal &refusal);
    void updateListButtons();
    void retranslateUi();
    void say(const QString &text);

    session::Session &m_session;
    QPointer<ServerLink> m_link;
    LobbyClient *m_client;
    QLabel *m_connection;
    QLabel *m_addresses;
    QLabel *m_message;
    QGroupBox *m_listBox;
    LobbyTableList *m_tables;
    QPushButton *m_refresh;
    QPushButton *m_create;
    QPushButton *m_byCode;
    QPushButton *m_take;
    QPushButton *m_watch;
    LobbyTableBox *m_tableBox;
    QPointer<QWidget> m_game;
    QPointer<net::Server> m_server;
};

} // namespace canaan::online
