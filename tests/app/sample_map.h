// A Canaan-like map built in code, so the board view can be tested without the map loader:
// 19 production hexes (radius-2 island), two Jerusalem hexes on the south coast, a ring of sea and
// nine harbors (four 3:1, one 2:1 per resource).
#pragma once

#include "engine/settlers/board/map.h"

#include <algorithm>
#include <cstdlib>

namespace canaan::testing {

inline int distanceFromCentre(HexCoord h) { return std::max({std::abs(h.q), std::abs(h.r), std::abs(h.q + h.r)}); }

inline MapModel sampleCanaanMap()
{
    MapModel map;
    map.title = {"Sample", "견본"};
    const Terrain production[19] = {Terrain::Forest,    Terrain::Pasture, Terrain::Fields,    Terrain::Hills,
                                    Terrain::Mountains, Terrain::Forest,  Terrain::Pasture,   Terrain::Fields,
                                    Terrain::Hills,     Terrain::Copper,  Terrain::Mountains, Terrain::Forest,
                                    Terrain::Pasture,   Terrain::Fields,  Terrain::Hills,     Terrain::Mountains,
                                    Terrain::Forest,    Terrain::Pasture, Terrain::Fields};
    const int numbers[19] = {5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11, 5};
    const HexCoord jerusalem[2] = {{-1, 3}, {0, 3}};
    int next = 0;
    for (int q = -4; q <= 4; ++q)
        for (int r = -4; r <= 4; ++r) {
            const HexCoord at{q, r};
            const int d = distanceFromCentre(at);
            const bool holy = std::find(std::begin(jerusalem), std::end(jerusalem), at) != std::end(jerusalem);
            MapHex hex;
            hex.at = at;
            if (d <= 2) {
                hex.terrain = production[next];
                hex.number = numbers[next];
                ++next;
            } else if (holy) {
                hex.terrain = Terrain::Jerusalem;
            } else if (d == 3 || (d == 4 && r >= 3)) {
                hex.terrain = Terrain::Sea;
            } else {
                continue;
            }
            map.hexes.push_back(hex);
        }

    // Harbors on sea hexes of the ring that face the island.
    const std::optional<Resource> kinds[9] = {std::nullopt,      Resource::Lumber, std::nullopt,
                                              Resource::Wool,    std::nullopt,     Resource::Grain,
                                              Resource::Stone,   std::nullopt,     Resource::Ore};
    const HexCoord harborHexes[9] = {{0, -3}, {2, -3}, {3, -2}, {3, 0}, {2, 1}, {-3, 3}, {-3, 1}, {-2, -1}, {-1, -2}};
    for (int i = 0; i < 9; ++i) {
        Harbor harbor;
        harbor.at = harborHexes[i];
        harbor.resource = kinds[i];
        for (Side s : kAllSides)
            if (distanceFromCentre(neighbour(harbor.at, s)) <= 2) {
                harbor.facing = s;
                break;
            }
        map.harbors.push_back(harbor);
    }
    return map;
}

} // namespace canaan::testing
