// The lobby part of docs/protocol.md over a ServerLink, typed: the open tables, the table this
// connection is at, taking a seat (or taking a kept one back with its token), watching, Ready,
// Start, leaving; what the server answers comes as typed values (lobby_table.h), and a message the
// client cannot read as a problem in words. No widgets: the lobby window shows what this holds, and
// the tests and the tools drive it directly.
#pragma once

#include "app/online/lobby_table.h"
#include "app/online_table/server_link.h"

#include <QObject>
#include <QPointer>
#include <optional>

namespace canaan::online {

class LobbyClient : public QObject {
    Q_OBJECT
public:
    explicit LobbyClient(ServerLink &link, QObject *parent = nullptr);

    ServerLink &link() const { return *m_link; }
    const QList<LobbyTable> &listedTables() const { return m_listed; }
    // The table this connection is at (its last summary), seated or watching.
    const std::optional<LobbyTable> &table() const { return m_table; }
    QString tableCode() const { return m_table ? m_table->code : QString(); }
    // The seat this app holds at that table, or -1.
    int mySeat() const;
    // At a table still in its lobby as its host, every person's seat taken and ready.
    bool canStart() const;

    // `list`: answered by tablesListed.
    void list();
    // `create` as the new-table form builds it; the creator then takes its table's first person's seat.
    void create(const QJsonObject &request);
    // Takes `seat` at the table with `code` (a negative seat: at the table without a seat, whose
    // seats then show); a seat this app holds there from before (a kept token) is taken back instead.
    void join(const QString &code, int seat);
    // Watches the table's game without a seat.
    void watch(const QString &code);
    void setReady(bool ready);
    void start();
    // Leaves the table for good (the seat's token is forgotten).
    void leave();

signals:
    void tablesListed(const QList<canaan::online::LobbyTable> &tables);
    // The table this connection is at changed, or it left it.
    void tableChanged();
    void seated(const canaan::online::LobbySeating &seating);
    void gameStarted(const canaan::online::LobbyGameStart &start);
    void refused(const canaan::online::LobbyRefusal &refusal);
    // A lobby message that could not be read (a broken or hostile server): what and where.
    void badMessage(const QString &problem);

private:
    void receive(const QJsonObject &message);
    void onTable(const LobbyTable &table);

    QPointer<ServerLink> m_link;
    QList<LobbyTable> m_listed;
    std::optional<LobbyTable> m_table;
    bool m_created = false; // a `create` sent, its table not answered yet
};

} // namespace canaan::online
