#include "server.h"

#include "connection_listener.h"
#include "protocol.h"
#include "table_journal.h"
#include "io/bounded_file.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>
#include <algorithm>
#include <optional>

namespace canaan::net {

namespace {

constexpr int kCloseTooManyRefusals = 1008; // policy violation
// The group commit serialises this many tables at a time, then lets the messages waiting in: with
// 200 busy tables, serialising all at once held every table up for a tenth of a second each second.
constexpr int kTablesPerCommitSlice = 4;
// A journaled table's whole file is written again after this many actions (a checkpoint), so that
// its file, not only its journal, holds most of its game.
constexpr int kCheckpointActions = 200;
// After a lobby write failed (a full disk), new tables are refused at once for this long; then the
// next `create` tries the disk again.
constexpr int kStorageRetryMs = 5000;

qint64 wallClock()
{
    return QDateTime::currentMSecsSinceEpoch();
}

// The client whose limits a connection counts against: its IPv4 address (also when it comes
// mapped into IPv6), or its IPv6 /64 network, which one subscriber holds whole.
QString clientOf(const QHostAddress &peer)
{
    bool isV4 = false;
    const quint32 v4 = peer.toIPv4Address(&isV4);
    if (isV4)
        return QHostAddress(v4).toString();
    Q_IPV6ADDR network = peer.toIPv6Address();
    for (int i = 8; i < 16; ++i)
        network[i] = 0;
    return QHostAddress(network).toString() + QStringLiteral("/64");
}

Refusal refusal(const char *id, QJsonValue detail = QJsonValue())
{
    return {QString::fromLatin1(id), std::move(detail)};
}

// The certificate (with its chain) and key of a wss server; false with the reason. Read through the
// bounded, regular-file-only reader, so a FIFO or a device named by mistake cannot hang the start.
bool readPem(const QString &path, QByteArray *data, QString *problem)
{
    constexpr qint64 kMaxPemBytes = 1024 * 1024; // a long chain is a few kilobytes
    io::BoundedRead file = io::readBoundedFile(path, kMaxPemBytes);
    switch (file.status) {
    case io::BoundedRead::Status::Ok: *data = std::move(file.data); return true;
    case io::BoundedRead::Status::Missing: *problem = QStringLiteral("%1: the file does not exist").arg(path); break;
    case io::BoundedRead::Status::Folder: *problem = QStringLiteral("%1: a folder, not a PEM file").arg(path); break;
    case io::BoundedRead::Status::NotRegular: *problem = QStringLiteral("%1: not a regular file").arg(path); break;
    case io::BoundedRead::Status::TooLarge: *problem = QStringLiteral("%1: larger than any PEM file needs (1 MiB)").arg(path); break;
    case io::BoundedRead::Status::Unreadable: *problem = QStringLiteral("%1: %2").arg(path, file.errorString); break;
    }
    return false;
}

bool loadTls(const ServerConfig &config, QSslConfiguration *tls, QString *problem)
{
    QByteArray certificateText, keyText;
    if (!readPem(config.certificateFile, &certificateText, problem) || !readPem(config.keyFile, &keyText, problem))
        return false;
    // The whole chain: the server's own certificate first, then the intermediates clients need.
    const QList<QSslCertificate> chain = QSslCertificate::fromData(certificateText, QSsl::Pem);
    QSslKey key(keyText, QSsl::Rsa, QSsl::Pem);
    if (key.isNull())
        key = QSslKey(keyText, QSsl::Ec, QSsl::Pem);
    if (chain.isEmpty() || chain.front().isNull()) {
        *problem = QStringLiteral("%1: not a PEM certificate").arg(config.certificateFile);
        return false;
    }
    if (key.isNull()) {
        *problem = QStringLiteral("%1: not an unencrypted PEM RSA or EC key").arg(config.keyFile);
        return false;
    }
    *tls = QSslConfiguration::defaultConfiguration();
    tls->setLocalCertificateChain(chain);
    tls->setPrivateKey(key);
    tls->setPeerVerifyMode(QSslSocket::VerifyNone);
    return true;
}

} // namespace

Server::Server(ServerConfig config, TableGameFactory gameFactory, SetupCheck checkSetup, QObject *parent)
    : QObject(parent), m_config(std::move(config)), m_gameFactory(std::move(gameFactory)),
      m_lobby(m_config.maxTables, std::move(checkSetup), m_config.tablesPerAddress)
{
    m_clock.start();
}

Server::~Server()
{
    handOverWrites(); // m_writer's destructor then writes them before the thread stops
    for (auto &[id, c] : m_connections) {
        c.socket->disconnect(this);
        c.socket->abort();
        c.socket->deleteLater();
    }
}

bool Server::start(QString *problem)
{
    const bool wss = !m_config.certificateFile.isEmpty() || !m_config.keyFile.isEmpty();
    QSslConfiguration tls;
    if (wss && !loadTls(m_config, &tls, problem))
        return false;
    // The listener does TCP and TLS; the WebSocket server only the WebSocket handshake.
    m_server = new QWebSocketServer(QStringLiteral("canaan-server"), QWebSocketServer::NonSecureMode, this);
    m_listener = new ConnectionListener(m_server, wss ? std::optional(tls) : std::nullopt, this);

    if (!m_config.dataFolder.isEmpty()) {
        m_store = std::make_unique<TableStore>(m_config.dataFolder);
        if (!m_store->open(problem))
            return false;
        m_writer = std::make_unique<TableWriter>();
        m_commitTimer = new QTimer(this);
        m_commitTimer->setSingleShot(true);
        connect(m_commitTimer, &QTimer::timeout, this, &Server::commitSlice);
        connect(m_writer.get(), &TableWriter::failed, this, &Server::storageFailed);
        TableStore::Loaded loaded = m_store->loadAll();
        m_restoreProblems = loaded.problems;
        m_restoreNotes = loaded.notes;
        const qint64 graceFrom = wallClock() - m_config.idleLobbyMs + m_config.idleGraceAfterRestartMs;
        for (Table &table : loaded.tables) {
            const QString code = table.code;
            m_lobby.restore(std::move(table));
            Table &restored = *m_lobby.find(code);
            QString why;
            if (restored.status == TableStatus::Lobby) // its people get a moment to come back
                restored.idleSince = std::max(restored.idleSince, graceFrom);
            if (restored.status == TableStatus::Over)
                retireLater(code); // its grace period starts again
            if (restored.status == TableStatus::Lobby)
                continue;
            // A finished game is made again too (not begun), so that a rejoin gets its result.
            if (!startGame(restored, &why)) {
                m_restoreProblems.append(QStringLiteral("%1: %2").arg(code, why));
            } else if (restored.status == TableStatus::Playing) {
                m_running[code].game->begin(); // computer players go on; people are asked when back
                // Nobody is connected after a restart: each person's countdown to the computer's
                // takeover starts again, so a seat left for good is played (issue 42, D2).
                for (int seat = 0; seat < int(restored.seats.size()); ++seat)
                    if (restored.isPerson(seat))
                        seatLost(restored, seat);
            }
        }
    }
    if (!m_listener->listen(m_config.address, m_config.port)) {
        *problem = m_listener->errorString();
        return false;
    }
    connect(m_server, &QWebSocketServer::newConnection, this, &Server::accept);
    m_expiryTimer = new QTimer(this);
    connect(m_expiryTimer, &QTimer::timeout, this, &Server::expireIdleTables);
    m_expiryTimer->start(std::clamp(std::min(m_config.idleLobbyMs, m_config.idleGraceAfterRestartMs) / 4, 50, 30000));
    return true;
}

quint16 Server::port() const
{
    return m_listener ? m_listener->serverPort() : 0;
}

bool Server::secure() const
{
    return m_listener && m_listener->secure();
}

void Server::accept()
{
    while (QWebSocket *socket = m_server->nextPendingConnection()) {
        // A frame or message past the limit is refused by Qt before it is read (close code 1009).
        socket->setMaxAllowedIncomingFrameSize(kMaxMessageBytes);
        socket->setMaxAllowedIncomingMessageSize(kMaxMessageBytes);
        m_listener->upgraded(socket->peerAddress(), socket->peerPort()); // TCP_NODELAY is set there
        const int id = m_nextConnection++;
        Connection &c = m_connections[id];
        c.socket = socket;
        c.id = id;
        c.address = clientOf(socket->peerAddress());
        connect(socket, &QWebSocket::textMessageReceived, this, [this, id](const QString &text) {
            if (auto it = m_connections.find(id); it != m_connections.end())
                receive(it->second, text);
        });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, id](const QByteArray &) {
            if (auto it = m_connections.find(id); it != m_connections.end())
                refuse(it->second, refusal("binary"), std::nullopt);
        });
        connect(socket, &QWebSocket::disconnected, this, [this, id] { dropped(id); });
    }
}

