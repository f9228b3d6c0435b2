// The rules applied to a position set up by hand rather than reached by play: the tabletop
// companion mirrors a real table, so it builds a GameState from what the players entered and asks
// the engine what a roll pays and who holds the special cards. The public face of code that
// otherwise runs inside apply().
#pragma once

#include "engine/settlers/rules/game_state.h"
#include "engine/settlers/rules/rules.h"

namespace canaan::settlers {

// Pays a production roll of n (2..12 but 7) into the hands and the copper owed, as apply() does
// after the dice: the bank's shortage (R06) and the Plague's hex included.
void produceRoll(const Rules &rules, GameState &state, int n);
// Gives Longest Road, Most Priests and the King's Blessing to whom the pieces and played cards say
// (R17, R18, R19), as if every seat had just built or played.
void refreshSpecialCards(const Rules &rules, GameState &state);

} // namespace canaan
