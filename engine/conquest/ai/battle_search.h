// The hard player's battle search (issue 20, "hard: searches the battle choices over samples of the
// hidden hands"): samples of the opponent's hidden hand, each answered as the normal player would
// answer from it, a dozen candidate plans tried against all of them, the best improved by a local
// search.
#pragma once

#include "engine/random/rng.h"
#include "engine/conquest/ai/battle_model.h"

namespace canaan::conquest::ai {

// The secret choice for the view's seat, which must be the attacker or the defender of the view's
// battle. `cardCost` scales keepValue (0: only this battle counts).
Plan searchBattle(const SeatView &v, canaan::Pcg32 &rng, int samples, double cardCost);

} // namespace canaan::conquest::ai
