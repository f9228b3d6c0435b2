// The network server of docs/protocol.md: a WebSocket listener that keeps the lobby, judges every
// message of every connection (size, rate, fields, seat) and runs each started table's game. Used
// by canaan-server, by the app's Host a network game, and in-process by the tests.
#pragma once

#include "lobby.h"
#include "protocol.h"
#include "table_game.h"
#include "table_store.h"
#include "table_writer.h"
#include "token_bucket.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <map>
#include <memory>
#include <set>
#include <vector>

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
    qint64 largestQueue() const { return m_largestQueue; }

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
    struct Connection {
        QWebSocket *socket = nullptr;
        int id = 0;
        QString address; // the client's, for the limits per client
        bool dropping = false; // dropped for not reading: nothing more is sent
        QString name;
        bool greeted = false;
        QString code;   // the table it is at, or empty
        int seat = -1;  // its seat there, or -1 (spectator or only looking)
        bool spectator = false;
        bool listing = false; // asked for the list: told again when a public table changes
        TokenBucket messages{40, 20};
        TokenBucket chat{5, 0.5};
        int refusalsInARow = 0;
    };
    struct RunningTable {
        std::unique_ptr<TableGame> game;
        std::map<int, QTimer *> takeoverTimers; // per dropped seat
        int journaled = 0;       // the game's actions in its journal (on disk or queued)
        bool journalOpen = false; // the journal is this game's: appended to, not made anew
        int sinceCheckpoint = 0; // actions journaled since the table's file was last written whole
    };

    void accept();
    void receive(Connection &c, const QString &text);
    void handle(Connection &c, const ClientMessage &m);
    void handleCreate(Connection &c, const ClientMessage &m);
    void handleJoin(Connection &c, const ClientMessage &m);
    void handleRejoin(Connection &c, const ClientMessage &m);
    void handleAct(Connection &c, const ClientMessage &m);
    void handleChat(Connection &c, const ClientMessage &m);
    void leaveTable(Connection &c);
    void dropped(int connectionId);

    // Moves a connection to a table (or to none: an empty code), keeping m_atTable right.
    void placeAt(Connection &c, const QString &code);
    // Calls f for every connection at the table: an index, not a walk over every connection.
    template <class F>
    void forEachAt(const QString &code, F &&f)
    {
        const auto at = m_atTable.find(code);
        if (at == m_atTable.end())
            return;
        const std::vector<int> ids(at->second.begin(), at->second.end()); // f may move a connection
        for (const int id : ids) {
            if (const auto c = m_connections.find(id); c != m_connections.end())
                f(c->second);
        }
    }
    void send(Connection &c, const QJsonObject &message);
    void send(Connection &c, const QByteArray &message); // JSON text
    // Drops a connection whose queue would pass ServerConfig::maxQueuedBytes (on the next turn of
    // the event loop: the caller may still use `c`).
    void dropNonReader(Connection &c);
    // A join or rejoin by code may be tried now from this connection's address; a failed one takes
    // a try (kCodeTriesBurst, kCodeTriesPerSecond).
    bool mayTryCode(const Connection &c);
    void failedCodeTry(const Connection &c);
    // Whether new tables are refused because the data folder could not be written a moment ago.
    bool storageRefusing() const;
    // Removes the lobby tables nobody has been at for ServerConfig::idleLobbyMs (a timer's job).
    void expireIdleTables();
    void refuse(Connection &c, const Refusal &refusal, std::optional<qint64> ref);
    void sendToSeat(const QString &code, int seat, const QByteArray &message);
    void broadcastTable(const QString &code);
    // The public tables changed: the list goes again (at most once per kListIntervalMs) to every
    // connection that asked for it and is not at a game in play (issue 42: no F5 in the lobby).
    void listChanged();
    void sendList();
    QJsonArray publicList() const;
    // The table's file: at once and waited for (a lobby change, whose answer promises the table is
    // kept), or soon (after an action: the writer's next batch, docs/network.md "Writing tables").
    // Now returns false when the file could not be written (the reason goes to storageFailed).
    enum class Durability { Now, Soon };
    bool persist(const QString &code, Durability durability = Durability::Now);
    // After a refused lobby change: the table's file as it stands again (it may be gone: removed).
    void rewrite(const QString &code);
    QByteArray tableFile(const QString &code);
    // Every changed table to the writer at once (stopping, tests).
    void handOverWrites();
    // The group commit's timer: the tables changed in the last interval, a few at a time.
    void commitSlice();
    // One changed table to the writer: its game's new actions to its journal, and its whole file at a
    // checkpoint (every kCheckpointActions actions, or `whole`); a game without a log whole always.
    void commitTable(const QString &code, bool whole);
    bool startGame(Table &table, QString *problem);
    void seatLost(Table &table, int seat);
    void seatBack(Table &table, int seat);
    // Removes a finished table after the grace period (ServerConfig::keepFinishedMs).
    void retireLater(const QString &code);
    void retire(const QString &code);
    qint64 now() const { return m_clock.elapsed(); }

    ServerConfig m_config;
    TableGameFactory m_gameFactory;
    QWebSocketServer *m_server = nullptr;
    ConnectionListener *m_listener = nullptr;
    Lobby m_lobby;
    std::unique_ptr<TableStore> m_store;
    std::unique_ptr<TableWriter> m_writer;
    std::set<QString> m_dirty; // tables changed by actions since their last write was handed over
    std::set<QString> m_sweep; // of those, the ones the group commit is handing over now
    QTimer *m_commitTimer = nullptr;
    QTimer *m_listTimer = nullptr;
    std::map<int, Connection> m_connections;
    std::map<QString, std::set<int>> m_atTable; // connection ids by the table they are at
    std::map<QString, RunningTable> m_running;
    QStringList m_restoreProblems;
    QStringList m_restoreNotes;
    QElapsedTimer m_clock;
    int m_nextConnection = 1;
    qint64 m_largestQueue = 0;
    qint64 m_storageFailedAt = -1; // now() of the last failed lobby write
    std::map<QString, TokenBucket> m_codeTries; // failed joins and rejoins, by client address
    QTimer *m_expiryTimer = nullptr;
};

} // namespace canaan::net
