// Deterministic games for tests and screenshots (tools/screenshots' demo scenes, --autoplay-bots):
// a game of computer players generated from a seed, to resume part way or at its end.
#pragma once

#include "app/game/game_setup.h"

namespace canaan::session {

// Four computer players ("normal") on the map, nobody at the screen.
game::GameSetup botsOnlySetup(const MapModel &map, std::uint64_t seed);

// A game of computer players played from `seed`, resumed after `actions` actions and then on to the
// first decision of seat 0, which is a person unless allBots. toTheEnd: the whole game (it is over).
game::GameSetup demoSetup(const MapModel &map, std::uint64_t seed, int actions, bool toTheEnd, bool allBots);

} // namespace canaan::session
