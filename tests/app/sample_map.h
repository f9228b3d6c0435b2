// A Canaan-like map built in code, so the board view can be tested without the map loader:
// 19 production hexes (radius-2 island), two Jerusalem hexes on the south coast, a ring of sea and
// nine harbors (four 3:1, one 2:1 per resource).
#pragma once

#include "engine/settlers/board/map.h"

#include <algorithm>
#include <cstdlib>

namespace canaan::testing {

inline int distanceFromCentre(settlers::HexCoord h) { return std::max({std::abs(h.q), std::abs(h.r), std::abs(h.q + h.r)}); }

inline settlers::MapModel sampleCanaanMap()
{
    settlers::MapModel map;
    map.title = {"Sample", "견본"};
    const settlers::Terrain production[19] = {settlers::Terrain::Forest,    settlers::Terrain::Pasture, settlers::Terrain::Fields,    settlers::Terrain::Hills,
                                    settlers::Terrain::Mountains, settlers::Terrain::Forest,  settlers::Terrain::Pasture,   settlers::Terrain::Fields,
                                    settlers::Terrain::Hills,     settlers::Terrain::Copper,  settlers::Terrain::Mountains, settlers::Terrain::Forest,
                                    settlers::Terrain::Pasture,   settlers::Terrain::Fields,  settlers::Terrain::Hills,     settlers::Terrain::Mountains,
                                    settlers::Terrain::Forest,    settlers::Terrain::Pasture, settlers::Terrain::Fields};
    const int numbers[19] = {5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11, 5};
    const settlers::HexCoord jerusalem[2] = {{-1, 3}, {0, 3}};
    int next = 0;
    for (int q = -4; q <= 4; ++q)
        for (int r = -4; r <= 4; ++r) {
            const settlers::HexCoord at{q, r};
            const int d = distanceFromCentre(at);
            const bool holy = std::find(std::begin(jerusalem), std::end(jerusalem), at) != std::end(jerusalem);
            settlers::MapHex hex;
            hex.at = at;
            if (d <= 2) {
                hex.terrain = production[next];
                hex.number = numbers[next];
                ++next;
            } else if (holy) {
                hex.terrain = settlers::Terrain::Jerusalem;
            } else if (d == 3 || (d == 4 && r >= 3)) {
                hex.terrain = settlers::Terrain::Sea;
            } else {
                continue;
            }
            map.hexes.push_back(hex);
        }

    // Harbors on sea hexes of the ring that face the island.
    const std::optional<settlers::Resource> kinds[9] = {std::nullopt,      settlers::Resource::Lumber, std::nullopt,
                                              settlers::Resource::Wool,    std::nullopt,     settlers::Resource::Grain,
                                              settlers::Resource::Stone,   std::nullopt,     settlers::Resource::Ore};
    const settlers::HexCoord harborHexes[9] = {{0, -3}, {2, -3}, {3, -2}, {3, 0}, {2, 1}, {-3, 3}, {-3, 1}, {-2, -1}, {-1, -2}};
    for (int i = 0; i < 9; ++i) {
        settlers::Harbor harbor;
        harbor.at = harborHexes[i];
        harbor.resource = kinds[i];
        for (settlers::Side s : settlers::kAllSides)
            if (distanceFromCentre(settlers::neighbour(harbor.at, s)) <= 2) {
                harbor.facing = s;
                break;
            }
        map.harbors.push_back(harbor);
    }
    return map;
}

} // namespace canaan::testing
