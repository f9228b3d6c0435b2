// The connection that opens one of net-bench's tables, as a person's app would open it: it creates
// the table (private, four person seats), says when the table exists (its players may join then),
// and starts the game once the four are ready. Its connection lost or not made before the table
// exists is made again after reconnectWaitSeconds (net/protocol.h), as the app's is; once the table
// exists only this connection may start it (it holds no seat), so a later loss is final and the
// set-up report shows it.
#pragma once

#include "net/client.h"
#include "net/client_retries.h"

#include <QJsonObject>
#include <QObject>
#include <QUrl>

namespace canaan::netbench {

class TableHost : public QObject {
    Q_OBJECT
public:
    // `create` is the `create` message to send once welcomed; `reconnects` false: a lost
    // connection stays lost.
    TableHost(QUrl server, QJsonObject create, bool reconnects, QObject *parent = nullptr);
    ~TableHost() override;

    void open();
    net::Client &client() { return m_client; }
    // The table's code once created, else empty.
    const QString &code() const { return m_code; }
    bool startSent() const { return m_startSent; }
    int reconnections() const { return m_retries.count(); }
    const QString &lastLoss() const { return m_retries.lastLoss(); }

signals:
    void created(const QString &code);
    // The four are ready and `start` went.
    void starting();

private:
    void receive(const QJsonObject &message);
    void lost();

    net::Client m_client;
    QUrl m_server;
    QJsonObject m_create;
    QString m_code;
    bool m_startSent = false;
    bool m_reconnects = true;
    net::ClientRetries m_retries;
};

} // namespace canaan::netbench
