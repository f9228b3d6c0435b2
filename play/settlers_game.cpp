#include "play/settlers_game.h"

#include "engine/settlers/ai/bot_registry.h"
#include "engine/settlers/ai/random_bot.h"
#include "engine/io/game_text.h"

namespace canaan::play {

namespace {

// A list of legal actions to fill, about 6 KB: not on the stack of every caller, and made once per
// thread, not per question (a new one set each of its hundreds of actions to their defaults, most
// of what asking a seat cost a server; docs/network.md, "Set-up read once").
settlers::ActionList &scratchList()
{
    thread_local const std::unique_ptr<settlers::ActionList> list = std::make_unique<settlers::ActionList>();
    return *list;
}

} // namespace

QString SettlersGame::illegalReason(const Context &rules, const State &s, const settlers::Action &a)
{
    const settlers::IllegalReason reason = settlers::checkLegal(*rules, s, a);
    return reason == settlers::IllegalReason::Ok ? QString() : illegalReasonText(reason);
}

QString SettlersGame::notYourDecision() { return illegalReasonText(settlers::IllegalReason::NotYourDecision); }

void SettlersGame::apply(const Context &rules, State &s, const settlers::Action &a, std::vector<settlers::Event> &events)
{
    settlers::EventSink sink;
    canaan::settlers::apply(*rules, s, a, &sink);
    events.insert(events.end(), sink.events.begin(), sink.events.begin() + sink.size);
}

std::vector<settlers::Action> SettlersGame::legalActions(const Context &rules, const State &s)
{
    settlers::ActionList &list = scratchList(); // the listing sets its length: nothing of the last stays
    canaan::settlers::legalActions(*rules, s, list);
    return {list.begin(), list.end()};
}

std::unique_ptr<SettlersGame::Bot> SettlersGame::makeBot(const QString &botId, std::uint64_t seed)
{
    if (auto bot = canaan::settlers::makeBot(botId.toStdString(), seed))
        return bot;
    qWarning("canaan: unknown computer player \"%s\"; the random one plays instead", qPrintable(botId));
    return std::make_unique<settlers::RandomBot>(seed);
}

SettlersGame::Action SettlersGame::botDecide(settlers::Bot &bot, const Context &rules, const BotInput &input, std::span<const settlers::Action>)
{
    return bot.decide(*rules, input, scratchList());
}

} // namespace canaan::play
