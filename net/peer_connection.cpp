#include "net/peer_connection.h"

#include "net/protocol.h"
#include "net/table_game.h"

#include <QJsonObject>
#include <QTimer>
#include <QWebSocket>
#include <algorithm>

namespace canaan::net {

namespace {
constexpr int kCloseTooManyRefusals = 1008; // policy violation
}

void PeerConnection::send(const QByteArray &message)
{
    if (m_dropping)
        return;
    // A frame's header is a few bytes; the whole message counts against the limit.
    const qint64 queued = socket->bytesToWrite();
    if (queued + message.size() > m_limit->maxQueuedBytes) {
        dropNonReader();
        return;
    }
    socket->sendTextMessage(QString::fromUtf8(message));
    m_limit->largestQueue = std::max(m_limit->largestQueue, socket->bytesToWrite());
}

void PeerConnection::dropNonReader()
{
    m_dropping = true;
    if (m_limit->readerDropped)
        m_limit->readerDropped(address, socket->bytesToWrite());
    // The close frame says why to a client that reads again; abort frees the queue at once (a
    // plain close would wait, holding it, for the client to read it all).
    QTimer::singleShot(0, socket, [s = socket] {
        s->close(QWebSocketProtocol::CloseCode(kCloseNotReading), QStringLiteral("notReading"));
        s->abort();
    });
}

void PeerConnection::refuse(const Refusal &r, std::optional<qint64> ref)
{
    QJsonObject message{{QStringLiteral("t"), QStringLiteral("error")}, {QStringLiteral("id"), r.id}};
    if (!r.detail.isNull() && !r.detail.isUndefined())
        message.insert(QStringLiteral("detail"), r.detail);
    if (ref)
        message.insert(QStringLiteral("ref"), *ref);
    send(jsonText(message));
    if (++m_refusalsInARow >= kMaxRefusalsInARow)
        socket->close(QWebSocketProtocol::CloseCode(kCloseTooManyRefusals), QStringLiteral("tooManyRefusals"));
}

} // namespace canaan::net
