// A client's connection made again as a person's app makes it (app/online_table/server_link.h):
// after reconnectWaitSeconds (protocol.h), counted, with why the last one was lost. net-bench's
// players (AutoPlayer::setReconnects) and hosts use it.
#pragma once

#include "net/client.h"

#include <QObject>
#include <QString>
#include <functional>

namespace canaan::net {

class ClientRetries {
public:
    // `client`'s connection is lost or was not made: `reopen` is called (from `context`'s thread)
    // after the wait, unless a try is waiting already.
    void lost(const Client &client, QObject *context, std::function<void()> reopen);
    // The server welcomed the connection: the next loss waits the shortest time again.
    void welcomed() { m_attempt = 0; }
    bool waiting() const { return m_waiting; }
    int count() const { return m_count; }
    const QString &lastLoss() const { return m_lastLoss; }

private:
    bool m_waiting = false;
    int m_attempt = 0; // tries since the last welcome
    int m_count = 0;
    QString m_lastLoss;
};

} // namespace canaan::net
