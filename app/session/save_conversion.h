// Between the game window's setup (game::GameSetup, Qt types) and a saved game (SavedGame, the file's
// model): what Save writes and what Open and Continue resume from.
#pragma once

#include "game_controller.h"
#include "io/save_file.h"

namespace canaan::session {

// The running game as a save: its map, ruleset, options, seats, seed and the whole log.
SavedGame savedGameOf(const game::GameController &controller);
// The setup that resumes a saved game: its log becomes the history to replay.
game::GameSetup setupOf(const SavedGame &saved);
// The same table for a new game: the seats, map, ruleset and options, no history, another seed.
game::GameSetup rematchOf(const game::GameSetup &setup, std::uint64_t seed);

} // namespace canaan::session
