// A legal game of any length for measurements: the seats place their settlements and then only
// roll, discard, move the Plague and end their turns, so the game never ends and its log grows
// by a few actions a turn. Used by resume-bench (docs/reliability.md, "Long games").
#pragma once

#include "engine/io/save_file.h"

namespace canaan::bench {

// A saved game of exactly `actions` actions on the map of Canaan, four computer seats, no turn limit.
SavedGame passiveGame(const settlers::MapModel &map, int actions, settlers::GameState &finalState);

} // namespace canaan::bench
