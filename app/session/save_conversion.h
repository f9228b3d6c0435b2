// From a saved game (SavedGame, the file's model) to the game window's setup (settlerstable::GameSetup, Qt
// types): what Open and Continue resume from. Save writes play::SettlersMatch::savedGame().
#pragma once

#include "app/settlers_table/game_setup.h"
#include "engine/io/save_file.h"

namespace canaan::session {

// The setup that resumes a saved game: its log becomes the history to replay.
settlerstable::GameSetup setupOf(const SavedGame &saved);
// The same table for a new game: the seats, map, ruleset and options, no history, another seed.
settlerstable::GameSetup rematchOf(const settlerstable::GameSetup &setup, std::uint64_t seed);

} // namespace canaan::session
