// The lobby of a network server: its open tables (refreshed on F5), a new table, a private table
// joined by its code, the table this app is at with its seats (take one, Ready, Start for the host,
// leave), watching as a spectator, and the table's chat. When the game starts, the game module of
// the table's `game` opens its window (GameModule::openNetworkTable) and the lobby waits behind it.
#pragma once

#include "server_link.h"

#include <QJsonObject>
#include <QMainWindow>
#include <QPointer>

class QCheckBox;
class QGroupBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace canaan::net {
class Server;
}
namespace canaan::session {
class Session;
}

namespace canaan::online {

class ChatPanel;

class LobbyWindow : public QMainWindow {
    Q_OBJECT
public:
    // The link is opened by the caller (and outlives the window, or is its child).
    LobbyWindow(session::Session &session, ServerLink &link, QWidget *parent = nullptr);

    ServerLink &link() const { return *m_link; }
    // Where friends join this app's own server (Host a network game), shown above the tables.
    void setHostAddresses(const QStringList &addresses);
    // The hidden --autoplay of the demo: fills the lobby by itself (the host creates a table of two
    // people and two computer players, a joiner takes the first free seat), says ready, starts,
    // and lets a computer player of `level` play this app's seat.
    void setAutoplay(const QString &level, bool createTable);
    // The server this app hosts (Host a network game): closing the lobby stops it, asking first
    // when a game is in play there.
    void setHostedServer(net::Server *server);
    void setAskBeforeStopping(bool ask) { m_askBeforeStopping = ask; }
    // The hidden --network-screenshots of the demo: PREFIX_lobby.png once this app's seat is
    // ready, PREFIX_game.png a moment after the game's end, then the application quits.
    void setScreenshots(const QString &prefix) { m_shots = prefix; }

    QTableWidget *tableList() const { return m_tables; }
    QListWidget *seatList() const { return m_seats; }
    QString currentCode() const { return m_current.value(QLatin1String("code")).toString(); }
    const QJsonObject &currentTable() const { return m_current; }
    QString messageText() const;
    // The game's window while the game is open, else null.
    QWidget *gameWindow() const { return m_game; }
    ChatPanel *chat() const { return m_chat; }
    Invitation invitation() const;

public slots:
    void refresh();
    void createTable();
    void joinByCode();
    // Takes a seat at the table chosen in the list (or this app's table): the seat chosen in the
    // seat list, else the first free person's seat; rejoins instead with a kept token.
    void takeSeat();
    void watch();
    void setReady(bool ready);
    void startGame();
    void leaveTable();
    // A `create` message as built by the new-table dialog.
    void sendCreate(const QJsonObject &request);
    void join(const QString &code, int seat);
    // An invitation's table: joined (as Join by code does) as soon as the connection is up.
    void joinWhenConnected(const QString &code);
    // What Join by code was given: a table's code, or an invitation (to this server's table, or in
    // a new lobby to another server's).
    void joinCodeOrLink(const QString &text);
    // Copies the invitation to this app's table (invitationText) to the clipboard.
    void copyInvitation();

signals:
    // A game window opened (the tests and the demo reach it so).
    void gameOpened(QWidget *window);
    // An invitation to another server opened its own lobby.
    void lobbyOpened(canaan::online::LobbyWindow *lobby);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void receive(const QJsonObject &message);
    void showTables(const QJsonArray &tables);
    void showCurrent();
    void openGame(const QJsonObject &gameMessage);
    void autoplayStep();
    void shootLobby();
    void retranslateUi();
    QString selectedCode() const;
    int mySeat() const;
    void say(const QString &text);

    session::Session &m_session;
    QPointer<ServerLink> m_link;
    QLabel *m_connection;
    QLabel *m_addresses;
    QLabel *m_message;
    QGroupBox *m_listBox;
    QTableWidget *m_tables;
    QPushButton *m_refresh;
    QPushButton *m_create;
    QPushButton *m_byCode;
    QPushButton *m_take;
    QPushButton *m_watch;
    QGroupBox *m_tableBox;
    QLabel *m_tableText;
    QListWidget *m_seats;
    QCheckBox *m_ready;
    QPushButton *m_start;
    QPushButton *m_leave;
    QPushButton *m_invite;
    ChatPanel *m_chat;
    QJsonObject m_current; // the table this app is at (its last summary), or empty
    QList<QJsonObject> m_listedTables;
    QPointer<QWidget> m_game;
    QString m_autoplay;
    bool m_autoCreate = false;
    bool m_autoCreated = false;
    bool m_autoStarted = false;
    bool m_created = false; // a `create` sent, its table not answered yet
    QPointer<net::Server> m_server;
    bool m_askBeforeStopping = true;
    QString m_shots;
    bool m_lobbyShot = false;
};

} // namespace canaan::online
