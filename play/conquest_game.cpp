#include "play/conquest_game.h"

#include <QCoreApplication>

namespace canaan::play {

ConquestGame::Context ConquestGame::contextOf(const conquest::saves::SavedConquest &saved)
{
    Context context{saved.options, {}};
    for (const conquest::saves::SavedSeat &seat : saved.seats)
        context.nations.push_back(seat.nation);
    return context;
}

ConquestGame::State ConquestGame::newGame(const Context &c, int seats)
{
    Q_ASSERT(static_cast<int>(c.nations.size()) == seats);
    return conquest::newGame(c.options, std::span<const conquest::Nation>(c.nations.data(), static_cast<std::size_t>(seats)));
}

QString ConquestGame::illegalReason(const Context &, const State &s, const Action &a)
{
    const conquest::IllegalReason reason = conquest::checkLegal(s, a);
    if (reason == conquest::IllegalReason::Ok)
        return {};
    const std::string_view text = conquest::illegalReasonText(reason);
    return QString::fromLatin1(text.data(), static_cast<qsizetype>(text.size()));
}

QString ConquestGame::notYourDecision()
{
    const std::string_view text = conquest::illegalReasonText(conquest::IllegalReason::NotYourDecision);
    return QString::fromLatin1(text.data(), static_cast<qsizetype>(text.size()));
}

std::vector<ConquestGame::Action> ConquestGame::legalActions(const Context &, const State &s)
{
    conquest::ActionList list;
    conquest::legalActions(s, list);
    return {list.begin(), list.end()};
}

std::optional<ConquestGame::Event> ConquestGame::eventSeenBy(const State &after, const Event &e, int seat)
{
    // What the wire tells a seat (net/conquest_wire.h, from conquest::seenBy): a card drawn or
    // discarded is its player's, a card lent the lender's and its receiver's, and a card chosen for
    // the battle is nobody else's business, not even that one was chosen (C14, C20).
    const bool own = e.player == seat;
    switch (e.kind) {
    case conquest::ActionKind::Choose:
        return own ? std::optional<Event>(e) : std::nullopt;
    case conquest::ActionKind::Draw:
    case conquest::ActionKind::Discard:
        return own ? e : conquest::makeAction(e.kind, e.player, conquest::kNone, e.b);
    case conquest::ActionKind::LendCard:
        // The sides stay as they are until the battle ends: `after` names the receiver.
        return own || (seat >= 0 && after.sidePlayer(e.b) == seat) ? e : conquest::makeAction(e.kind, e.player, conquest::kNone, e.b);
    default:
        return e;
    }
}

std::unique_ptr<ConquestGame::Bot> ConquestGame::makeBot(const QString &botId, std::uint64_t seed)
{
    if (auto bot = conquest::makeBot(botId.toStdString(), seed))
        return bot;
    qWarning("canaan: unknown Conquest computer player \"%s\"; the random one plays instead", qPrintable(botId));
    return conquest::makeBot("random", seed);
}

ConquestGame::Action ConquestGame::botDecide(Bot &bot, const Context &, const BotInput &view, std::span<const Action> legal)
{
    if (legal.size() == 1)
        return legal.front();
    conquest::ActionList list;
    for (const Action &a : legal)
        list.push(a);
    return bot.decide(view, list);
}

} // namespace canaan::play
