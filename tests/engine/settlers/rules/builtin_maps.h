// The built-in maps (resources/maps/*.canaanmap) as code, so the rules tests do not depend on the
// map loader. Generated once from the files; regenerate if the maps change.
#pragma once

#include "engine/settlers/board/map.h"

namespace canaan::testmaps {

inline MapModel canaanMap()
{
    MapModel m;
    m.ruleset = Ruleset::Canaan;
    m.options = GameOptions::defaultsFor(m.ruleset);
    m.minPlayers = 2;
    m.maxPlayers = 4;
    m.hexes = {
        {{2, -4}, Terrain::Sea, 0, false, false},
        {{3, -4}, Terrain::Sea, 0, false, false},
        {{4, -4}, Terrain::Sea, 0, false, false},
        {{1, -3}, Terrain::Sea, 0, false, false},
        {{2, -3}, Terrain::Forest, 4, false, false},
        {{3, -3}, Terrain::Forest, 9, false, false},
        {{4, -3}, Terrain::Sea, 0, false, false},
        {{0, -2}, Terrain::Sea, 0, false, false},
        {{1, -2}, Terrain::Fields, 6, false, false},
        {{2, -2}, Terrain::Forest, 12, false, false},
        {{3, -2}, Terrain::Pasture, 8, false, false},
        {{4, -2}, Terrain::Sea, 0, false, false},
        {{-1, -1}, Terrain::Sea, 0, false, false},
        {{0, -1}, Terrain::Fields, 11, false, false},
        {{1, -1}, Terrain::Pasture, 5, false, false},
        {{2, -1}, Terrain::Hills, 3, false, false},
        {{3, -1}, Terrain::Sea, 0, false, false},
        {{4, -1}, Terrain::Sea, 0, false, false},
        {{-1, 0}, Terrain::Sea, 0, false, false},
        {{0, 0}, Terrain::Fields, 9, false, false},
        {{1, 0}, Terrain::Hills, 10, false, false},
        {{2, 0}, Terrain::Pasture, 4, false, false},
        {{3, 0}, Terrain::Forest, 6, false, false},
        {{4, 0}, Terrain::Sea, 0, false, false},
        {{-2, 1}, Terrain::Sea, 0, false, false},
        {{-1, 1}, Terrain::Fields, 11, false, false},
        {{0, 1}, Terrain::Mountains, 5, false, false},
        {{1, 1}, Terrain::Pasture, 2, false, false},
        {{2, 1}, Terrain::Sea, 0, false, false},
        {{3, 1}, Terrain::Sea, 0, false, false},
        {{-2, 2}, Terrain::Sea, 0, false, false},
        {{-1, 2}, Terrain::Hills, 8, false, false},
        {{0, 2}, Terrain::Jerusalem, 0, false, false},
        {{1, 2}, Terrain::Jerusalem, 0, false, false},
        {{2, 2}, Terrain::Mountains, 5, false, false},
        {{3, 2}, Terrain::Sea, 0, false, false},
        {{-2, 3}, Terrain::Sea, 0, false, false},
        {{-1, 3}, Terrain::Mountains, 3, false, false},
        {{0, 3}, Terrain::Jerusalem, 0, false, false},
        {{1, 3}, Terrain::Copper, 10, false, false},
        {{2, 3}, Terrain::Sea, 0, false, false},
        {{-2, 4}, Terrain::Sea, 0, false, false},
        {{-1, 4}, Terrain::Sea, 0, false, false},
        {{0, 4}, Terrain::Sea, 0, false, false},
        {{1, 4}, Terrain::Sea, 0, false, false},
    };
    m.harbors = {
        {{1, -3}, Side::E, std::nullopt},
        {{-1, -1}, Side::E, Resource::Grain},
        {{-2, 1}, Side::E, std::nullopt},
        {{-2, 3}, Side::E, Resource::Ore},
        {{3, -4}, Side::SE, Resource::Lumber},
        {{4, -2}, Side::W, Resource::Wool},
        {{4, 0}, Side::W, std::nullopt},
        {{3, 2}, Side::W, Resource::Stone},
        {{1, 4}, Side::NW, std::nullopt},
    };
    return m;
}

inline MapModel classicMap()
{
    MapModel m;
    m.ruleset = Ruleset::Classic;
    m.options = GameOptions::defaultsFor(m.ruleset);
    m.minPlayers = 3;
    m.maxPlayers = 4;
    m.hexes = {
        {{0, -3}, Terrain::Sea, 0, false, false},
        {{1, -3}, Terrain::Sea, 0, false, false},
        {{2, -3}, Terrain::Sea, 0, false, false},
        {{3, -3}, Terrain::Sea, 0, false, false},
        {{-1, -2}, Terrain::Sea, 0, false, false},
        {{0, -2}, Terrain::Mountains, 10, false, false},
        {{1, -2}, Terrain::Pasture, 2, false, false},
        {{2, -2}, Terrain::Forest, 9, false, false},
        {{3, -2}, Terrain::Sea, 0, false, false},
        {{-2, -1}, Terrain::Sea, 0, false, false},
        {{-1, -1}, Terrain::Fields, 12, false, false},
        {{0, -1}, Terrain::Hills, 6, false, false},
        {{1, -1}, Terrain::Pasture, 4, false, false},
        {{2, -1}, Terrain::Hills, 10, false, false},
        {{3, -1}, Terrain::Sea, 0, false, false},
        {{-3, 0}, Terrain::Sea, 0, false, false},
        {{-2, 0}, Terrain::Fields, 9, false, false},
        {{-1, 0}, Terrain::Forest, 11, false, false},
        {{0, 0}, Terrain::Desert, 0, false, false},
        {{1, 0}, Terrain::Forest, 3, false, false},
        {{2, 0}, Terrain::Mountains, 8, false, false},
        {{3, 0}, Terrain::Sea, 0, false, false},
        {{-3, 1}, Terrain::Sea, 0, false, false},
        {{-2, 1}, Terrain::Forest, 8, false, false},
        {{-1, 1}, Terrain::Mountains, 3, false, false},
        {{0, 1}, Terrain::Fields, 4, false, false},
        {{1, 1}, Terrain::Pasture, 5, false, false},
        {{2, 1}, Terrain::Sea, 0, false, false},
        {{-3, 2}, Terrain::Sea, 0, false, false},
        {{-2, 2}, Terrain::Hills, 5, false, false},
        {{-1, 2}, Terrain::Fields, 6, false, false},
        {{0, 2}, Terrain::Pasture, 11, false, false},
        {{1, 2}, Terrain::Sea, 0, false, false},
        {{-3, 3}, Terrain::Sea, 0, false, false},
        {{-2, 3}, Terrain::Sea, 0, false, false},
        {{-1, 3}, Terrain::Sea, 0, false, false},
        {{0, 3}, Terrain::Sea, 0, false, false},
    };
    m.harbors = {
        {{0, -3}, Side::SE, std::nullopt},
        {{2, -3}, Side::SE, Resource::Wool},
        {{3, -2}, Side::SW, std::nullopt},
        {{3, 0}, Side::W, std::nullopt},
        {{1, 2}, Side::W, Resource::Stone},
        {{-1, 3}, Side::NE, Resource::Lumber},
        {{-3, 3}, Side::NE, std::nullopt},
        {{-3, 1}, Side::NE, Resource::Grain},
        {{-2, -1}, Side::E, Resource::Ore},
    };
    return m;
}

} // namespace canaan::testmaps
