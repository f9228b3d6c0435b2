// A computer player: given the state and the pending decision it owns, chooses one legal action.
#pragma once

#include "rules/engine.h"

namespace canaan {

class Bot {
public:
    virtual ~Bot() = default;
    // Called only when state.pendingPlayer is this bot's seat and no chance outcome is pending.
    // `scratch` is a buffer the bot may use for legalActions.
    virtual Action decide(const Rules &rules, const GameState &state, ActionList &scratch) = 0;
};

} // namespace canaan
