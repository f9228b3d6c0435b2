// The network server of docs/protocol.md: a WebSocket listener that keeps the lobby, judges every
// message of every connection (size, rate, fields, seat) and runs each started table's game (one
// ServedTable per table). Used by canaan-server, by the app's Host a network game, and in-process
// by the tests. Its work is split by job: server.cpp (start, connections, the messages' dispatch),
// server_requests.cpp (the lobby's requests), server_tables.cpp (tables: games, lists, retiring).
#pragma once

#include "net/lobby.h"
#include "net/peer_connection.h"
#include "net/protocol.h"
#include "net/served_table.h"
#include "net/table_game.h"
#include "net/table_keeper.h"
#include "net/tries_by_address.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <map>
#include <memory>

class QTimer;
class QWebSocket;
class QWebSocketServer;

namespace canaan::net {

class ConnectionListener;

struct ServerConfig {
    QHostAddress address = QHostAddress::Any;
    quint16 port = 7531; // 0: any free port (the tests)
    QString dataFolder;  // where tables are kept; empty: nowhere (kept in memory only)
    int maxTables = 500;
    // A finished table is removed this long after its end; its save stays in DATA/finished/.
    int keepFinishedMs = kDefaultKeepFinishedSeconds * 1000;
    // A game's actions reach its table's file this often at most (group commit; docs/network.md).
    int commitIntervalMs = kCommitIntervalMs;
    // What may wait to be sent to one connection; past it the connection is dropped (not reading).
    qint64 maxQueuedBytes = kMaxQueuedBytes;
    // Open tables one client address may hold (protocol.h has the other limits).
    int tablesPerAddress = kDefaultTablesPerAddress;
    // A lobby table nobody is at for this long is removed; after a restart it has at least
    // idleGraceAfterRestartMs.
    int idleLobbyMs = kDefaultIdleLobbySeconds * 1000;
    int idleGraceAfterRestartMs = kIdleLobbyGraceAfterRestartSeconds * 1000;
    // How long one second of a table's turn clock lasts, ms (the tests make 30 s pass at once).
    int clockSecondMs = 1000;
    QString certificateFile; // both set: wss
    QString keyFile;
};

class Server : public QObject {
    Q_OBJECT
public:
    Server(ServerConfig config, TableGameFactory gameFactory, SetupCheck checkSetup = {}, QObject *parent = nullptr);
    ~Server() override;

    // Reads the kept tables and listens. False with the reason (a port in use, a bad certificate).
    bool start(QString *problem);
    quint16 port() const;
    bool secure() const;
    const Lobby &lobby() const { return m_lobby; }
    // Tables that could not be read back at start ("FILE: reason").
    const QStringList &restoreProblems() const { return m_restoreProblems; }
    // What was done to read the others back ("FILE: what", a journal's torn last line dropped).
    const QStringList &restoreNotes() const { return m_restoreNotes; }
    // Blocks until every change so far is on disk (tests); nothing without a data folder.
    void waitUntilWritten();
    // The most bytes ever queued for one connection (the tests' proof of ServerConfig::maxQueuedBytes).
    qint64 largestQueue() const { return m_sendLimit.largestQueue; }

signals:
    // A table could not be written (the disk is full...): the reason, for the log.
    void storageFailed(const QString &code, const QString &reason);
    void tableFinished(const QString &code);
    // A finished table left memory (and the tables folder) after its grace period.
    void tableRemoved(const QString &code);
    // A lobby table nobody was at for ServerConfig::idleLobbyMs was removed.
    void tableExpired(const QString &code);
    // A connection was dropped because it did not read what was sent to it (for the log).
    void readerDropped(const QString &address, qint64 queuedBytes);
private:
    void accept();
    void receive(PeerConnection &c, const QString &text);
    void handle(PeerConnection &c, const ClientMessage &m);
    void handleCreate(PeerConnection &c, const ClientMessage &m);
    void handleJoin(PeerConnection &c, const ClientMessage &m);
    void handleRejoin(PeerConnection &c, const ClientMessage &m);
    void handleAct(PeerConnection &c, const ClientMessage &m);
    void handleChat(PeerConnection &c, const ClientMessage &m);
    // The whole view again, for a connection whose view is out of step (protocol version 2).
    void resync(PeerConnection &c, const ClientMessage &m);
    void leaveTable(PeerConnection &c);
    void dropped(int connectionId);

    ServedTable *tableAt(const QString &code);
    // A lobby table's served table, made when the lobby made (or read back) the table.
    ServedTable &serve(const QString &code);
    // The table leaves the lobby and the server.
    void removeTable(const QString &code);
    // Moves a connection to a table (or to none: an empty code).
    void placeAt(PeerConnection &c, const QString &code);
    // Calls f for every connection at the table: an index, not a walk over every connection.
    template <class F>
    void forEachAt(const QString &code, F &&f)
    {
        if (ServedTable *table = tableAt(code))
            forEachAt(*table, f);
    }
    template <class F>
    void forEachAt(const ServedTable &table, F &&f)
    {
        for (const int id : table.connections()) { // a copy: f may move a connection
            if (const auto c = m_connections.find(id); c != m_connections.end())
                f(c->second);
        }
    }
    // Removes the lobby tables nobody has been at for ServerConfig::idleLobbyMs (a timer's job).
    void expireIdleTables();
    void broadcastTable(const QString &code);
    // The public tables changed: the list goes again (at most once per kListIntervalMs) to every
    // connection that asked for it and is not at a game in play (issue 42: no F5 in the lobby).
    void listChanged();
    void sendList();
    QByteArray listMessage() const;
    bool startGame(ServedTable &table, QString *problem);
    void seatLost(ServedTable &table, int seat);
    // Removes a finished table (after the grace period, ServerConfig::keepFinishedMs).
    void retire(const QString &code);

    ServerConfig m_config;
    TableGameFactory m_gameFactory;
    QWebSocketServer *m_server = nullptr;
    ConnectionListener *m_listener = nullptr;
    Lobby m_lobby;
    std::map<QString, std::unique_ptr<ServedTable>> m_tables; // one per lobby table, by code
    std::map<int, PeerConnection> m_connections;
    // Declared after m_tables: destroyed first, its last writes reading the tables.
    std::unique_ptr<TableKeeper> m_keeper;
    SendLimit m_sendLimit;
    QTimer *m_listTimer = nullptr;
    QStringList m_restoreProblems;
    QStringList m_restoreNotes;
    QElapsedTimer m_clock;
    int m_nextConnection = 1;
    TriesByAddress m_codeTries; // failed joins and rejoins, by client address
    QTimer *m_expiryTimer = nullptr;
};

} // namespace canaan::net
