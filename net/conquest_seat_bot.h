// A Conquest computer player behind a network client (canaan-cli bot --game conquest, the tests):
// its seat client (play/seat_client.h), fed from the server's messages (conquest_seat_feed.h),
// holds the seat's view, and it decides with the engine's bot from that view alone, as a bot at
// one screen decides from its SeatView.
#pragma once

#include "engine/conquest/ai/bot.h"
#include "net/conquest_seat_feed.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <memory>
#include <optional>

namespace canaan::net {

class ConquestSeatBot {
public:
    // `level` is "random", "normal" or "hard" (conquest::isBotId).
    ConquestSeatBot(const QString &level, std::uint64_t seed);

    // A server message for the seat client (its question excepted: choose() reads that). False with
    // *problem when the view or an action is not a Conquest one.
    bool see(const QJsonObject &message, QString *problem);
    // The index of its decision in an `ask`'s actions; -1 with *problem when there is no view yet or
    // an action is not a Conquest log entry.
    qsizetype choose(const QJsonArray &actions, QString *problem);
    // Its seat's view, or null before the first.
    const conquest::SeatView *view() const { return m_client.hasView() ? &m_client.view() : nullptr; }
    const play::ConquestSeatClient &client() const { return m_client; }

private:
    std::unique_ptr<conquest::Bot> m_bot;
    play::ConquestSeatClient m_client;
    ConquestSeatFeed m_feed{m_client};
};

} // namespace canaan::net
