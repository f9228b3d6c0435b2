// From a saved game (SavedGame, the file's model) to the game window's setup (game::GameSetup, Qt
// types): what Open and Continue resume from. Save writes play::BoardMatch::savedGame().
#pragma once

#include "app/game/game_setup.h"
#include "engine/io/save_file.h"

namespace canaan::session {

// The setup that resumes a saved game: its log becomes the history to replay.
game::GameSetup setupOf(const SavedGame &saved);
// The same table for a new game: the seats, map, ruleset and options, no history, another seed.
game::GameSetup rematchOf(const game::GameSetup &setup, std::uint64_t seed);

} // namespace canaan::session
