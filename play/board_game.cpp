#include "play/board_game.h"

#include "engine/settlers/ai/bot_registry.h"
#include "engine/settlers/ai/random_bot.h"
#include "engine/io/game_text.h"

namespace canaan::play {

QString BoardGame::illegalReason(const Context &rules, const State &s, const Action &a)
{
    const IllegalReason reason = checkLegal(*rules, s, a);
    return reason == IllegalReason::Ok ? QString() : illegalReasonText(reason);
}

QString BoardGame::notYourDecision() { return illegalReasonText(IllegalReason::NotYourDecision); }

void BoardGame::apply(const Context &rules, State &s, const Action &a, std::vector<Event> &events)
{
    EventSink sink;
    canaan::apply(*rules, s, a, &sink);
    events.insert(events.end(), sink.events.begin(), sink.events.begin() + sink.size);
}

std::vector<Action> BoardGame::legalActions(const Context &rules, const State &s)
{
    auto list = std::make_unique<ActionList>(); // about 6 KB: not on the stack of every caller
    canaan::legalActions(*rules, s, *list);
    return {list->begin(), list->end()};
}

std::unique_ptr<BoardGame::Bot> BoardGame::makeBot(const QString &botId, std::uint64_t seed)
{
    if (auto bot = canaan::makeBot(botId.toStdString(), seed))
        return bot;
    qWarning("canaan: unknown computer player \"%s\"; the random one plays instead", qPrintable(botId));
    return std::make_unique<RandomBot>(seed);
}

BoardGame::Action BoardGame::botDecide(Bot &bot, const Context &rules, const BotInput &input, std::span<const Action>)
{
    auto scratch = std::make_unique<ActionList>();
    return bot.decide(*rules, input, *scratch);
}

} // namespace canaan::play
