// The built-in maps (resources/maps/*.canaanmap) as code, so the rules tests do not depend on the
// map loader. Generated once from the files; regenerate if the maps change.
#pragma once

#include "engine/settlers/board/map.h"

namespace canaan::testmaps {

inline settlers::MapModel canaanMap()
{
    settlers::MapModel m;
    m.ruleset = settlers::Ruleset::Canaan;
    m.options = settlers::GameOptions::defaultsFor(m.ruleset);
    m.minPlayers = 2;
    m.maxPlayers = 4;
    m.hexes = {
        {{2, -4}, settlers::Terrain::Sea, 0, false, false},
        {{3, -4}, settlers::Terrain::Sea, 0, false, false},
        {{4, -4}, settlers::Terrain::Sea, 0, false, false},
        {{1, -3}, settlers::Terrain::Sea, 0, false, false},
        {{2, -3}, settlers::Terrain::Forest, 4, false, false},
        {{3, -3}, settlers::Terrain::Forest, 9, false, false},
        {{4, -3}, settlers::Terrain::Sea, 0, false, false},
        {{0, -2}, settlers::Terrain::Sea, 0, false, false},
        {{1, -2}, settlers::Terrain::Fields, 6, false, false},
        {{2, -2}, settlers::Terrain::Forest, 12, false, false},
        {{3, -2}, settlers::Terrain::Pasture, 8, false, false},
        {{4, -2}, settlers::Terrain::Sea, 0, false, false},
        {{-1, -1}, settlers::Terrain::Sea, 0, false, false},
        {{0, -1}, settlers::Terrain::Fields, 11, false, false},
        {{1, -1}, settlers::Terrain::Pasture, 5, false, false},
        {{2, -1}, settlers::Terrain::Hills, 3, false, false},
        {{3, -1}, settlers::Terrain::Sea, 0, false, false},
        {{4, -1}, settlers::Terrain::Sea, 0, false, false},
        {{-1, 0}, settlers::Terrain::Sea, 0, false, false},
        {{0, 0}, settlers::Terrain::Fields, 9, false, false},
        {{1, 0}, settlers::Terrain::Hills, 10, false, false},
        {{2, 0}, settlers::Terrain::Pasture, 4, false, false},
        {{3, 0}, settlers::Terrain::Forest, 6, false, false},
        {{4, 0}, settlers::Terrain::Sea, 0, false, false},
        {{-2, 1}, settlers::Terrain::Sea, 0, false, false},
        {{-1, 1}, settlers::Terrain::Fields, 11, false, false},
        {{0, 1}, settlers::Terrain::Mountains, 5, false, false},
        {{1, 1}, settlers::Terrain::Pasture, 2, false, false},
        {{2, 1}, settlers::Terrain::Sea, 0, false, false},
        {{3, 1}, settlers::Terrain::Sea, 0, false, false},
        {{-2, 2}, settlers::Terrain::Sea, 0, false, false},
        {{-1, 2}, settlers::Terrain::Hills, 8, false, false},
        {{0, 2}, settlers::Terrain::Jerusalem, 0, false, false},
        {{1, 2}, settlers::Terrain::Jerusalem, 0, false, false},
        {{2, 2}, settlers::Terrain::Mountains, 5, false, false},
        {{3, 2}, settlers::Terrain::Sea, 0, false, false},
        {{-2, 3}, settlers::Terrain::Sea, 0, false, false},
        {{-1, 3}, settlers::Terrain::Mountains, 3, false, false},
        {{0, 3}, settlers::Terrain::Jerusalem, 0, false, false},
        {{1, 3}, settlers::Terrain::Copper, 10, false, false},
        {{2, 3}, settlers::Terrain::Sea, 0, false, false},
        {{-2, 4}, settlers::Terrain::Sea, 0, false, false},
        {{-1, 4}, settlers::Terrain::Sea, 0, false, false},
        {{0, 4}, settlers::Terrain::Sea, 0, false, false},
        {{1, 4}, settlers::Terrain::Sea, 0, false, false},
    };
    m.harbors = {
        {{1, -3}, settlers::Side::E, std::nullopt},
        {{-1, -1}, settlers::Side::E, settlers::Resource::Grain},
        {{-2, 1}, settlers::Side::E, std::nullopt},
        {{-2, 3}, settlers::Side::E, settlers::Resource::Ore},
        {{3, -4}, settlers::Side::SE, settlers::Resource::Lumber},
        {{4, -2}, settlers::Side::W, settlers::Resource::Wool},
        {{4, 0}, settlers::Side::W, std::nullopt},
        {{3, 2}, settlers::Side::W, settlers::Resource::Stone},
        {{1, 4}, settlers::Side::NW, std::nullopt},
    };
    return m;
}

inline settlers::MapModel classicMap()
{
    settlers::MapModel m;
    m.ruleset = settlers::Ruleset::Classic;
    m.options = settlers::GameOptions::defaultsFor(m.ruleset);
    m.minPlayers = 3;
    m.maxPlayers = 4;
    m.hexes = {
        {{0, -3}, settlers::Terrain::Sea, 0, false, false},
        {{1, -3}, settlers::Terrain::Sea, 0, false, false},
        {{2, -3}, settlers::Terrain::Sea, 0, false, false},
        {{3, -3}, settlers::Terrain::Sea, 0, false, false},
        {{-1, -2}, settlers::Terrain::Sea, 0, false, false},
        {{0, -2}, settlers::Terrain::Mountains, 10, false, false},
        {{1, -2}, settlers::Terrain::Pasture, 2, false, false},
        {{2, -2}, settlers::Terrain::Forest, 9, false, false},
        {{3, -2}, settlers::Terrain::Sea, 0, false, false},
        {{-2, -1}, settlers::Terrain::Sea, 0, false, false},
        {{-1, -1}, settlers::Terrain::Fields, 12, false, false},
        {{0, -1}, settlers::Terrain::Hills, 6, false, false},
        {{1, -1}, settlers::Terrain::Pasture, 4, false, false},
        {{2, -1}, settlers::Terrain::Hills, 10, false, false},
        {{3, -1}, settlers::Terrain::Sea, 0, false, false},
        {{-3, 0}, settlers::Terrain::Sea, 0, false, false},
        {{-2, 0}, settlers::Terrain::Fields, 9, false, false},
        {{-1, 0}, settlers::Terrain::Forest, 11, false, false},
        {{0, 0}, settlers::Terrain::Desert, 0, false, false},
        {{1, 0}, settlers::Terrain::Forest, 3, false, false},
        {{2, 0}, settlers::Terrain::Mountains, 8, false, false},
        {{3, 0}, settlers::Terrain::Sea, 0, false, false},
        {{-3, 1}, settlers::Terrain::Sea, 0, false, false},
        {{-2, 1}, settlers::Terrain::Forest, 8, false, false},
        {{-1, 1}, settlers::Terrain::Mountains, 3, false, false},
        {{0, 1}, settlers::Terrain::Fields, 4, false, false},
        {{1, 1}, settlers::Terrain::Pasture, 5, false, false},
        {{2, 1}, settlers::Terrain::Sea, 0, false, false},
        {{-3, 2}, settlers::Terrain::Sea, 0, false, false},
        {{-2, 2}, settlers::Terrain::Hills, 5, false, false},
        {{-1, 2}, settlers::Terrain::Fields, 6, false, false},
        {{0, 2}, settlers::Terrain::Pasture, 11, false, false},
        {{1, 2}, settlers::Terrain::Sea, 0, false, false},
        {{-3, 3}, settlers::Terrain::Sea, 0, false, false},
        {{-2, 3}, settlers::Terrain::Sea, 0, false, false},
        {{-1, 3}, settlers::Terrain::Sea, 0, false, false},
        {{0, 3}, settlers::Terrain::Sea, 0, false, false},
    };
    m.harbors = {
        {{0, -3}, settlers::Side::SE, std::nullopt},
        {{2, -3}, settlers::Side::SE, settlers::Resource::Wool},
        {{3, -2}, settlers::Side::SW, std::nullopt},
        {{3, 0}, settlers::Side::W, std::nullopt},
        {{1, 2}, settlers::Side::W, settlers::Resource::Stone},
        {{-1, 3}, settlers::Side::NE, settlers::Resource::Lumber},
        {{-3, 3}, settlers::Side::NE, std::nullopt},
        {{-3, 1}, settlers::Side::NE, settlers::Resource::Grain},
        {{-2, -1}, settlers::Side::E, settlers::Resource::Ore},
    };
    return m;
}

} // namespace canaan::testmaps
