// A protocol client: one WebSocket connection to a server, messages in and out as JSON objects.
// The app's Join a network game, canaan-cli bot, the tests and net-bench all talk through it.
#pragma once

#include <QJsonObject>
#include <QObject>
#include <QUrl>
#include <QWebSocket>

namespace canaan::net {

class Client : public QObject {
    Q_OBJECT
public:
    explicit Client(QObject *parent = nullptr);

    // Connects and, once open, says hello with `name` (protocol version kProtocolVersion unless
    // `version` says otherwise, for the tests).
    void open(const QUrl &url, const QString &name, int version = -1);
    void close();
    void send(const QJsonObject &message);
    // Raw text, unchecked: the tests' hostile client.
    void sendRaw(const QString &text);
    void sendBinary(const QByteArray &data);
    bool isOpen() const { return m_socket.state() == QAbstractSocket::ConnectedState; }
    // A client that acts only on questions (net-bench's random players) need not read the view
    // after every action: `view` messages are then dropped unread (recognised by their first
    // bytes, which the server writes in a fixed order; anything else is read as usual).
    void setSkipsViews(bool skips) { m_skipsViews = skips; }
    QWebSocket &socket() { return m_socket; }
    // Why the connection is closed or could not be made, in a few words for a log: the socket's
    // error and the close code (with the server's reason, if it gave one).
    QString closeText() const;

signals:
    void received(const QJsonObject &message);
    void closed();

private:
    QWebSocket m_socket;
    QString m_name;
    int m_version = -1;
    bool m_skipsViews = false;
};

} // namespace canaan::net
