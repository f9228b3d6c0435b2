// Terrains and the resources they produce. Pure data, shared by the map, the rules and the UI.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace canaan::settlers {

// Order matters: the five resource terrains come first, in the order of Resource.
enum class Terrain : std::uint8_t { Forest, Pasture, Fields, Hills, Mountains, Copper, Desert, Jerusalem, Sea };
inline constexpr int kTerrainCount = 9;

// In the classic ruleset Stone is shown as Brick; the engine does not care.
enum class Resource : std::uint8_t { Lumber, Wool, Grain, Stone, Ore };
inline constexpr int kResourceCount = 5;
inline constexpr std::array<Resource, 5> kAllResources{Resource::Lumber, Resource::Wool, Resource::Grain,
                                                       Resource::Stone, Resource::Ore};

// The resource a terrain yields, if it yields one fixed resource (copper yields a choice).
constexpr std::optional<Resource> resourceOf(Terrain t)
{
    if (static_cast<int>(t) < kResourceCount)
        return static_cast<Resource>(t);
    return std::nullopt;
}
constexpr bool isLand(Terrain t) { return t != Terrain::Sea; }
// A terrain that takes a number token and produces when it is rolled.
constexpr bool isProductive(Terrain t) { return static_cast<int>(t) <= static_cast<int>(Terrain::Copper); }

// Stable lower-case names used in files, logs and the command line.
std::string_view terrainId(Terrain t);
std::optional<Terrain> parseTerrain(std::string_view id);
std::string_view resourceId(Resource r);
std::optional<Resource> parseResource(std::string_view id);

// Ways to roll n with two dice (0 for 7's neighbours outside 2..12): the pips on a number token.
constexpr int pipsOf(int number)
{
    if (number < 2 || number > 12 || number == 7)
        return 0;
    return 6 - (number > 7 ? number - 7 : 7 - number);
}

} // namespace canaan
