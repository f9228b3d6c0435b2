// The server's tables: each one's ServedTable, who is at it, its game's hooks, the `table` and
// `tables` messages, and a table's end (a finished one retired, an idle lobby table expired).
#include "net/server.h"

#include "engine/io/json_out.h"
#include "net/protocol.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTimer>

namespace canaan::net {

ServedTable *Server::tableAt(const QString &code)
{
    if (code.isEmpty())
        return nullptr;
    const auto it = m_tables.find(code);
    return it == m_tables.end() ? nullptr : it->second.get();
}

ServedTable &Server::serve(const QString &code)
{
    auto &served = m_tables[code];
    if (!served)
        served = std::make_unique<ServedTable>(*m_lobby.find(code));
    return *served;
}

void Server::removeTable(const QString &code)
{
    m_tables.erase(code); // before the lobby's record, which it points to
    m_lobby.remove(code);
}

void Server::placeAt(PeerConnection &c, const QString &code)
{
    if (ServedTable *from = tableAt(c.code))
        from->depart(c.id);
    c.code = code;
    if (ServedTable *to = tableAt(code))
        to->arrive(c.id);
}

bool Server::startGame(ServedTable &table, QString *problem)
{
    const QString code = table.code();
    // The game's hooks are called only while the game lives, and the served table owns it: they
    // hold the table itself rather than look it up by its code several times per action.
    const ServedTable *served = &table;
    TableGame::Hooks hooks;
    hooks.send = [this, served](int seat, const QByteArray &message, int versions) {
        forEachAt(*served, [&](PeerConnection &c) {
            if (c.hears(seat) && (versions & versionBit(c.version)))
                c.send(message);
        });
    };
    hooks.listens = [this, served](int seat) {
        int versions = 0;
        for (const int id : served->connectionIds())
            if (const auto c = m_connections.find(id); c != m_connections.end() && c->second.hears(seat))
                versions |= versionBit(c->second.version);
        return versions;
    };
    hooks.clockSecondMs = m_config.clockSecondMs;
    hooks.changed = [this, code] {
        ServedTable *t = tableAt(code);
        if (!t || !t->game())
            return;
        Table &record = t->table();
        if (t->game()->over() && record.status != TableStatus::Over) {
            // The result is on disk before anyone hears of it: a crash now resumes the ended game
            // with this result (a failure is reported by storageFailed; the game is over anyway).
            record.status = TableStatus::Over;
            m_keeper->writeNow(code);
            broadcastTable(code);
            emit tableFinished(code);
            QTimer::singleShot(m_config.keepFinishedMs, this, [this, code] { retire(code); });
            return;
        }
        m_keeper->writeSoon(code);
    };
    return table.startGame(m_gameFactory, std::move(hooks), problem);
}

void Server::seatLost(ServedTable &table, int seat)
{
    const QString code = table.code();
    table.seatLost(seat, this, [this, code] { broadcastTable(code); });
}

QByteArray Server::listMessage() const
{
    io::JsonOut message; // keys in sorted order, as QJsonDocument writes them
    message.beginObject().key("t").string("tables").key("tables").beginArray();
    for (const Table *table : m_lobby.publicTables())
        message.raw(tableSummaryText(*table, false));
    return message.endArray().endObject().take();
}

void Server::listChanged()
{
    if (!m_listTimer) {
        m_listTimer = new QTimer(this);
        m_listTimer->setSingleShot(true);
        m_listTimer->setInterval(kListIntervalMs);
        connect(m_listTimer, &QTimer::timeout, this, &Server::sendList);
    }
    if (!m_listTimer->isActive())
        m_listTimer->start();
}

void Server::sendList()
{
    std::optional<QByteArray> text; // made once, for the first connection that gets it
    for (auto &[id, c] : m_connections) {
        const ServedTable *at = tableAt(c.code);
        if (!c.listing || (at && at->table().status == TableStatus::Playing))
            continue;
        if (!text)
            text = listMessage();
        c.send(*text);
    }
}

void Server::broadcastTable(const QString &code)
{
    const ServedTable *served = tableAt(code);
    if (!served)
        return;
    const Table &table = served->table();
    if (!table.setup.isPrivate)
        listChanged();
    // Two summaries at most: the host's and everyone else's.
    std::optional<QByteArray> forHost, forOthers;
    forEachAt(code, [&](PeerConnection &c) {
        const bool host = table.isHost(c.seat, c.id);
        std::optional<QByteArray> &text = host ? forHost : forOthers;
        if (!text)
            text = tableSummaryText(table, host, true);
        c.send(*text);
    });
}

void Server::retire(const QString &code)
{
    ServedTable *table = tableAt(code);
    if (!table || table->table().status != TableStatus::Over)
        return;
    table->endGame();
    // Whoever still looks at the table is at no table now; a later message for it is refused.
    forEachAt(code, [&](PeerConnection &c) {
        placeAt(c, QString());
        c.seat = -1;
        c.spectator = false;
    });
    m_keeper->retire(code, table->table().game);
    removeTable(code);
    listChanged();
    emit tableRemoved(code);
}

void Server::expireIdleTables()
{
    const qint64 wall = QDateTime::currentMSecsSinceEpoch();
    std::vector<QString> expired;
    for (auto &[code, served] : m_tables) {
        Table &table = served->table();
        if (table.status != TableStatus::Lobby)
            continue;
        if (served->anyoneAt()) // someone is there: idle from now at the earliest
            table.idleSince = wall;
        else if (wall - table.idleSince >= m_config.idleLobbyMs)
            expired.push_back(code);
    }
    for (const QString &code : expired) {
        removeTable(code);
        m_keeper->remove(code);
        emit tableExpired(code);
    }
    m_codeTries.forgetRested(m_clock.elapsed());
}

} // namespace canaan::net
