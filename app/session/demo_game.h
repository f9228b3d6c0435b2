// Deterministic games for tests and screenshots (tools/screenshots' demo scenes, --autoplay-bots):
// a game of computer players generated from a seed, to resume part way or at its end.
#pragma once

#include "app/settlers_table/game_setup.h"

namespace canaan::session {

// Four computer players ("normal") on the map, nobody at the screen.
settlerstable::GameSetup botsOnlySetup(const settlers::MapModel &map, std::uint64_t seed);

// A game of computer players played from `seed`, resumed after `actions` actions and then on to the
// first decision of seat 0, which is a person unless allBots. toTheEnd: the whole game (it is over).
settlerstable::GameSetup demoSetup(const settlers::MapModel &map, std::uint64_t seed, int actions, bool toTheEnd, bool allBots);

} // namespace canaan::session
