// Drives a lobby window with no person at it, through its typed client: the host creates a table of
// two people and two computer players, a joiner takes the first free person's seat of a listed
// table; each says Ready, the host starts, and a computer player of `level` plays this app's seat.
// With a picture prefix: PREFIX_lobby.png once the seat is ready, PREFIX_game.png a moment after
// the game's end, then the application quits.
#pragma once

#include <QObject>
#include <QString>

namespace canaan::online {
class LobbyWindow;
}

class LobbyAutoplay : public QObject {
    Q_OBJECT
public:
    LobbyAutoplay(canaan::online::LobbyWindow &lobby, const QString &level, bool createTable, const QString &picturePrefix);

private:
    void step();
    void onGameOpened(QWidget *window);
    void shootLobby();

    canaan::online::LobbyWindow &m_lobby;
    QString m_level;
    bool m_createTable;
    QString m_prefix;
    bool m_created = false;
    bool m_started = false;
    bool m_lobbyShot = false;
    bool m_inGame = false;
};
