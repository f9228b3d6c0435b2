// A protocol client: one WebSocket connection to a server, messages in and out as JSON objects.
// The app's Join a network game, canaan-cli bot, the tests and net-bench all talk through it.
#pragma once

#include "net/view_stream.h"

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
    // `version` says otherwise: the tests, an old client). Whatever the version, `received` gets
    // version 1's messages: version 2's views (an action's events and a delta in one message) are
    // turned back into an `events` and a whole `view` (view_stream.h); when a view cannot be had
    // (a delta that does not apply), the client asks the server for the whole view (`resync`).
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
    void read(const QJsonObject &message);

    int m_version = -1;
    bool m_skipsViews = false;
    ViewStream m_views;
    bool m_resyncAsked = false; // asked for the whole view, not yet had it
};

} // namespace canaan::net