void Server::send(Connection &c, const QJsonObject &message)
{
    send(c, jsonText(message));
}

void Server::send(Connection &c, const QByteArray &message)
{
    if (c.dropping)
        return;
    // A frame's header is a few bytes; the whole message counts against the limit.
    const qint64 queued = c.socket->bytesToWrite();
    if (queued + message.size() > m_config.maxQueuedBytes) {
        dropNonReader(c);
        return;
    }
    c.socket->sendTextMessage(QString::fromUtf8(message));
    m_largestQueue = std::max(m_largestQueue, c.socket->bytesToWrite());
}

void Server::dropNonReader(Connection &c)
{
    c.dropping = true;
    emit readerDropped(c.address, c.socket->bytesToWrite());
    // The close frame says why to a client that reads again; abort frees the queue at once (a
    // plain close would wait, holding it, for the client to read it all).
    QTimer::singleShot(0, c.socket, [socket = c.socket] {
        socket->close(QWebSocketProtocol::CloseCode(kCloseNotReading), QStringLiteral("notReading"));
        socket->abort();
    });
}

void Server::refuse(Connection &c, const Refusal &r, std::optional<qint64> ref)
{
    QJsonObject message{{QStringLiteral("t"), QStringLiteral("error")}, {QStringLiteral("id"), r.id}};
    if (!r.detail.isNull() && !r.detail.isUndefined())
        message.insert(QStringLiteral("detail"), r.detail);
    if (ref)
        message.insert(QStringLiteral("ref"), *ref);
    send(c, message);
    if (++c.refusalsInARow >= kMaxRefusalsInARow)
        c.socket->close(QWebSocketProtocol::CloseCode(kCloseTooManyRefusals), QStringLiteral("tooManyRefusals"));
}

