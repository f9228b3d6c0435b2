// A server in the test's process (loopback, a free port, tables in memory), the app's connection
// to it (ServerLink) at seat 0 of a new table, and the table's other person seats played by
// canaan-cli-bot-style clients (net::AutoPlayer). When the game starts, the game window opens on a
// RemoteSettlersTable as the lobby opens it.
#pragma once

#include "app/online_table/network_game_window.h"
#include "app/online_table/server_link.h"

#include "net/auto_player.h"
#include "net/server.h"
#include "net/table_games.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>
#include <QUrl>
#include <memory>
#include <vector>

namespace canaan::online::testing {

// A server on 127.0.0.1 at `port` (0: a free one), its tables in `data` (empty: in memory); null
// (with a warning) if it cannot listen.
inline std::unique_ptr<net::Server> loopbackServer(quint16 port = 0, const QString &data = {})
{
    net::ServerConfig config;
    config.address = QHostAddress::LocalHost;
    config.port = port;
    config.dataFolder = data;
    auto server = std::make_unique<net::Server>(config, net::playedGames(), net::setupCheck());
    QString problem;
    if (!server->start(&problem)) {
        qWarning("%s", qPrintable(problem));
        return nullptr;
    }
    return server;
}

struct OnlineTable {
    std::unique_ptr<net::Server> server;
    ServerLink link;
    std::vector<std::unique_ptr<net::AutoPlayer>> others;
    QPointer<NetworkGameWindow> window;
    QString code;
    bool started = false;
    QList<QJsonObject> views; // every `view` message the app's connection got, as sent

    ~OnlineTable()
    {
        delete window.data();
    }

    // Seats: "person" or a bot id; seat 0 must be a person (the app's). `extra`: more fields of the
    // `create` (a turn clock). False on a failure (QVERIFY'd).
    bool start(const QStringList &seats, int takeover = 60, const QString &data = {}, const QJsonObject &extra = {})
    {
        server = loopbackServer(0, data);
        if (!server)
            return false;
        QObject::connect(&link, &ServerLink::received, [this](const QJsonObject &m) { onMessage(m); });
        link.open(QStringLiteral("127.0.0.1"), server->port(), QStringLiteral("Abigail"));
        if (!QTest::qWaitFor([this] { return link.state() == ServerLink::State::Connected; }, 10000))
            return false;
        QJsonObject create{{QStringLiteral("t"), QStringLiteral("create")}, {QStringLiteral("game"), QStringLiteral("settlers")},
            {QStringLiteral("map"), QStringLiteral("canaan")}, {QStringLiteral("seats"), QJsonArray::fromStringList(seats)},
            {QStringLiteral("takeover"), takeover}};
        for (auto it = extra.begin(); it != extra.end(); ++it)
            create.insert(it.key(), it.value());
        link.send(create);
        if (!QTest::qWaitFor([this] { return link.seat() == 0; }, 10000))
            return false;
        link.send({{QStringLiteral("t"), QStringLiteral("ready")}, {QStringLiteral("ready"), true}});
        QUrl url;
        url.setScheme(QStringLiteral("ws"));
        url.setHost(QStringLiteral("127.0.0.1"));
        url.setPort(server->port());
        for (int s = 1; s < seats.size(); ++s)
            if (seats[s] == QLatin1String("person")) {
                others.push_back(std::make_unique<net::AutoPlayer>(QStringLiteral("Boaz"), 7 + s));
                others.back()->play(url, code, s);
            }
        // The host starts once every person is ready (onMessage).
        return QTest::qWaitFor([this] { return !window.isNull(); }, 20000);
    }

    void onMessage(const QJsonObject &m)
    {
        const QString t = m.value(QLatin1String("t")).toString();
        if (t == QLatin1String("table") && code.isEmpty()) {
            code = m.value(QLatin1String("code")).toString();
            link.send({{QStringLiteral("t"), QStringLiteral("join")}, {QStringLiteral("code"), code}, {QStringLiteral("seat"), 0}});
        } else if (t == QLatin1String("table") && m.value(QLatin1String("status")).toString() == QLatin1String("lobby") && !started) {
            bool allReady = true;
            for (const QJsonValue &seat : m.value(QLatin1String("seats")).toArray())
                if (seat.toObject().value(QLatin1String("kind")).toString() == QLatin1String("person"))
                    allReady = allReady && seat.toObject().value(QLatin1String("ready")).toBool();
            if (allReady) {
                started = true;
                link.send({{QStringLiteral("t"), QStringLiteral("start")}});
            }
        } else if (t == QLatin1String("seated")) {
            link.holdSeat(m.value(QLatin1String("code")).toString(), m.value(QLatin1String("seat")).toInt(), m.value(QLatin1String("token")).toString());
        } else if (t == QLatin1String("game") && !window) {
            QString problem;
            std::unique_ptr<RemoteSettlersTable> table = RemoteSettlersTable::create(link, m, &problem);
            QVERIFY2(table, qPrintable(problem));
            window = new NetworkGameWindow(link, std::move(table));
            window->setAskBeforeClosing(false);
            window->setAttribute(Qt::WA_DeleteOnClose, false);
        } else if (t == QLatin1String("view")) {
            views << m;
        }
    }
};

} // namespace canaan::online::testing
