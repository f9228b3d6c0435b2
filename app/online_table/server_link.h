// The app's connection to a network server (docs/protocol.md): one net::Client, its address and
// name, and what a person sees of it. When the server goes away it says so plainly and tries again
// with a growing wait, then rejoins the seat it held with the seat's token; the tokens are kept per
// server and table in QSettings, so the app started again can rejoin too (after a crash or a drop);
// a seat left on purpose (forgetSeat) or a game over is forgotten there. An older server whose
// protocol version this app still speaks is connected to again in that version; a server of any
// other version is reported (which side is newer) and not tried again.
#pragma once

#include "app/online_table/invitation.h"
#include "net/client.h"

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QTimer>

namespace canaan::online {

class ServerLink : public QObject {
    Q_OBJECT
public:
    enum class State { Closed, Connecting, Connected, Retrying, WrongVersion };

    explicit ServerLink(QObject *parent = nullptr);
    ~ServerLink() override;

    // Connects (and says hello as `name`); `version` other than -1 only for the tests.
    void open(const QString &host, quint16 port, const QString &name, int version = -1);
    // Ends the connection for good: no retry.
    void close();
    void send(const QJsonObject &message);

    net::Client &client() { return m_client; }
    State state() const { return m_state; }
    QString host() const { return m_host; }
    quint16 port() const { return m_port; }
    QString name() const { return m_name; }
    // What a person should read about the connection now (empty when all is well).
    QString statusText() const { return m_status; }
    // The seconds until the next try while retrying.
    int retryIn() const { return m_retryIn; }

    // The seat this app holds at a table: rejoined with its token after every reconnection.
    void holdSeat(const QString &code, int seat, const QString &token);
    // The person left the seat on purpose: no rejoin after a reconnection or a restart.
    void forgetSeat();
    QString tableCode() const { return m_code; }
    int seat() const { return m_seat; }
    // The table this connection is at, seated or watching (the last table summary it got), or empty.
    QString tableAt() const { return m_code.isEmpty() ? m_at : m_code; }
    // The address friends reach this server at, when it differs from the one this app connects to
    // (a server this app hosts is "localhost" here).
    void setPublicHost(const QString &host) { m_publicHost = host; }
    // The invitation to the table this connection is at (an empty code when at none).
    Invitation invitation() const { return {m_publicHost.isEmpty() ? m_host : m_publicHost, m_port, tableAt()}; }
    // The token kept for a table of this server (QSettings), or empty.
    QString keptToken(const QString &code) const;

    // The wait before the n-th try (1, 2, 4, 8, 16, then 30 s).
    static int backoffSeconds(int attempt);

signals:
    void received(const QJsonObject &message);
    // After the server's welcome (the first time and after each reconnection).
    void connected();
    void stateChanged(canaan::online::ServerLink::State state);
    void statusChanged(const QString &text);

private:
    void onMessage(const QJsonObject &message);
    void onClosed();
    void tick();
    void setStatus(State state, const QString &text);
    QString settingsKey(const QString &code) const;

    net::Client m_client;
    QTimer m_timer; // one-second ticks while waiting to retry
    QString m_host;
    quint16 m_port = 0;
    QString m_name;
    int m_version = -1;
    State m_state = State::Closed;
    QString m_status;
    int m_attempt = 0;
    int m_retryIn = 0;
    bool m_welcomed = false;
    bool m_speakOlder = false; // an older server refused our version: connect again in its own
    QString m_code;
    QString m_at; // see tableAt()
    QString m_publicHost;
    int m_seat = -1;
    QString m_token;
};

} // namespace canaan::online