void Server::receive(Connection &c, const QString &text)
{
    if (!c.messages.take(now())) {
        refuse(c, refusal("rateLimited"), std::nullopt);
        return;
    }
    const ParsedMessage parsed = parseClientMessage(text.toUtf8());
    if (!parsed.ok()) {
        refuse(c, parsed.refusal, parsed.ref);
        return;
    }
    const ClientMessage &m = *parsed.message;
    if (!c.greeted && m.type != ClientType::Hello) {
        refuse(c, refusal("helloFirst"), m.ref);
        return;
    }
    c.refusalsInARow = 0;
    handle(c, m);
}

void Server::handle(Connection &c, const ClientMessage &m)
{
    const QJsonObject &body = m.body;
    switch (m.type) {
    case ClientType::Hello:
        if (body.value(QLatin1String("v")).toInt() != kProtocolVersion) {
            refuse(c, refusal("badVersion", QJsonObject{{QStringLiteral("server"), kProtocolVersion}}), m.ref);
            c.socket->close(QWebSocketProtocol::CloseCode(kCloseBadVersion), QStringLiteral("badVersion"));
            return;
        }
        c.greeted = true;
        c.name = body.value(QLatin1String("name")).toString();
        send(c, {{QStringLiteral("t"), QStringLiteral("welcome")}, {QStringLiteral("v"), kProtocolVersion},
                    {QStringLiteral("limits"), QJsonObject{{QStringLiteral("message"), kMaxMessageBytes},
                                                   {QStringLiteral("chat"), kMaxChatLength}}}});
        return;
    case ClientType::List:
        c.listing = true;
        send(c, {{QStringLiteral("t"), QStringLiteral("tables")}, {QStringLiteral("tables"), publicList()}});
        return;
    case ClientType::Create:
        handleCreate(c, m);
        return;
    case ClientType::Join:
        handleJoin(c, m);
        return;
    case ClientType::Rejoin:
        handleRejoin(c, m);
        return;
    case ClientType::Ready:
        if (c.seat < 0) {
            refuse(c, refusal("notSeated"), m.ref);
        } else if (auto problem = m_lobby.setReady(c.code, c.seat, body.value(QLatin1String("ready")).toBool())) {
            refuse(c, *problem, m.ref);
        } else {
            persist(c.code);
            broadcastTable(c.code);
        }
        return;
    case ClientType::Start: {
        if (auto problem = m_lobby.start(c.code, c.seat, c.id)) {
            refuse(c, *problem, m.ref);
            return;
        }
        Table &table = *m_lobby.find(c.code);
        QString why;
        if (!startGame(table, &why)) {
            table.status = TableStatus::Lobby;
            refuse(c, refusal("cannotStart", why), m.ref);
            return;
        }
        persist(c.code);
        broadcastTable(c.code);
        m_running[c.code].game->begin();
        return;
    }
    case ClientType::Act:
        handleAct(c, m);
        return;
    case ClientType::Chat:
        handleChat(c, m);
        return;
    case ClientType::Leave:
        leaveTable(c);
        return;
    case ClientType::Ping: {
        QJsonObject pong{{QStringLiteral("t"), QStringLiteral("pong")}, {QStringLiteral("n"), body.value(QLatin1String("n"))}};
        if (m.ref)
            pong.insert(QStringLiteral("ref"), *m.ref);
        send(c, pong);
        return;
    }
    }
}

