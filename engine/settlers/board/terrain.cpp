#include "engine/settlers/board/terrain.h"

namespace canaan::settlers {

namespace {
constexpr std::array<std::string_view, kTerrainCount> kTerrainIds{
    "forest", "pasture", "fields", "hills", "mountains", "copper", "desert", "jerusalem", "sea"};
constexpr std::array<std::string_view, kResourceCount> kResourceIds{"lumber", "wool", "grain", "stone", "ore"};
} // namespace

std::string_view terrainId(Terrain t) { return kTerrainIds[static_cast<int>(t)]; }

std::optional<Terrain> parseTerrain(std::string_view id)
{
    for (int i = 0; i < kTerrainCount; ++i)
        if (kTerrainIds[i] == id)
            return static_cast<Terrain>(i);
    return std::nullopt;
}

std::string_view resourceId(Resource r) { return kResourceIds[static_cast<int>(r)]; }

std::optional<Resource> parseResource(std::string_view id)
{
    for (int i = 0; i < kResourceCount; ++i)
        if (kResourceIds[i] == id)
            return static_cast<Resource>(i);
    return std::nullopt;
}

} // namespace canaan
