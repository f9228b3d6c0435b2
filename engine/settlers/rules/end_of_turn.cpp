// The end of a turn: the turn's flags reset, the tied Jerusalem game may end (R24 `continue`),
// the simulation turn limit (R25), and the next player's turn begins (R23 is checked by settle()).
#include "engine/settlers/rules/internal.h"

namespace canaan::settlers {
namespace detail {

IllegalReason checkEndTurn(const Rules &, const GameState &s, const Action &)
{
    if (s.pending == Pending::Roll)
        return IllegalReason::NotRolled;
    if (s.pending != Pending::Turn)
        return IllegalReason::WrongTime;
    return IllegalReason::Ok;
}

void applyEndTurn(const Rules &rules, GameState &s, const Action &, EventSink *sink)
{
    s.rolled = false;
    s.tradeClosed = false;
    s.cardPlayed = false;
    s.caravan = false;
    for (int c = 0; c < kDevCardCount; ++c)
        s.devNew[c] = 0;
    if (s.jerusalemComplete) { // R24 `continue`: a turn ends with one player alone in the lead
        int best = -1, leader = kNoId, count = 0;
        for (int p = 0; p < s.numPlayers; ++p) {
            if (s.vp[p] > best) {
                best = s.vp[p];
                leader = p;
                count = 1;
            } else if (s.vp[p] == best) {
                ++count;
            }
        }
        if (count == 1) {
            endGame(s, EndReason::Jerusalem, 1u << leader, sink);
            return;
        }
    }
    if (rules.turnLimit() > 0 && s.turn >= rules.turnLimit()) { // R25
        endGame(s, EndReason::TurnLimit, 0, sink);
        return;
    }
    s.current = static_cast<std::uint8_t>(seatAfter(s, s.current, 1));
    ++s.turn;
    emit(sink, EventKind::TurnStarted, s.current, s.turn & 0xFF, s.turn >> 8);
}

} // namespace detail
} // namespace canaan
