// A client that plays one seat by itself: it takes (or retakes, with its token) a seat, marks ready,
// and answers every question of the server: at level "random" with one of the offered legal actions,
// drawn from its own seeded generator; at another level (setLevel) with the engine's computer
// player deciding from the seat's view (settlers_seat_bot.h). The tests' clients, net-bench's load and
// canaan-cli bot use it. It measures each action's round trip: from sending `act` to the server's
// `events` for it. Asked to (setReconnects), it connects again like a person's app when its
// connection is lost or cannot be made.
#pragma once

#include "net/settlers_seat_bot.h"
#include "net/client.h"
#include "net/client_retries.h"
#include "net/conquest_seat_bot.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QObject>
#include <algorithm>
#include <memory>
#include <random>
#include <vector>

namespace canaan::net {

class AutoPlayer : public QObject {
    Q_OBJECT
public:
    AutoPlayer(QString name, std::uint64_t seed, QObject *parent = nullptr);
    ~AutoPlayer() override;

    // "random" (the default) or a computer player's id; false for an unknown one.
    bool setLevel(const QString &level);
    // Connects and takes `seat` of table `code` (then ready), or retakes it with `token`.
    void play(const QUrl &server, const QString &code, int seat, const QString &token = {});
    // At a Conquest table: decide as the engine's computer player `level` from the seat's view
    // rebuilt from the server's JSON, instead of a random pick (call before play()).
    void decideAsConquestBot(const QString &level, std::uint64_t seed) { m_conquestBot = std::make_unique<ConquestSeatBot>(level, seed); }
    // Waits like a person before each action: a time drawn evenly from minMs..maxMs by the player's
    // own seeded generator (a run is reproducible); 0..0 (the default) answers at once. The round
    // trip is counted from the moment the action is sent, the thinking left out.
    void setThinkTime(int minMs, int maxMs)
    {
        m_thinkMinMs = minMs;
        m_thinkMaxMs = std::max(minMs, maxMs);
    }
    // Tries again as a person's app does (ServerLink): a connection lost or not made before the
    // game is over is made again after reconnectWaitSeconds (protocol.h), and the seat taken again
    // (join, or rejoin with its token once it has one). Off by default: a dropped player stays away.
    void setReconnects(bool reconnects) { m_reconnects = reconnects; }
    // The times it connected again, and why the last connection was lost (the socket's error, or
    // the close code and reason the server gave).
    int reconnections() const { return m_retries.count(); }
    const QString &lastLoss() const { return m_retries.lastLoss(); }
    // Drops the connection without a word (the tests' killed client).
    void drop() { m_client.socket().abort(); }

    Client &client() { return m_client; }
    QString token() const { return m_token; }
    int seat() const { return m_seat; }
    bool isOver() const { return !m_over.isEmpty(); }
    const QJsonObject &overMessage() const { return m_over; }
    int actionsSent() const { return m_sent; }
    // Round trips in microseconds, one per answered action.
    const std::vector<qint64> &roundTrips() const { return m_roundTrips; }
    // Error ids the server sent (a correct client gets none during play; a rate refusal is
    // retried and not counted), and "badView"/"badAsk" when its Conquest bot could not read one.
    const QStringList &errors() const { return m_errors; }
    // Of a computer player: its choices the server refused (a trade it judged impossible) or that
    // were not listed, both replaced by a listed action.
    int replacedChoices() const { return m_refusedChoices + (m_bot ? m_bot->replacedChoices() : 0); }

signals:
    void seated(const QString &token);
    void finished();
    void message(const QJsonObject &message);
    // The computer player cannot read the server's game (its problem); it plays at random from then.
    void unreadable(const QString &problem);

private:
    void receive(const QJsonObject &message);
    void answer();
    // After the think time (setThinkTime), sendNow.
    void send(const QJsonValue &action);
    void sendNow(const QJsonValue &action);
    // A request the server may refuse as too fast (rateLimited), kept to be sent again.
    void request(const QJsonObject &message);
    // The connection is gone (or was never made): again after a wait, if asked to.
    void lost();

    Client m_client;
    QString m_name;
    std::mt19937_64 m_random;
    QString m_code;
    int m_seat = -1;
    QString m_token;
    QJsonObject m_over;
    QStringList m_errors;
    static constexpr int kRetryMs = 100;      // an action refused as too fast
    static constexpr int kLobbyRetryMs = 1000; // a join or rejoin: a try is back each second
    QJsonObject m_lastRequest;
    QUrl m_server;
    bool m_reconnects = false;
    ClientRetries m_retries;
    bool m_readyAgain = false; // reconnected to a seat it held: ready again if still in the lobby
    QElapsedTimer m_sentAt;
    bool m_waiting = false;
    int m_sent = 0;
    std::vector<qint64> m_roundTrips;
    std::unique_ptr<ConquestSeatBot> m_conquestBot;
    std::unique_ptr<SettlersSeatBot> m_bot; // null: random
    QJsonArray m_listed;                 // the open question's actions
    bool m_asked = false;
    int m_refusedChoices = 0;
    int m_thinkMinMs = 0;
    int m_thinkMaxMs = 0;
    long long m_asks = 0; // questions so far: a thought-out answer goes only to the latest
};

} // namespace canaan::net
