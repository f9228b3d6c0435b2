// The rules for games of computer players on a map the user names (simulate, offer-rates): the
// map loaded, checked against the engine's limits and against the number of seats.
#pragma once

#include "tools/canaan-cli/cli_streams.h"
#include "engine/settlers/rules/rules.h"

#include <QString>
#include <memory>

namespace canaan::cli {

// The rules of `mapArgument` (a built-in map's name or a file) for `seats` computer players, or
// nullptr after the reason went to stderr, prefixed by "canaan-cli COMMAND: " where it is about the
// arguments; `status` then holds the exit status (kExitFailure or kExitUsage).
std::unique_ptr<settlers::Rules> rulesForBotGames(const QString &command, const QString &mapArgument, int seats, int turnLimit,
                                        Streams &streams, int &status);

} // namespace canaan::cli