void Server::handleCreate(Connection &c, const ClientMessage &m)
{
    if (storageRefusing()) {
        refuse(c, refusal("notKept"), m.ref);
        return;
    }
    auto created = m_lobby.create(m.body, c.id, c.address);
    if (auto *r = std::get_if<Refusal>(&created)) {
        refuse(c, *r, m.ref);
        return;
    }
    const QString code = std::get<Table *>(created)->code;
    // Confirmed only once on disk: a table answered with its code survives a kill -9.
    if (!persist(code)) {
        m_lobby.remove(code);
        rewrite(code);
        refuse(c, refusal("notKept"), m.ref);
        return;
    }
    leaveTable(c);
    Table &table = *m_lobby.find(code);
    placeAt(c, table.code);
    if (!table.setup.isPrivate)
        listChanged();
    QJsonObject message = tableSummary(table, true);
    message.insert(QStringLiteral("t"), QStringLiteral("table"));
    if (m.ref)
        message.insert(QStringLiteral("ref"), *m.ref);
    send(c, message);
}

void Server::handleJoin(Connection &c, const ClientMessage &m)
{
    const QString code = m.body.value(QLatin1String("code")).toString();
    if (!mayTryCode(c)) {
        refuse(c, refusal("rateLimited"), m.ref);
        return;
    }
    if (!m_lobby.find(code)) {
        failedCodeTry(c);
        refuse(c, refusal("noSuchTable", code), m.ref);
        return;
    }
    if (!m.body.contains(QLatin1String("seat"))) {
        if (auto problem = m_lobby.addSpectator(code)) {
            refuse(c, *problem, m.ref);
            return;
        }
        leaveTable(c);
        placeAt(c, code);
        c.spectator = true;
        broadcastTable(code);
        if (auto it = m_running.find(code); it != m_running.end())
            it->second.game->greet(kSpectatorSeat);
        return;
    }
    const int seat = m.body.value(QLatin1String("seat")).toInt();
    if (c.code == code && c.seat == seat) {
        refuse(c, refusal("seatTaken", seat), m.ref);
        return;
    }
    auto taken = m_lobby.takeSeat(code, seat, c.name, c.id);
    if (auto *r = std::get_if<Refusal>(&taken)) {
        refuse(c, *r, m.ref);
        return;
    }
    const QString token = std::get<QString>(taken);
    // The seat and its token are promised only once on disk.
    if (!persist(code)) {
        m_lobby.leaveSeat(code, seat);
        rewrite(code);
        refuse(c, refusal("notKept"), m.ref);
        return;
    }
    if (c.code != code || c.spectator)
        leaveTable(c);
    else if (c.seat >= 0 && !m_lobby.leaveSeat(code, c.seat))
        persist(code);
    placeAt(c, code);
    c.seat = seat;
    QJsonObject seated{{QStringLiteral("t"), QStringLiteral("seated")}, {QStringLiteral("code"), code},
        {QStringLiteral("seat"), seat}, {QStringLiteral("token"), token}};
    if (m.ref)
        seated.insert(QStringLiteral("ref"), *m.ref);
    send(c, seated);
    broadcastTable(code);
}

