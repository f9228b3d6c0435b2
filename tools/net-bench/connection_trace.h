// What one of net-bench's connections has been through during the set-up, for the report of a
// set-up that did not finish in time (net-bench --setup-seconds): whether it was opened and ever
// connected, how it closed (the socket's error, the close code and the server's reason), how many
// messages it received and the last one.
#pragma once

#include <QJsonObject>
#include <QObject>
#include <QString>

namespace canaan::net {
class Client;
}

namespace canaan::netbench {

class ConnectionTrace : public QObject {
    Q_OBJECT
public:
    // Follows `client` from now on (before it is opened); stops when destroyed.
    explicit ConnectionTrace(net::Client &client, QObject *parent = nullptr);

    // A word for the summary: "not opened", "connecting", "connected", "closed" or "never connected".
    QString state() const;
    // One line: the state (with why it closed) and the last message received.
    QString describe() const;

private:
    net::Client &m_client;
    bool m_connected = false; // ever
    int m_messages = 0;
    QJsonObject m_last;
};

} // namespace canaan::netbench
