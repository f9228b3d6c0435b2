// What the whole-game network tests share (test_net_games, test_net_conquest): a message, the
// messages a seat received, and bounded waits for a client's end and for a table all ready.
#pragma once

#include "net/auto_player.h"
#include "net/table_game.h"
#include "tests/net/net_test_peer.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <memory>
#include <vector>

namespace canaan::net::testing {

inline QJsonObject msg(const char *t, QJsonObject fields = {})
{
    fields.insert(QStringLiteral("t"), QString::fromLatin1(t));
    return fields;
}

struct Received {
    int seat; // kSpectatorSeat for the spectator
    QJsonObject message;
};

// Waits in a real event loop (QTest::qWaitFor's let socket notifications wait). `ms` is a bound,
// not a timing.
inline bool waitUntilOver(AutoPlayer &player, int ms)
{
    QSignalSpy finished(&player, &AutoPlayer::finished);
    return player.isOver() || finished.wait(ms) || player.isOver();
}

inline bool allReady(const QJsonObject &table)
{
    for (const QJsonValue &s : table.value(QLatin1String("seats")).toArray()) {
        if (!s.toObject().value(QLatin1String("ready")).toBool())
            return false;
    }
    return true;
}

// Watches table `code` as a spectator until every player's game is over: the spectator's `over`, or
// an empty object after `ms`. The spectator's messages go to *received as kSpectatorSeat's.
inline QJsonObject watchUntilOver(TestPeer &watcher, quint16 port, const QString &code,
    const std::vector<std::unique_ptr<AutoPlayer>> &players, std::vector<Received> &received, int ms)
{
    if (!watcher.connectTo(port, QStringLiteral("Watcher")))
        return {};
    watcher.send(msg("join", {{QStringLiteral("code"), code}}));
    for (const auto &player : players) {
        if (!waitUntilOver(*player, ms))
            return {};
    }
    const QJsonObject over = watcher.next(QStringLiteral("over"), ms);
    for (const QJsonObject &m : watcher.all)
        received.push_back({kSpectatorSeat, m});
    return over;
}

} // namespace canaan::net::testing
