// A Conquest game at a network server's table: the card table (app/card_table) over a NetworkTable,
// with the table's chat, the connection's state and Leave of every network table's window
// (network_table_window.h); a refused decision is said in words in the status bar.
#pragma once

#include "app/online_table/network_table_window.h"

#include <QJsonObject>

namespace canaan::cardtable {
class CardTableWidget;
class NetworkTable;
} // namespace canaan::cardtable

namespace canaan::online {

class ConquestNetworkWindow : public NetworkTableWindow {
    Q_OBJECT
public:
    // `gameMessage` is the server's `game` message for this connection.
    ConquestNetworkWindow(ServerLink &link, const QJsonObject &gameMessage, QWidget *parent = nullptr);

    cardtable::CardTableWidget *table() const { return m_table; }
    cardtable::NetworkTable *network() const { return m_network; }

protected:
    bool inPlay() const override;
    QString title(const QString &code, const QString &host, quint16 port) const override;

private:
    cardtable::CardTableWidget *m_table;
    cardtable::NetworkTable *m_network;
};

} // namespace canaan::online
