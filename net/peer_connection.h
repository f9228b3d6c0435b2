// One client's WebSocket connection as the server holds it: where it is (table, seat), its limits
// (message and chat rates, refusals in a row) and what may wait to be sent to it. Sending goes
// through here so that a client that does not read is dropped, whoever sends (docs/network.md).
#pragma once

#include "net/client_message.h"
#include "net/token_bucket.h"

#include <QByteArray>
#include <QString>
#include <functional>
#include <optional>

class QWebSocket;

namespace canaan::net {

// What every connection of one server may queue, and who hears of a connection dropped for it.
struct SendLimit {
    qint64 maxQueuedBytes = 0;
    qint64 largestQueue = 0; // the most bytes ever queued for one connection
    std::function<void(const QString &address, qint64 queuedBytes)> readerDropped;
};

class PeerConnection {
public:
    PeerConnection(QWebSocket *socket, int id, QString address, SendLimit *limit)
        : socket(socket), id(id), address(std::move(address)), m_limit(limit)
    {
    }

    // Sends one message (JSON text), unless the connection is being dropped; one that would pass
    // the limit drops the connection instead (on the next turn of the event loop: the caller may
    // still use this object).
    void send(const QByteArray &message);
    // An `error` message for a refused request; too many in a row close the connection.
    void refuse(const Refusal &refusal, std::optional<qint64> ref);
    // A request was accepted: the count of refusals in a row starts again.
    void accepted() { m_refusalsInARow = 0; }
    // Gets the messages for `forSeat` (kSpectatorSeat: the spectators' ones) at its table.
    bool hears(int forSeat) const { return forSeat < 0 ? spectator : seat == forSeat; }

    QWebSocket *socket = nullptr;
    int id = 0;
    QString address; // the client's, for the limits per client
    QString name;
    bool greeted = false;
    int version = 1; // the protocol version it said at `hello`
    QString code;   // the table it is at, or empty
    int seat = -1;  // its seat there, or -1 (spectator or only looking)
    bool spectator = false;
    bool listing = false; // asked for the list: told again when a public table changes
    TokenBucket messages{40, 20};
    TokenBucket chat{5, 0.5};

private:
    void dropNonReader();

    SendLimit *m_limit;
    bool m_dropping = false; // dropped for not reading: nothing more is sent
    int m_refusalsInARow = 0;
};

} // namespace canaan::net
