#include "tools/net-bench/connection_trace.h"

#include "net/client.h"

#include <QJsonDocument>

namespace canaan::netbench {

ConnectionTrace::ConnectionTrace(net::Client &client, QObject *parent) : QObject(parent), m_client(client)
{
    connect(&client.socket(), &QWebSocket::connected, this, [this] { m_connected = true; });
    connect(&client, &net::Client::received, this, [this](const QJsonObject &message) {
        ++m_messages;
        m_last = message; // shared, not copied: the text is made only for a report
    });
}

QString ConnectionTrace::state() const
{
    switch (m_client.socket().state()) {
    case QAbstractSocket::UnconnectedState:
        if (m_client.socket().requestUrl().isEmpty())
            return tr("not opened");
        return m_connected ? tr("closed") : tr("never connected");
    case QAbstractSocket::ConnectedState:
        return tr("connected");
    default:
        return tr("connecting");
    }
}

QString ConnectionTrace::describe() const
{
    QString line = state();
    if (m_client.socket().state() == QAbstractSocket::UnconnectedState && !m_client.socket().requestUrl().isEmpty())
        line += QStringLiteral(" (%1)").arg(m_client.closeText());
    if (m_messages == 0)
        return tr("%1; no message received").arg(line);
    QString last = QString::fromUtf8(QJsonDocument(m_last).toJson(QJsonDocument::Compact));
    if (last.size() > 200)
        last = last.left(200) + QStringLiteral("…");
    return tr("%1; %2 messages received, the last: %3").arg(line).arg(m_messages).arg(last);
}

} // namespace canaan::netbench
