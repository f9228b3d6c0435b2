// A whole game between computer players, with no display, recorded as a SavedGame: what
// `canaan-cli play` runs, and what the saves tests run in-process.
#pragma once

#include "engine/io/save_file.h"

#include <QStringList>
#include <cstdint>

namespace canaan::cli {

struct HeadlessGame {
    SavedGame saved; // map, rules, seats, seed and the whole log
    settlers::GameState final{};
    bool stalled = false; // the driver's safety stop (never expected)
};

// botIds must all be available (bot_roster.h). Seats are named "Player 1", ... in seat colours.
HeadlessGame playHeadless(const settlers::MapModel &map, const QStringList &botIds, std::uint64_t seed, int turnLimit);

} // namespace canaan::cli
