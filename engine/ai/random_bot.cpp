#include "ai/random_bot.h"

namespace canaan {

Action RandomBot::decide(const Rules &rules, const GameState &state, ActionList &scratch)
{
    const int n = legalActions(rules, state, scratch);
    return scratch[m_rng.below(n)];
}

} // namespace canaan
