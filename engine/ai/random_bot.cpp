#include "ai/random_bot.h"

namespace canaan {

Action RandomBot::decide(const Rules &rules, const GameState &state, ActionList &scratch)
{
    return pick(rules, state, scratch);
}

} // namespace canaan
