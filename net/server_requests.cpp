// The server's answers to the lobby's requests of one connection: create a table, take a seat or
// watch, rejoin with a token, act, chat, leave; and a connection that drops.
#include "net/server.h"

#include "net/protocol.h"

#include <QWebSocket>

namespace canaan::net {

void Server::handleCreate(PeerConnection &c, const ClientMessage &m)
{
    if (m_keeper->refusing()) {
        c.refuse(Refusal::of("notKept"), m.ref);
        return;
    }
    auto created = m_lobby.create(m.body, c.id, c.address);
    if (auto *r = std::get_if<Refusal>(&created)) {
        c.refuse(*r, m.ref);
        return;
    }
    const QString code = std::get<Table *>(created)->code;
    serve(code);
    // Confirmed only once on disk: a table answered with its code survives a kill -9.
    if (!m_keeper->writeNow(code)) {
        removeTable(code);
        m_keeper->rewrite(code);
        c.refuse(Refusal::of("notKept"), m.ref);
        return;
    }
    leaveTable(c);
    placeAt(c, code);
    const Table &table = tableAt(code)->table();
    if (!table.setup.isPrivate)
        listChanged();
    c.send(tableSummaryText(table, true, true, m.ref));
}

void Server::handleJoin(PeerConnection &c, const ClientMessage &m)
{
    const QString code = m.body.value(QLatin1String("code")).toString();
    if (!m_codeTries.mayTry(c.address, m_clock.elapsed())) {
        c.refuse(Refusal::of("rateLimited"), m.ref);
        return;
    }
    ServedTable *table = tableAt(code);
    if (!table) {
        m_codeTries.failed(c.address, m_clock.elapsed());
        c.refuse(Refusal::of("noSuchTable", code), m.ref);
        return;
    }
    if (!m.body.contains(QLatin1String("seat"))) {
        if (auto problem = m_lobby.addSpectator(code)) {
            c.refuse(*problem, m.ref);
            return;
        }
        leaveTable(c);
        placeAt(c, code);
        c.spectator = true;
        broadcastTable(code);
        if (TableGame *game = table->game())
            game->greet(kSpectatorSeat);
        return;
    }
    const int seat = m.body.value(QLatin1String("seat")).toInt();
    if (c.code == code && c.seat == seat) {
        c.refuse(Refusal::of("seatTaken", seat), m.ref);
        return;
    }
    auto taken = m_lobby.takeSeat(code, seat, c.name, c.id);
    if (auto *r = std::get_if<Refusal>(&taken)) {
        c.refuse(*r, m.ref);
        return;
    }
    const QString token = std::get<QString>(taken);
    // The seat and its token are promised only once on disk.
    if (!m_keeper->writeNow(code)) {
        m_lobby.leaveSeat(code, seat);
        m_keeper->rewrite(code);
        c.refuse(Refusal::of("notKept"), m.ref);
        return;
    }
    if (c.code != code || c.spectator)
        leaveTable(c);
    else if (c.seat >= 0 && !m_lobby.leaveSeat(code, c.seat))
        m_keeper->writeNow(code);
    placeAt(c, code);
    c.seat = seat;
    QJsonObject seated{{QStringLiteral("t"), QStringLiteral("seated")}, {QStringLiteral("code"), code},
        {QStringLiteral("seat"), seat}, {QStringLiteral("token"), token}};
    if (m.ref)
        seated.insert(QStringLiteral("ref"), *m.ref);
    c.send(jsonText(seated));
    broadcastTable(code);
}

void Server::handleRejoin(PeerConnection &c, const ClientMessage &m)
{
    const QString code = m.body.value(QLatin1String("code")).toString();
    if (!m_codeTries.mayTry(c.address, m_clock.elapsed())) {
        c.refuse(Refusal::of("rateLimited"), m.ref);
        return;
    }
    auto rejoined = m_lobby.rejoin(code, m.body.value(QLatin1String("token")).toString());
    if (auto *r = std::get_if<Refusal>(&rejoined)) {
        m_codeTries.failed(c.address, m_clock.elapsed());
        c.refuse(*r, m.ref);
        return;
    }
    const int seat = std::get<int>(rejoined);
    // An older connection of the same seat (a half-open socket) gives way to the new one.
    forEachAt(code, [&](PeerConnection &other) {
        if (other.id != c.id && other.seat == seat) {
            placeAt(other, QString());
            other.seat = -1;
            other.socket->close();
        }
    });
    if (c.code != code)
        leaveTable(c);
    placeAt(c, code);
    c.seat = seat;
    QJsonObject seated{{QStringLiteral("t"), QStringLiteral("seated")}, {QStringLiteral("code"), code},
        {QStringLiteral("seat"), seat}, {QStringLiteral("token"), m.body.value(QLatin1String("token"))}};
    if (m.ref)
        seated.insert(QStringLiteral("ref"), *m.ref);
    c.send(jsonText(seated));
    tableAt(code)->seatBack(seat);
    broadcastTable(code);
}

void Server::handleAct(PeerConnection &c, const ClientMessage &m)
{
    if (c.seat < 0) {
        c.refuse(Refusal::of("notSeated"), m.ref);
        return;
    }
    ServedTable *table = tableAt(c.code);
    TableGame *game = table ? table->game() : nullptr;
    if (!game || game->over()) {
        c.refuse(Refusal::of("notStarted"), m.ref);
        return;
    }
    const QJsonObject action = m.body.value(QLatin1String("action")).toObject();
    if (action.value(QLatin1String("p")) != QJsonValue(c.seat)) {
        c.refuse(Refusal::of("notYourSeat"), m.ref);
        return;
    }
    if (auto problem = game->act(c.seat, action))
        c.refuse(*problem, m.ref);
}

void Server::handleChat(PeerConnection &c, const ClientMessage &m)
{
    if (c.code.isEmpty()) {
        c.refuse(Refusal::of("notSeated"), m.ref);
        return;
    }
    if (!c.chat.take(m_clock.elapsed())) {
        c.refuse(Refusal::of("chatTooFast"), m.ref);
        return;
    }
    const QByteArray line = jsonText({{QStringLiteral("t"), QStringLiteral("chat")}, {QStringLiteral("seat"), c.seat},
        {QStringLiteral("name"), c.name}, {QStringLiteral("text"), m.body.value(QLatin1String("text"))}});
    forEachAt(c.code, [&](PeerConnection &other) { other.send(line); });
}

void Server::resync(PeerConnection &c, const ClientMessage &m)
{
    ServedTable *table = tableAt(c.code);
    if (c.seat < 0 && !c.spectator) {
        c.refuse(Refusal::of("notSeated"), m.ref);
        return;
    }
    if (!table || !table->game()) {
        c.refuse(Refusal::of("notStarted"), m.ref);
        return;
    }
    const QByteArray view = table->game()->wholeView(c.seat >= 0 ? c.seat : kSpectatorSeat);
    if (view.isEmpty())
        c.refuse(Refusal::of("notStarted"), m.ref);
    else
        c.send(view);
}

void Server::leaveTable(PeerConnection &c)
{
    if (c.code.isEmpty())
        return;
    const QString code = c.code;
    ServedTable *table = tableAt(code);
    if (table && c.spectator) {
        m_lobby.removeSpectator(code);
    } else if (table && c.seat >= 0) {
        m_lobby.leaveSeat(code, c.seat);
        if (table->table().status == TableStatus::Playing)
            seatLost(*table, c.seat);
        m_keeper->writeNow(code);
    }
    placeAt(c, QString());
    c.seat = -1;
    c.spectator = false;
    if (table)
        broadcastTable(code);
}

void Server::dropped(int connectionId)
{
    const auto it = m_connections.find(connectionId);
    if (it == m_connections.end())
        return;
    PeerConnection &c = it->second;
    if (ServedTable *at = tableAt(c.code)) {
        if (c.spectator || at->table().status != TableStatus::Lobby) {
            leaveTable(c);
        } else if (c.seat >= 0) {
            // Before the start a dropped person keeps the seat, to come back with the token.
            at->table().seats[size_t(c.seat)].connected = false;
            broadcastTable(c.code);
        }
    }
    placeAt(c, QString());
    c.socket->deleteLater();
    m_connections.erase(it);
}

} // namespace canaan::net
