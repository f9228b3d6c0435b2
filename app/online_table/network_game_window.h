// A game at a network server's table: the game window (app/settlers_table) over a RemoteSettlersTable, with the
// table's chat, the connection's state and Leave of every network table's window
// (network_table_window.h).
#pragma once

#include "app/online_table/network_table_window.h"
#include "app/online_table/remote_settlers_table.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QTimer>
#include <map>
#include <memory>

namespace canaan::settlerstable {
class GameWindow;
}

namespace canaan::online {

class NetworkGameWindow : public NetworkTableWindow {
    Q_OBJECT
public:
    NetworkGameWindow(ServerLink &link, std::unique_ptr<RemoteSettlersTable> table, QWidget *parent = nullptr);
    ~NetworkGameWindow() override;

    settlerstable::GameWindow *game() const { return m_game; }
    RemoteSettlersTable &table() const { return *m_table; }

protected:
    bool inPlay() const override;
    void seatsChanged(const QJsonArray &seats, int takeoverSeconds) override;
    QString title(const QString &code, const QString &host, quint16 port) const override;

private:
    void showPresence();

    std::unique_ptr<RemoteSettlersTable> m_table;
    settlerstable::GameWindow *m_game;
    QJsonArray m_seats;
    int m_takeover = 0;
    std::map<int, QElapsedTimer> m_droppedAt; // per seat, since its drop was told
    QTimer *m_tick;                           // the countdown's seconds while a seat is dropped
};

} // namespace canaan::online
