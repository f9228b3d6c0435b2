// A computer player of one Settlers seat over the network (canaan-cli bot --level, net-bench): its
// seat client (play/seat_client.h), fed from the server's messages (settlers_seat_feed.h), holds the
// seat's view, and it decides as the engine's bots do at one screen, from that view alone, with
// the same memory of public events (Bot::observe). Its choice is sent only when the server's `ask`
// lists it, or when it is a trade offer legal in its view or a counter-offer (open-ended, never
// listed; the server judges the counter-offer); else, which a correct bot never does, the first
// listed action goes instead and is counted.
#pragma once

#include "engine/settlers/ai/bot.h"
#include "net/settlers_seat_feed.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <memory>
#include <optional>

namespace canaan::net {

class SettlersSeatBot {
public:
    // nullptr for a level the engine does not know ("easy", "normal", "hard", "random").
    static std::unique_ptr<SettlersSeatBot> make(const QString &level, std::uint64_t seed);
    ~SettlersSeatBot();

    // A server message, for the seat client (settlers_seat_feed.h); each new view is shown to the bot's
    // memory with the events that led to it. False with *problem when the server's data is bad.
    bool take(const QJsonObject &message, QString *problem);
    // The answer to the open question (`ask`'s actions), as an action object; nullopt while the
    // view is not yet the one the question is about (the next `view` then answers).
    std::optional<QJsonObject> answer(const QJsonArray &listed);
    // Choices that were neither listed nor a trade, replaced by a listed action.
    int replacedChoices() const { return m_replaced; }
    const play::SettlersSeatClient &client() const { return m_client; }

private:
    explicit SettlersSeatBot(std::unique_ptr<settlers::Bot> bot);

    std::unique_ptr<settlers::Bot> m_bot;
    play::SettlersSeatClient m_client;
    SettlersSeatFeed m_feed{m_client};
    int m_replaced = 0;
};

} // namespace canaan::net