void Server::handleRejoin(Connection &c, const ClientMessage &m)
{
    const QString code = m.body.value(QLatin1String("code")).toString();
    if (!mayTryCode(c)) {
        refuse(c, refusal("rateLimited"), m.ref);
        return;
    }
    auto rejoined = m_lobby.rejoin(code, m.body.value(QLatin1String("token")).toString());
    if (auto *r = std::get_if<Refusal>(&rejoined)) {
        failedCodeTry(c);
        refuse(c, *r, m.ref);
        return;
    }
    const int seat = std::get<int>(rejoined);
    // An older connection of the same seat (a half-open socket) gives way to the new one.
    for (auto &[id, other] : m_connections) {
        if (id != c.id && other.code == code && other.seat == seat) {
            other.code.clear();
            other.seat = -1;
            other.socket->close();
        }
    }
    if (c.code != code)
        leaveTable(c);
    placeAt(c, code);
    c.seat = seat;
    QJsonObject seated{{QStringLiteral("t"), QStringLiteral("seated")}, {QStringLiteral("code"), code},
        {QStringLiteral("seat"), seat}, {QStringLiteral("token"), m.body.value(QLatin1String("token"))}};
    if (m.ref)
        seated.insert(QStringLiteral("ref"), *m.ref);
    send(c, seated);
    seatBack(*m_lobby.find(code), seat);
    broadcastTable(code);
}

void Server::handleAct(Connection &c, const ClientMessage &m)
{
    if (c.seat < 0) {
        refuse(c, refusal("notSeated"), m.ref);
        return;
    }
    const auto it = m_running.find(c.code);
    if (it == m_running.end() || it->second.game->over()) {
        refuse(c, refusal("notStarted"), m.ref);
        return;
    }
    const QJsonObject action = m.body.value(QLatin1String("action")).toObject();
    if (action.value(QLatin1String("p")) != QJsonValue(c.seat)) {
        refuse(c, refusal("notYourSeat"), m.ref);
        return;
    }
    if (auto problem = it->second.game->act(c.seat, action))
        refuse(c, *problem, m.ref);
}

void Server::handleChat(Connection &c, const ClientMessage &m)
{
    if (c.code.isEmpty()) {
        refuse(c, refusal("notSeated"), m.ref);
        return;
    }
    if (!c.chat.take(now())) {
        refuse(c, refusal("chatTooFast"), m.ref);
        return;
    }
    const QJsonObject line{{QStringLiteral("t"), QStringLiteral("chat")}, {QStringLiteral("seat"), c.seat},
        {QStringLiteral("name"), c.name}, {QStringLiteral("text"), m.body.value(QLatin1String("text"))}};
    for (auto &[id, other] : m_connections) {
        if (other.code == c.code)
            send(other, line);
    }
}

