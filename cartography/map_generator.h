// Random maps: shuffles a template's terrains, numbers and harbor kinds under constraints the user
// picks. Seeded with the engine's PCG32, so the same template, seed and constraints give the same
// map on every platform.
//
// What moves: terrains among hexes marked shuffleTerrain; number tokens among production hexes
// marked shuffleNumber (after the terrains moved: a token never lands on desert, Jerusalem or sea);
// harbor kinds among all harbors when shuffleHarbors is set; with moveHarbors also their places,
// among the sea sides that face buildable land, kept apart (harborsApart). A template with no
// shuffle flag at all shuffles every production and desert hex (the built-in maps have none).
#pragma once

#include "engine/settlers/board/map.h"

#include <cstdint>

namespace canaan::cartography {

struct GeneratorConstraints {
    bool noAdjacentSixEight = true;   // no 6 or 8 next to another 6 or 8
    bool noEqualNeighbours = false;   // no two neighbouring hexes with the same number
    int minPipsPerResource = 0;       // each of the five resources' pips within [min, max]
    int maxPipsPerResource = 99;
    bool shuffleHarbors = true;
    bool spreadHarbors = false;       // no two harbors of the same kind on neighbouring or the same sea hex
    bool moveHarbors = false;         // deal the harbors' places too (needs shuffleHarbors), always apart
    int maxAttempts = 5000;
};

struct GeneratorResult {
    settlers::MapModel map;
    bool satisfied = false; // false: no layout met the constraints within maxAttempts (map is the last try)
    int attempts = 0;
};

settlers::MapModel withDefaultShuffle(const settlers::MapModel &map);
GeneratorResult generateMap(const settlers::MapModel &templ, std::uint64_t seed, const GeneratorConstraints &constraints);

// The checks the generator applies, for tests and the balance panel.
bool hasAdjacentSixEight(const settlers::MapModel &map);
bool hasEqualNeighbours(const settlers::MapModel &map);
bool pipsWithin(const settlers::MapModel &map, int minPips, int maxPips);
bool harborsSpread(const settlers::MapModel &map);
// No two harbors on the same or neighbouring sea hexes.
bool harborsApart(const settlers::MapModel &map);
// Where a harbor may go: every (sea hex, side) facing land that is not Jerusalem, in map order.
std::vector<settlers::Harbor> harborSlots(const settlers::MapModel &map);

} // namespace canaan::cartography
