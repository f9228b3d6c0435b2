// Prints a game summary as text or, with --json, as indented JSON: shared by play and replay so that
// both print exactly the same thing for the same game.
#pragma once

#include "tools/canaan-cli/cli_streams.h"
#include "engine/io/game_summary.h"

namespace canaan::cli {

void printGameSummary(const GameSummary &summary, bool json, Streams &streams);

} // namespace canaan::cli