void Server::leaveTable(Connection &c)
{
    if (c.code.isEmpty())
        return;
    const QString code = c.code;
    Table *table = m_lobby.find(code);
    if (table && c.spectator) {
        m_lobby.removeSpectator(code);
    } else if (table && c.seat >= 0) {
        m_lobby.leaveSeat(code, c.seat);
        if (table->status == TableStatus::Playing)
            seatLost(*table, c.seat);
        persist(code);
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
    Connection &c = it->second;
    const Table *at = m_lobby.find(c.code);
    if (at && (c.spectator || at->status != TableStatus::Lobby)) {
        leaveTable(c);
    } else if (Table *table = m_lobby.find(c.code); table && c.seat >= 0) {
        // Before the start a dropped person keeps the seat, to come back with the token.
        table->seats[size_t(c.seat)].connected = false;
        broadcastTable(c.code);
    }
    placeAt(c, QString());
    c.socket->deleteLater();
    m_connections.erase(it);
}

void Server::seatLost(Table &table, int seat)
{
    table.seats[size_t(seat)].connected = false;
    const int seconds = table.setup.takeoverSeconds;
    RunningTable &running = m_running[table.code];
    if (seconds <= 0 || !running.game || running.game->over() || running.takeoverTimers.count(seat))
        return;
    auto *timer = new QTimer(this);
    timer->setSingleShot(true);
    const QString code = table.code;
    connect(timer, &QTimer::timeout, this, [this, code, seat, timer] {
        timer->deleteLater();
        const auto it = m_running.find(code);
        Table *t = m_lobby.find(code);
        if (it == m_running.end() || !t)
            return;
        it->second.takeoverTimers.erase(seat);
        if (t->seats[size_t(seat)].connected)
            return;
        t->seats[size_t(seat)].standIn = QStringLiteral("normal");
        it->second.game->setStandIn(seat, QStringLiteral("normal"));
        broadcastTable(code);
    });
    running.takeoverTimers[seat] = timer;
    timer->start(seconds * 1000);
}

void Server::seatBack(Table &table, int seat)
{
    const auto it = m_running.find(table.code);
    if (it == m_running.end())
        return;
    if (auto timer = it->second.takeoverTimers.find(seat); timer != it->second.takeoverTimers.end()) {
        timer->second->deleteLater();
        it->second.takeoverTimers.erase(timer);
    }
    // The view and any open question first; a computer player that stood in then hands the seat
    // back, and the question it held is asked of the person.
    it->second.game->greet(seat);
    it->second.game->setStandIn(seat, QString());
}

bool Server::startGame(Table &table, QString *problem)
{
    if (!m_gameFactory) {
        *problem = QStringLiteral("this server plays no games");
        return false;
    }
    const QString code = table.code;
    TableGame::Hooks hooks;
    hooks.send = [this, code](int seat, const QByteArray &message) { sendToSeat(code, seat, message); };
    hooks.listens = [this, code](int seat) {
        bool any = false;
        forEachAt(code, [&](Connection &c) {
            any = any || (seat == kSpectatorSeat && c.spectator) || (seat >= 0 && c.seat == seat);
        });
        return any;
    };
    hooks.changed = [this, code] {
        Table *t = m_lobby.find(code);
        const auto it = m_running.find(code);
        if (!t || it == m_running.end() || !it->second.game)
            return;
        if (it->second.game->over() && t->status != TableStatus::Over) {
            // The result is on disk before anyone hears of it: a crash now resumes the ended game
            // with this result (a failure is reported by storageFailed; the game is over anyway).
            t->status = TableStatus::Over;
            persist(code);
            broadcastTable(code);
            emit tableFinished(code);
            retireLater(code);
            return;
        }
        persist(code, Durability::Soon);
    };
    std::unique_ptr<TableGame> game = m_gameFactory(table, hooks, problem);
    if (!game)
        return false;
    // Kept at once: a restart before the first action resumes this game, with its seed.
    table.game = game->save();
    RunningTable &running = m_running[code];
    // Its journal goes on from here: the actions read back are in the save (and in the journal when
    // it continues; a new journal begins at this action, which the table's file holds).
    running.journaled = game->logLength().value_or(0);
    running.journalOpen = table.journalContinues;
    table.journalContinues = false;
    running.game = std::move(game);
    return true;
}

void Server::sendToSeat(const QString &code, int seat, const QByteArray &message)
{
    forEachAt(code, [&](Connection &c) {
        if ((seat == kSpectatorSeat && c.spectator) || (seat >= 0 && c.seat == seat))
            send(c, message);
    });
}

QJsonArray Server::publicList() const
{
    QJsonArray tables;
    for (const Table *table : m_lobby.publicTables())
        tables.append(tableSummary(*table, false));
    return tables;
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
        const Table *at = c.code.isEmpty() ? nullptr : m_lobby.find(c.code);
        if (!c.listing || (at && at->status == TableStatus::Playing))
            continue;
        if (!text)
            text = QJsonDocument(QJsonObject{{QStringLiteral("t"), QStringLiteral("tables")},
                                     {QStringLiteral("tables"), publicList()}})
                       .toJson(QJsonDocument::Compact);
        send(c, *text);
    }
}

