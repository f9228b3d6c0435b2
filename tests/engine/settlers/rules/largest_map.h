// The largest board this engine can play, whatever capacity it was built with (engine/settlers/rules/limits.h):
// land grown hex by hex outwards from the centre while the map still fits, so the highest ids of
// intersections, paths and tiles are in play (above 255 in the wide engine).
#pragma once

#include "engine/settlers/board/map.h"
#include "engine/settlers/board/topology.h"
#include "engine/settlers/rules/limits.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace canaan::testmaps {

inline settlers::MapModel largestMap(settlers::Ruleset ruleset)
{
    settlers::MapModel m;
    m.ruleset = ruleset;
    m.options = settlers::GameOptions::defaultsFor(ruleset);
    // Every hex out to a distance the widest engine cannot fill, nearest first.
    constexpr int kReach = 12;
    std::vector<settlers::HexCoord> candidates;
    for (int q = -kReach; q <= kReach; ++q)
        for (int r = -kReach; r <= kReach; ++r)
            if (std::abs(q + r) <= kReach)
                candidates.push_back({q, r});
    const auto distance = [](settlers::HexCoord h) { return std::max({std::abs(h.q), std::abs(h.r), std::abs(h.q + h.r)}); };
    std::stable_sort(candidates.begin(), candidates.end(),
                     [&](settlers::HexCoord x, settlers::HexCoord y) { return distance(x) < distance(y); });
    // The centre is Jerusalem (canaan) or the desert (classic); around it the five resources and
    // copper (canaan) in turn, with every number but 7.
    constexpr settlers::Terrain kResources[] = {settlers::Terrain::Forest, settlers::Terrain::Pasture, settlers::Terrain::Fields, settlers::Terrain::Hills,
                                      settlers::Terrain::Mountains, settlers::Terrain::Copper};
    constexpr int kNumbers[] = {2, 3, 4, 5, 6, 8, 9, 10, 11, 12};
    const int kinds = ruleset == settlers::Ruleset::Canaan ? 6 : 5;
    for (const settlers::HexCoord h : candidates) {
        const int k = static_cast<int>(m.hexes.size());
        settlers::MapHex hex{h, settlers::Terrain::Desert, 0};
        if (k == 0)
            hex.terrain = ruleset == settlers::Ruleset::Canaan ? settlers::Terrain::Jerusalem : settlers::Terrain::Desert;
        else {
            hex.terrain = kResources[(k - 1) % kinds];
            hex.number = kNumbers[(k - 1) % 10];
        }
        m.hexes.push_back(hex);
        if (!settlers::fitsEngineLimits(settlers::Topology::compile(m)))
            m.hexes.pop_back(); // a farther hex may still fit
    }
    return m;
}

} // namespace canaan::testmaps
