// Chance outcomes: the first-player rolls (R01), the dice, the card drawn and the card stolen.
// The driver supplies them (sampleChance); a replay reads them from the log.
#include "engine/settlers/rules/internal.h"

namespace canaan::settlers {
namespace detail {

IllegalReason checkChance(const Rules &, const GameState &s, const Action &a)
{
    switch (a.kind) {
    case ActionKind::FirstRoll:
    case ActionKind::Dice:
        if (s.pending != (a.kind == ActionKind::FirstRoll ? Pending::FirstRoll : Pending::Dice))
            return IllegalReason::WrongTime;
        if (a.a < 1 || a.a > 6 || a.b < 1 || a.b > 6)
            return IllegalReason::ImpossibleOutcome;
        return IllegalReason::Ok;
    case ActionKind::DrawCard:
        if (s.pending != Pending::DrawCard)
            return IllegalReason::WrongTime;
        if (a.a >= kDevCardCount || s.deck[a.a] == 0)
            return IllegalReason::ImpossibleOutcome;
        return IllegalReason::Ok;
    case ActionKind::Steal:
        if (s.pending != Pending::Steal)
            return IllegalReason::WrongTime;
        if (a.a >= kResourceCount || s.hand[s.stealVictim][a.a] == 0)
            return IllegalReason::ImpossibleOutcome;
        return IllegalReason::Ok;
    default: return IllegalReason::WrongTime;
    }
}

void applyDice(const Rules &rules, GameState &s, const Action &a, EventSink *sink)
{
    s.dicePending = false;
    s.rolled = true;
    s.dice[0] = a.a;
    s.dice[1] = a.b;
    emit(sink, EventKind::DiceRolled, a.player, a.a, a.b);
    if (a.a + a.b == 7)
        rollSeven(rules, s, sink);
    else
        produce(rules, s, a.a + a.b, sink);
}

void applyChance(const Rules &rules, GameState &s, const Action &a, EventSink *sink)
{
    const int p = a.player;
    switch (a.kind) {
    case ActionKind::FirstRoll:
        s.firstRolls[p] = static_cast<std::uint8_t>(a.a + a.b);
        emit(sink, EventKind::FirstRolled, p, a.a, a.b);
        break;
    case ActionKind::Dice: applyDice(rules, s, a, sink); break;
    case ActionKind::DrawCard:
        --s.deck[a.a];
        ++s.devHand[p][a.a];
        ++s.devNew[a.a]; // R20: not playable this turn (VP cards excepted)
        s.drawPending = false;
        emit(sink, EventKind::CardBought, p, a.a);
        break;
    case ActionKind::Steal: {
        const int victim = s.stealVictim;
        // As words, stored as the next listing loads a hand (store5); the victim holds the card.
        const std::uint64_t card = std::uint64_t{1} << (8 * a.a);
        store5(s.hand[victim], load5(s.hand[victim]) - card);
        store5(s.hand[p], load5(s.hand[p]) + card);
        emit(sink, EventKind::CardStolen, p, a.a, victim);
        --s.stealCount;
        if (s.handSize(victim) == 0)
            s.stealCount = 0;
        if (s.stealCount == 0)
            s.stealVictim = kNoId;
        break;
    }
    default: break;
    }
}

} // namespace detail

namespace {
int below(std::uint32_t r, int n) { return static_cast<int>((static_cast<std::uint64_t>(r) * static_cast<std::uint64_t>(n)) >> 32); }

// The index drawn from counts weighted by their size.
template <std::size_t N>
int weighted(std::uint32_t r, const std::uint8_t (&counts)[N])
{
    int total = 0;
    for (std::size_t i = 0; i < N; ++i)
        total += counts[i];
    int k = below(r, total);
    for (std::size_t i = 0; i < N; ++i) {
        if (k < counts[i])
            return static_cast<int>(i);
        k -= counts[i];
    }
    return 0;
}
} // namespace

Action chanceFromRandom(const Rules &, const GameState &s, std::uint32_t r1, std::uint32_t r2)
{
    ActionKind kind = ActionKind::EndTurn;
    int x = kNoId, y = kNoId;
    switch (s.pending) {
    case Pending::FirstRoll:
    case Pending::Dice:
        kind = s.pending == Pending::FirstRoll ? ActionKind::FirstRoll : ActionKind::Dice;
        x = 1 + below(r1, 6);
        y = 1 + below(r2, 6);
        break;
    case Pending::DrawCard:
        kind = ActionKind::DrawCard;
        x = weighted(r1, s.deck);
        break;
    case Pending::Steal:
        kind = ActionKind::Steal;
        x = weighted(r1, s.hand[s.stealVictim]);
        break;
    default: break;
    }
    return detail::wordAction(kind, s.pendingPlayer, x, y);
}

} // namespace canaan
