// A Conquest computer player behind a network client (canaan-cli bot --game conquest, the tests):
// it rebuilds its seat's view from every `view` message (conquestViewFromJson) and decides with the
// engine's bot from that view alone, as a bot at one screen decides from its SeatView.
#pragma once

#include "conquest/ai/bot.h"

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

    // Keeps the view of a `view` message; other messages are ignored. False with *problem when the
    // view is not a Conquest seat view.
    bool see(const QJsonObject &message, QString *problem);
    // The index of its decision in an `ask`'s actions; -1 with *problem when there is no view yet or
    // an action is not a Conquest log entry.
    qsizetype choose(const QJsonArray &actions, QString *problem);
    const std::optional<conquest::SeatView> &view() const { return m_view; }

private:
    std::unique_ptr<conquest::Bot> m_bot;
    std::optional<conquest::SeatView> m_view;
};

} // namespace canaan::net
