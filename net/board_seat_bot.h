// A computer player of one Settlers seat over the network (canaan-cli bot --level, net-bench): it
// rebuilds its seat's view from the server's `game`, `view` and `events` messages
// (net/board_wire.h) and decides as the engine's bots do at one screen, from that view alone, with
// the same memory of public events (Bot::observe). Its choice is sent only when the server's `ask`
// lists it, or when it is a trade offer or counter-offer (open-ended, never listed); else, which a
// correct bot never does, the first listed action goes instead and is counted.
#pragma once

#include "ai/bot.h"
#include "rules/rules.h"
#include "rules/seat_view.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

namespace canaan::net {

class BoardSeatBot {
public:
    // nullptr for a level the engine does not know ("easy", "normal", "hard", "random").
    static std::unique_ptr<BoardSeatBot> make(const QString &level, std::uint64_t seed);
    ~BoardSeatBot();

    // A server message: `game` builds the rules, `view` and `events` keep the seat's view and
    // memory; others are ignored. False with *problem when the server's data is bad.
    bool take(const QJsonObject &message, QString *problem);
    // The answer to the open question (`ask`'s actions), as an action object; nullopt while the
    // view is not yet the one the question is about (the next `view` then answers).
    std::optional<QJsonObject> answer(const QJsonArray &listed);
    // Choices that were neither listed nor a trade, replaced by a listed action.
    int replacedChoices() const { return m_replaced; }

private:
    explicit BoardSeatBot(std::unique_ptr<Bot> bot);

    std::unique_ptr<Bot> m_bot;
    std::unique_ptr<Rules> m_rules;
    int m_players = 0;
    std::optional<SeatView> m_view;
    std::vector<Event> m_events; // since the last view, as this seat saw them
    int m_replaced = 0;
};

} // namespace canaan::net
