#include "engine/settlers/rules/hand_set_position.h"

#include "engine/settlers/rules/internal.h"

namespace canaan::settlers {

void produceRoll(const Rules &rules, GameState &state, int n) { detail::produce(rules, state, n, nullptr); }

void refreshSpecialCards(const Rules &rules, GameState &state)
{
    const unsigned everyone = (1u << state.numPlayers) - 1;
    detail::refreshLongestRoads(rules, state, everyone, nullptr);
    detail::refreshPriests(rules, state, nullptr);
    detail::refreshBlessing(rules, state, nullptr);
}

} // namespace canaan
