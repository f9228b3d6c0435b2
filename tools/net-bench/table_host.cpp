#include "tools/net-bench/table_host.h"

#include <QJsonArray>

namespace canaan::netbench {

TableHost::TableHost(QUrl server, QJsonObject create, bool reconnects, QObject *parent)
    : QObject(parent), m_server(std::move(server)), m_create(std::move(create)), m_reconnects(reconnects)
{
    connect(&m_client, &net::Client::received, this, &TableHost::receive);
    connect(&m_client.socket(), &QWebSocket::stateChanged, this, [this](QAbstractSocket::SocketState state) {
        if (state == QAbstractSocket::UnconnectedState)
            lost();
    });
}

TableHost::~TableHost()
{
    m_client.socket().disconnect(this); // the socket closes after this object's members are gone
}

void TableHost::open()
{
    m_client.open(m_server, QStringLiteral("Bench host"));
}

void TableHost::lost()
{
    if (m_reconnects && m_code.isEmpty())
        m_retries.lost(m_client, this, [this] { open(); });
}

void TableHost::receive(const QJsonObject &m)
{
    const QString t = m.value(QLatin1String("t")).toString();
    if (t == QLatin1String("welcome")) {
        m_retries.welcomed();
        m_client.send(m_create);
        return;
    }
    if (t != QLatin1String("table") || m.value(QLatin1String("status")) != QLatin1String("lobby"))
        return;
    if (m_code.isEmpty()) {
        m_code = m.value(QLatin1String("code")).toString();
        emit created(m_code);
        return;
    }
    bool allReady = true;
    for (const QJsonValue &s : m.value(QLatin1String("seats")).toArray())
        allReady = allReady && s.toObject().value(QLatin1String("ready")).toBool();
    if (allReady && !m_startSent) {
        m_startSent = true;
        m_client.send({{QStringLiteral("t"), QStringLiteral("start")}});
        emit starting();
    }
}

} // namespace canaan::netbench
