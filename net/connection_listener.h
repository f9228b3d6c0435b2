// The server's TCP listener: it accepts each connection itself (instead of QWebSocketServer's own
// listener, whose sockets cannot be reached), sets TCP_NODELAY on it, does the TLS handshake of a
// wss server, and then hands the socket to QWebSocketServer::handleConnection for the WebSocket
// handshake. A connection that has not become a WebSocket within kHandshakeMs is closed.
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