void Server::broadcastTable(const QString &code)
{
    const Table *table = m_lobby.find(code);
    if (!table)
        return;
    if (!table->setup.isPrivate)
        listChanged();
    forEachAt(code, [&](Connection &c) {
        QJsonObject message = tableSummary(*table, table->isHost(c.seat, c.id));
        message.insert(QStringLiteral("t"), QStringLiteral("table"));
        send(c, message);
    });
}

void Server::placeAt(Connection &c, const QString &code)
{
    if (!c.code.isEmpty()) {
        const auto it = m_atTable.find(c.code);
        if (it != m_atTable.end()) {
            it->second.erase(c.id);
            if (it->second.empty())
                m_atTable.erase(it);
        }
    }
    c.code = code;
    if (!code.isEmpty())
        m_atTable[code].insert(c.id);
}

void Server::retireLater(const QString &code)
{
    QTimer::singleShot(m_config.keepFinishedMs, this, [this, code] { retire(code); });
}

void Server::retire(const QString &code)
{
    Table *table = m_lobby.find(code);
    if (!table || table->status != TableStatus::Over)
        return;
    if (const auto it = m_running.find(code); it != m_running.end()) {
        if (it->second.game)
            table->game = it->second.game->save();
        for (auto &[seat, timer] : it->second.takeoverTimers)
            timer->deleteLater();
        m_running.erase(it);
    }
    // Whoever still looks at the table is at no table now; a later message for it is refused.
    std::vector<Connection *> at;
    forEachAt(code, [&](Connection &c) { at.push_back(&c); });
    for (Connection *c : at) {
        placeAt(*c, QString());
        c->seat = -1;
        c->spectator = false;
    }
    m_dirty.erase(code);
    m_sweep.erase(code);
    if (m_writer) {
        // The table's file goes only once the save is on disk: a failed save (a full disk) would
        // otherwise leave the game nowhere. Then the file stays, and a restart retires it again.
        if (m_writer->writeNow(m_store->finishedPathOf(code), table->game, code, nullptr)) { // a failure comes as failed()
            m_writer->remove(m_store->pathOf(code), code);
            m_writer->remove(m_store->journalPathOf(code), code);
        }
    }
    m_lobby.remove(code);
    listChanged();
    emit tableRemoved(code);
}

QByteArray Server::tableFile(const QString &code)
{
    Table *table = m_lobby.find(code);
    if (!table)
        return {};
    // The game's save is made here, once per write, not after every action.
    if (const auto it = m_running.find(code); it != m_running.end() && it->second.game)
        table->game = it->second.game->save();
    return tableToJson(*table);
}

bool Server::persist(const QString &code, Durability durability)
{
    if (!m_writer || !m_lobby.find(code))
        return true;
    if (durability == Durability::Soon) {
        // Group commit: the changed tables are handed over together once per interval, each
        // serialised once however many actions it had meanwhile.
        m_dirty.insert(code);
        if (!m_commitTimer->isActive())
            m_commitTimer->start(m_config.commitIntervalMs);
        return true;
    }
    m_dirty.erase(code);
    m_sweep.erase(code);
    // A failure also comes as failed(), for the log.
    if (m_writer->writeNow(m_store->pathOf(code), tableFile(code), code, nullptr))
        return true;
    m_storageFailedAt = now();
    return false;
}

