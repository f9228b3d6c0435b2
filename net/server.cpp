#include "net/server.h"

#include "net/connection_listener.h"
#include "net/protocol.h"
#include "net/server_tls.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>
#include <algorithm>
#include <optional>

namespace canaan::net {

namespace {

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

} // namespace

Server::Server(ServerConfig config, TableGameFactory gameFactory, SetupCheck checkSetup, QObject *parent)
    : QObject(parent), m_config(std::move(config)), m_gameFactory(std::move(gameFactory)),
      m_lobby(m_config.maxTables, std::move(checkSetup), m_config.tablesPerAddress)
{
    m_clock.start();
    m_sendLimit.maxQueuedBytes = m_config.maxQueuedBytes;
    m_sendLimit.readerDropped = [this](const QString &address, qint64 queued) { emit readerDropped(address, queued); };
    m_keeper = std::make_unique<TableKeeper>(m_config.dataFolder, m_config.commitIntervalMs,
        [this](const QString &code) { return tableAt(code); });
    connect(m_keeper.get(), &TableKeeper::failed, this, &Server::storageFailed);
}

Server::~Server()
{
    m_keeper.reset(); // its last writes, while the tables are still here
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
    if (wss && !loadTls(m_config.certificateFile, m_config.keyFile, &tls, problem))
        return false;
    // The listener does TCP and TLS; the WebSocket server only the WebSocket handshake.
    m_server = new QWebSocketServer(QStringLiteral("canaan-server"), QWebSocketServer::NonSecureMode, this);
    m_listener = new ConnectionListener(m_server, wss ? std::optional(tls) : std::nullopt, this);

    TableStore::Loaded loaded;
    if (!m_keeper->open(problem, &loaded))
        return false;
    m_restoreProblems = loaded.problems;
    m_restoreNotes = loaded.notes;
    const qint64 graceFrom = QDateTime::currentMSecsSinceEpoch() - m_config.idleLobbyMs + m_config.idleGraceAfterRestartMs;
    for (Table &read : loaded.tables) {
        const QString code = read.code;
        m_lobby.restore(std::move(read));
        ServedTable &restored = serve(code);
        Table &table = restored.table();
        QString why;
        if (table.status == TableStatus::Lobby) { // its people get a moment to come back
            table.idleSince = std::max(table.idleSince, graceFrom);
            continue;
        }
        if (table.status == TableStatus::Over) // its grace period starts again
            QTimer::singleShot(m_config.keepFinishedMs, this, [this, code] { retire(code); });
        // A finished game is made again too (not begun), so that a rejoin gets its result.
        if (!startGame(restored, &why)) {
            m_restoreProblems.append(QStringLiteral("%1: %2").arg(code, why));
        } else if (table.status == TableStatus::Playing) {
            restored.game()->begin(); // computer players go on; people are asked when back
            // Nobody is connected after a restart: each person's countdown to the computer's
            // takeover starts again, so a seat left for good is played (issue 42, D2).
            for (int seat = 0; seat < int(table.seats.size()); ++seat)
                if (table.isPerson(seat))
                    seatLost(restored, seat);
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

void Server::waitUntilWritten()
{
    m_keeper->waitUntilWritten();
}

void Server::accept()
{
    while (QWebSocket *socket = m_server->nextPendingConnection()) {
        // A frame or message past the limit is refused by Qt before it is read (close code 1009).
        socket->setMaxAllowedIncomingFrameSize(kMaxMessageBytes);
        socket->setMaxAllowedIncomingMessageSize(kMaxMessageBytes);
        m_listener->upgraded(socket->peerAddress(), socket->peerPort()); // TCP_NODELAY is set there
        const int id = m_nextConnection++;
        m_connections.try_emplace(id, socket, id, clientOf(socket->peerAddress()), &m_sendLimit);
        connect(socket, &QWebSocket::textMessageReceived, this, [this, id](const QString &text) {
            if (auto it = m_connections.find(id); it != m_connections.end())
                receive(it->second, text);
        });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, id](const QByteArray &) {
            if (auto it = m_connections.find(id); it != m_connections.end())
                it->second.refuse(Refusal::of("binary"), std::nullopt);
        });
        connect(socket, &QWebSocket::disconnected, this, [this, id] { dropped(id); });
    }
}

void Server::receive(PeerConnection &c, const QString &text)
{
    if (!c.messages.take(m_clock.elapsed())) {
        c.refuse(Refusal::of("rateLimited"), std::nullopt);
        return;
    }
    const ParsedMessage parsed = parseClientMessage(text.toUtf8());
    if (!parsed.ok()) {
        c.refuse(parsed.refusal, parsed.ref);
        return;
    }
    const ClientMessage &m = *parsed.message;
    if (!c.greeted && m.type != ClientType::Hello) {
        c.refuse(Refusal::of("helloFirst"), m.ref);
        return;
    }
    c.accepted();
    handle(c, m);
}

void Server::handle(PeerConnection &c, const ClientMessage &m)
{
    const QJsonObject &body = m.body;
    switch (m.type) {
    case ClientType::Hello:
    {
        const int version = body.value(QLatin1String("v")).toInt();
        if (version < kOldestProtocolVersion || version > kProtocolVersion) {
            c.refuse(Refusal::of("badVersion", QJsonObject{{QStringLiteral("server"), kProtocolVersion},
                                                   {QStringLiteral("oldest"), kOldestProtocolVersion}}), m.ref);
            c.socket->close(QWebSocketProtocol::CloseCode(kCloseBadVersion), QStringLiteral("badVersion"));
            return;
        }
        c.greeted = true;
        c.version = version;
        c.name = body.value(QLatin1String("name")).toString();
        c.send(jsonText({{QStringLiteral("t"), QStringLiteral("welcome")}, {QStringLiteral("v"), version},
            {QStringLiteral("limits"), QJsonObject{{QStringLiteral("message"), kMaxMessageBytes},
                                           {QStringLiteral("chat"), kMaxChatLength}}}}));
        return;
    }
    case ClientType::Resync:
        resync(c, m);
        return;
    case ClientType::List:
        c.listing = true;
        c.send(listMessage());
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
            c.refuse(Refusal::of("notSeated"), m.ref);
        } else if (auto problem = m_lobby.setReady(c.code, c.seat, body.value(QLatin1String("ready")).toBool())) {
            c.refuse(*problem, m.ref);
        } else {
            m_keeper->writeNow(c.code);
            broadcastTable(c.code);
        }
        return;
    case ClientType::Start: {
        if (auto problem = m_lobby.start(c.code, c.seat, c.id)) {
            c.refuse(*problem, m.ref);
            return;
        }
        ServedTable &table = *tableAt(c.code);
        QString why;
        if (!startGame(table, &why)) {
            table.table().status = TableStatus::Lobby;
            c.refuse(Refusal::of("cannotStart", why), m.ref);
            return;
        }
        m_keeper->writeNow(c.code);
        broadcastTable(c.code);
        table.game()->begin();
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
        c.send(jsonText(pong));
        return;
    }
    }
}

} // namespace canaan::net
