#include "app/online/lobby_client.h"

#include "app/online_table/server_link.h"

#include <utility>

namespace canaan::online {

LobbyClient::LobbyClient(ServerLink &link, QObject *parent) : QObject(parent), m_link(&link)
{
    connect(&link, &ServerLink::received, this, &LobbyClient::receive);
}

int LobbyClient::mySeat() const
{
    return m_table && m_link->tableCode() == m_table->code ? m_link->seat() : -1;
}

bool LobbyClient::canStart() const
{
    return m_table && m_table->inLobby() && m_table->host && m_table->everyPersonReady();
}

void LobbyClient::list()
{
    m_link->send({{QStringLiteral("t"), QStringLiteral("list")}});
}

void LobbyClient::create(const QJsonObject &request)
{
    m_created = true;
    m_link->send(request);
}

void LobbyClient::join(const QString &code, int seat)
{
    // A seat this app held at that table (before a restart, say): take it back with its token.
    if (const QString token = m_link->keptToken(code); !token.isEmpty()) {
        m_link->holdSeat(code, -1, token);
        m_link->send({{QStringLiteral("t"), QStringLiteral("rejoin")}, {QStringLiteral("code"), code}, {QStringLiteral("token"), token}});
        return;
    }
    QJsonObject message{{QStringLiteral("t"), QStringLiteral("join")}, {QStringLiteral("code"), code}};
    if (seat >= 0)
        message.insert(QStringLiteral("seat"), seat);
    m_link->send(message);
}

void LobbyClient::watch(const QString &code)
{
    m_link->forgetSeat();
    m_link->send({{QStringLiteral("t"), QStringLiteral("join")}, {QStringLiteral("code"), code}});
}

void LobbyClient::setReady(bool ready)
{
    m_link->send({{QStringLiteral("t"), QStringLiteral("ready")}, {QStringLiteral("ready"), ready}});
}

void LobbyClient::start()
{
    m_link->send({{QStringLiteral("t"), QStringLiteral("start")}});
}

void LobbyClient::leave()
{
    m_link->send({{QStringLiteral("t"), QStringLiteral("leave")}});
    m_link->forgetSeat();
    m_table.reset();
    emit tableChanged();
    list();
}

void LobbyClient::receive(const QJsonObject &message)
{
    const QString type = message.value(QLatin1String("t")).toString();
    QString problem;
    if (type == QLatin1String("tables")) {
        if (const auto tables = readTableList(message, &problem)) {
            m_listed = *tables;
            emit tablesListed(m_listed);
        }
    } else if (type == QLatin1String("table")) {
        if (const auto table = readLobbyTable(message, &problem))
            onTable(*table);
    } else if (type == QLatin1String("seated")) {
        if (const auto seating = readSeating(message, &problem)) {
            m_link->holdSeat(seating->code, seating->seat, seating->token);
            emit seated(*seating);
            list(); // the list shows the table as it is now
        }
    } else if (type == QLatin1String("game")) {
        if (const auto start = readGameStart(message, &problem))
            emit gameStarted(*start);
    } else if (type == QLatin1String("error")) {
        if (const auto refusal = readRefusal(message, &problem)) {
            if (refusal->id == QLatin1String("badToken"))
                m_link->forgetSeat(); // that seat is gone: a kept token must not be tried again
            emit refused(*refusal);
        }
    }
    if (!problem.isEmpty())
        emit badMessage(problem);
}

void LobbyClient::onTable(const LobbyTable &table)
{
    m_table = table;
    emit tableChanged();
    // The table this app created: its creator takes the first person's seat.
    if (std::exchange(m_created, false) && table.host && mySeat() < 0 && table.firstFreePersonSeat() >= 0)
        join(table.code, table.firstFreePersonSeat());
}

} // namespace canaan::online