void Server::rewrite(const QString &code)
{
    if (!m_writer)
        return;
    // Replaces the failed content the writer would otherwise retry.
    if (m_lobby.find(code))
        m_writer->write(m_store->pathOf(code), tableFile(code), code);
    else
        m_writer->remove(m_store->pathOf(code), code);
}

bool Server::storageRefusing() const
{
    return m_storageFailedAt >= 0 && now() - m_storageFailedAt < kStorageRetryMs;
}

bool Server::mayTryCode(const Connection &c)
{
    const auto it = m_codeTries.find(c.address);
    return it == m_codeTries.end() || it->second.available(now());
}

void Server::failedCodeTry(const Connection &c)
{
    m_codeTries.try_emplace(c.address, kCodeTriesBurst, kCodeTriesPerSecond).first->second.take(now());
}

void Server::expireIdleTables()
{
    const qint64 wall = wallClock();
    std::vector<QString> expired;
    for (const auto &[code, table] : m_lobby.tables()) {
        if (table.status != TableStatus::Lobby)
            continue;
        if (m_atTable.count(code)) // someone is there: idle from now at the earliest
            m_lobby.find(code)->idleSince = wall;
        else if (wall - table.idleSince >= m_config.idleLobbyMs)
            expired.push_back(code);
    }
    for (const QString &code : expired) {
        m_lobby.remove(code);
        if (m_writer)
            m_writer->remove(m_store->pathOf(code), code);
        emit tableExpired(code);
    }
    // The code tries of an address that has not tried for a while are back to a full bucket.
    for (auto it = m_codeTries.begin(); it != m_codeTries.end();)
        it = it->second.full(now()) ? m_codeTries.erase(it) : std::next(it);
}

void Server::handOverWrites()
{
    if (!m_writer)
        return;
    m_sweep.merge(m_dirty);
    m_dirty.clear();
    for (const QString &code : m_sweep)
        commitTable(code, true);
    m_sweep.clear();
}

void Server::commitTable(const QString &code, bool whole)
{
    if (!m_lobby.find(code))
        return;
    const auto it = m_running.find(code);
    RunningTable *running = it != m_running.end() && it->second.game ? &it->second : nullptr;
    const std::optional<int> logLength = running ? running->game->logLength() : std::nullopt;
    if (!logLength) {
        m_writer->write(m_store->pathOf(code), tableFile(code), code);
        return;
    }
    if (*logLength > running->journaled || !running->journalOpen) {
        const QByteArray lines = running->game->logLines(running->journaled);
        const QString journal = m_store->journalPathOf(code);
        if (running->journalOpen) {
            m_writer->append(journal, lines, code);
        } else {
            // Made whole (fsync, rename, the folder synced): it replaces any older game's journal.
            m_writer->write(journal, journalHeader(code, running->journaled) + lines, code);
            running->journalOpen = true;
        }
        running->sinceCheckpoint += *logLength - running->journaled;
        running->journaled = *logLength;
    }
    if (whole || running->sinceCheckpoint >= kCheckpointActions) {
        m_writer->write(m_store->pathOf(code), tableFile(code), code);
        running->sinceCheckpoint = 0;
    }
}

void Server::commitSlice()
{
    if (m_sweep.empty()) {
        m_sweep = std::move(m_dirty); // tables changed from now on wait for the next interval
        m_dirty.clear();
    }
    for (int n = 0; n < kTablesPerCommitSlice && !m_sweep.empty(); ++n)
        commitTable(m_sweep.extract(m_sweep.begin()).value(), false);
    if (!m_sweep.empty()) // the messages that came meanwhile first, then the next slice
        QTimer::singleShot(0, this, &Server::commitSlice);
    else if (!m_dirty.empty() && !m_commitTimer->isActive())
        // The timer fired while a sweep was still going and left these for the next one: without a
        // timer they would wait for another action, which a quiet table may never have.
        m_commitTimer->start(m_config.commitIntervalMs);
}

void Server::waitUntilWritten()
{
    if (!m_writer)
        return;
    handOverWrites();
    m_writer->waitUntilIdle();
}

} // namespace canaan::net
