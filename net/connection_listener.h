// The server's TCP listener: it accepts each connection itself (instead of QWebSocketServer's own
// listener, whose sockets cannot be reached), sets TCP_NODELAY on it, does the TLS handshake of a
// wss server, and then hands the socket to QWebSocketServer::handleConnection for the WebSocket
// handshake. A connection that has not become a WebSocket within kHandshakeMs is closed. Its
// listen backlog is kListenBacklog, not QTcpServer's 50: a burst of connections beyond the backlog
// has its SYNs dropped by the kernel, and a client tries again only after 1, 3, 7, 15 s (Qt's
// client gives up after 30 s), so people connecting at once would wait or fail for nothing. And
// where QTcpServer stops accepting for good at an accept error (out of file descriptors or memory),
// it logs the error and accepts again kAcceptPauseMs later.
#pragma once

#include <QHostAddress>
#include <QSslConfiguration>
#include <QTcpServer>
#include <map>
#include <optional>
#include <utility>

class QTcpSocket;
class QWebSocketServer;

namespace canaan::net {

class ConnectionListener : public QTcpServer {
    Q_OBJECT
public:
    static constexpr int kHandshakeMs = 10000;
    // Connections the kernel completes and holds until the server accepts them (it caps the
    // number at net.core.somaxconn, 4096 on Linux since 5.4).
    static constexpr int kListenBacklog = 4096;
    // After an accept error: long enough not to spin while the descriptors are used up.
    static constexpr int kAcceptPauseMs = 250;

    // tls set: every connection is wss.
    ConnectionListener(QWebSocketServer *webSockets, std::optional<QSslConfiguration> tls, QObject *parent = nullptr);
    bool secure() const { return m_tls.has_value(); }
    // The WebSocket server made a connection of this peer: its handshake deadline goes.
    void upgraded(const QHostAddress &peer, quint16 peerPort);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    void handOver(QTcpSocket *socket);

    QWebSocketServer *m_webSockets;
    std::optional<QSslConfiguration> m_tls;
    std::map<std::pair<QString, quint16>, QTcpSocket *> m_handshaking; // by peer
};

} // namespace canaan::net
