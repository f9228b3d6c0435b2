// A computer player: given what its seat may know and the pending decision it owns, chooses one
// legal action. It never sees the game state itself (issue 19): only its seat's view.
#pragma once

#include "engine/settlers/rules/engine.h"
#include "engine/settlers/rules/seat_view.h"

namespace canaan::settlers {

class Bot {
public:
    virtual ~Bot() = default;
    // Called only when view.board.pendingPlayer is this bot's seat (view.seat) and no chance outcome
    // is pending. `scratch` is a buffer the bot may use for legalActions.
    virtual Action decide(const Rules &rules, const SeatView &view, ActionList &scratch) = 0;
    // After every action, when observes(): what the bot's seat saw of it, its views before and
    // after and the events as eventSeenBy() shows them (for a memory of public events).
    virtual bool observes() const { return false; }
    virtual void observe(const SeatView &before, const SeatView &after, const Event *seen, int count)
    {
        (void)before, (void)after, (void)seen, (void)count;
    }
    // Which seats people play (bit s for seat s), as the match, the server's table or the save says;
    // 0, the default, when every seat is a computer player. The fair-offer rule answers only their
    // offers (docs/ai.md, "Trading with people").
    virtual void setPeople(unsigned seats) { (void)seats; }
};

// Asks `bot` for the decision pending in `state`, showing it only the pending seat's view.
inline Action askBot(Bot &bot, const Rules &rules, const GameState &state, ActionList &scratch)
{
    return bot.decide(rules, viewOf(state, state.pendingPlayer), scratch);
}

} // namespace canaan
