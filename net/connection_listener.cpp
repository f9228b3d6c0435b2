#include "net/connection_listener.h"

#include "net/frame_mask_guard.h"
#include "net/low_delay.h"

#include <QSslSocket>
#include <QTimer>
#include <QWebSocketServer>

namespace canaan::net {

ConnectionListener::ConnectionListener(QWebSocketServer *webSockets, std::optional<QSslConfiguration> tls, QObject *parent)
    : QTcpServer(parent), m_webSockets(webSockets), m_tls(std::move(tls))
{
    setListenBacklogSize(kListenBacklog);
    // QTcpServer has paused accepting (any error but EAGAIN): nobody could connect again.
    connect(this, &QTcpServer::acceptError, this, [this] {
        qWarning("canaan: could not accept a connection (%s); accepting again in %d ms", qPrintable(errorString()), kAcceptPauseMs);
        QTimer::singleShot(kAcceptPauseMs, this, [this] { resumeAccepting(); });
    });
}

void ConnectionListener::incomingConnection(qintptr descriptor)
{
    QTcpSocket *socket = m_tls ? new QSslSocket(this) : new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        qWarning("canaan: a connection could not be accepted: %s", qPrintable(socket->errorString()));
        delete socket;
        return;
    }
    (void)setLowDelay(*socket); // a failure is logged there; the connection still works
    FrameMaskGuard::watch(socket);
    const auto peer = std::make_pair(socket->peerAddress().toString(), socket->peerPort());
    m_handshaking[peer] = socket;
    auto *deadline = new QTimer(socket);
    deadline->setObjectName(QStringLiteral("canaanHandshakeDeadline"));
    deadline->setSingleShot(true);
    connect(deadline, &QTimer::timeout, socket, [socket] { socket->abort(); });
    deadline->start(kHandshakeMs);
    // Until the WebSocket server has it (and after, for a failed handshake), the socket is ours to free.
    connect(socket, &QAbstractSocket::disconnected, this, [this, socket, peer] {
        if (const auto it = m_handshaking.find(peer); it != m_handshaking.end() && it->second == socket) {
            m_handshaking.erase(it);
            socket->deleteLater();
        }
    });
    if (auto *tls = qobject_cast<QSslSocket *>(socket)) {
        tls->setSslConfiguration(*m_tls);
        connect(tls, &QSslSocket::encrypted, this, [this, tls] { handOver(tls); });
        tls->startServerEncryption();
    } else {
        handOver(socket);
    }
}

void ConnectionListener::handOver(QTcpSocket *socket)
{
    m_webSockets->handleConnection(socket);
}

void ConnectionListener::upgraded(const QHostAddress &peer, quint16 peerPort)
{
    const auto it = m_handshaking.find({peer.toString(), peerPort});
    if (it == m_handshaking.end())
        return;
    // From now on the QWebSocket reads the socket, and the WebSocket server frees it when it closes.
    if (auto *deadline = it->second->findChild<QTimer *>(QStringLiteral("canaanHandshakeDeadline"), Qt::FindDirectChildrenOnly))
        deadline->deleteLater();
    FrameMaskGuard::upgraded(it->second);
    m_handshaking.erase(it);
}

} // namespace canaan::net
