#include "cartography/map_generator.h"

#include "engine/random/rng.h"
#include "cartography/balance.h"

#include <algorithm>
#include <unordered_map>

namespace canaan::cartography {

namespace {

template <typename T>
void shuffleInPlace(std::vector<T> &items, Pcg32 &rng)
{
    for (int i = static_cast<int>(items.size()) - 1; i > 0; --i)
        std::swap(items[std::size_t(i)], items[std::size_t(rng.below(i + 1))]);
}

bool isHot(int number) { return number == 6 || number == 8; }

// Calls visit(a, b) once for every pair of neighbouring hexes of the map.
template <typename Visit>
bool anyNeighbourPair(const settlers::MapModel &map, Visit visit)
{
    std::unordered_map<settlers::HexCoord, const settlers::MapHex *, settlers::HexCoordHash> index;
    for (const settlers::MapHex &hex : map.hexes)
        index.emplace(hex.at, &hex);
    for (const settlers::MapHex &hex : map.hexes)
        for (settlers::Side s : {settlers::Side::NE, settlers::Side::E, settlers::Side::SE}) // half the sides: each pair once
            if (const auto it = index.find(settlers::neighbour(hex.at, s)); it != index.end() && visit(hex, *it->second))
                return true;
    return false;
}

struct Slots {
    std::vector<std::size_t> terrainHexes;    // indices of hexes whose terrain moves
    std::vector<settlers::Terrain> terrains;
    std::vector<std::size_t> numberHexes;     // hexes marked shuffleNumber
    std::vector<int> numbers;                 // their tokens
};

Slots slotsOf(const settlers::MapModel &map)
{
    Slots s;
    for (std::size_t i = 0; i < map.hexes.size(); ++i) {
        const settlers::MapHex &hex = map.hexes[i];
        if (hex.shuffleTerrain) {
            s.terrainHexes.push_back(i);
            s.terrains.push_back(hex.terrain);
        }
        if (hex.shuffleNumber) {
            s.numberHexes.push_back(i);
            if (hex.number != 0)
                s.numbers.push_back(hex.number);
        }
    }
    return s;
}

void dealTerrains(settlers::MapModel &map, const Slots &slots, Pcg32 &rng)
{
    std::vector<settlers::Terrain> terrains = slots.terrains;
    shuffleInPlace(terrains, rng);
    for (std::size_t k = 0; k < slots.terrainHexes.size(); ++k)
        map.hexes[slots.terrainHexes[k]].terrain = terrains[k];
}

void dealNumbers(settlers::MapModel &map, const Slots &slots, Pcg32 &rng)
{
    std::vector<int> numbers = slots.numbers;
    shuffleInPlace(numbers, rng);
    std::size_t next = 0;
    for (std::size_t i : slots.numberHexes) {
        settlers::MapHex &hex = map.hexes[i];
        hex.number = settlers::isProductive(hex.terrain) && next < numbers.size() ? numbers[next++] : 0;
    }
    // A fixed token left on terrain that can no longer hold one goes.
    for (settlers::MapHex &hex : map.hexes)
        if (!settlers::isProductive(hex.terrain))
            hex.number = 0;
}

void dealHarbors(settlers::MapModel &map, Pcg32 &rng)
{
    std::vector<std::optional<settlers::Resource>> kinds;
    for (const settlers::Harbor &h : map.harbors)
        kinds.push_back(h.resource);
    shuffleInPlace(kinds, rng);
    for (std::size_t i = 0; i < kinds.size(); ++i)
        map.harbors[i].resource = kinds[i];
}

bool neighbouringOrSame(settlers::HexCoord a, settlers::HexCoord b)
{
    if (a == b)
        return true;
    for (settlers::Side s : settlers::kAllSides)
        if (settlers::neighbour(a, s) == b)
            return true;
    return false;
}

// Deals the harbors' places: a random pick of slots, each on a sea hex apart from the others.
// Returns false when this pick could not seat them all (the caller tries again).
bool dealHarborPlaces(settlers::MapModel &map, const std::vector<settlers::Harbor> &slots, Pcg32 &rng)
{
    std::vector<settlers::Harbor> order = slots;
    shuffleInPlace(order, rng);
    std::vector<settlers::HexCoord> taken;
    std::size_t next = 0;
    std::vector<settlers::Harbor> placed = map.harbors;  // committed only when every harbor found a place
    for (settlers::Harbor &harbor : placed) {
        while (next < order.size()
               && std::any_of(taken.begin(), taken.end(), [&](settlers::HexCoord t) { return neighbouringOrSame(t, order[next].at); }))
            ++next;
        if (next == order.size())
            return false;
        harbor.at = order[next].at;
        harbor.facing = order[next].facing;
        taken.push_back(harbor.at);
        ++next;
    }
    map.harbors = std::move(placed);
    return true;
}

bool numbersOk(const settlers::MapModel &map, const GeneratorConstraints &c)
{
    return !(c.noAdjacentSixEight && hasAdjacentSixEight(map)) && !(c.noEqualNeighbours && hasEqualNeighbours(map));
}

} // namespace

bool hasAdjacentSixEight(const settlers::MapModel &map)
{
    return anyNeighbourPair(map, [](const settlers::MapHex &a, const settlers::MapHex &b) { return isHot(a.number) && isHot(b.number); });
}

bool hasEqualNeighbours(const settlers::MapModel &map)
{
    return anyNeighbourPair(map, [](const settlers::MapHex &a, const settlers::MapHex &b) { return a.number != 0 && a.number == b.number; });
}

bool pipsWithin(const settlers::MapModel &map, int minPips, int maxPips)
{
    const auto pips = pipsPerResource(map);
    return std::all_of(pips.begin(), pips.end(), [&](int p) { return p >= minPips && p <= maxPips; });
}

bool harborsSpread(const settlers::MapModel &map)
{
    for (std::size_t i = 0; i < map.harbors.size(); ++i)
        for (std::size_t j = i + 1; j < map.harbors.size(); ++j) {
            const settlers::Harbor &a = map.harbors[i];
            const settlers::Harbor &b = map.harbors[j];
            if (a.resource != b.resource)
                continue;
            if (a.at == b.at)
                return false;
            for (settlers::Side s : settlers::kAllSides)
                if (settlers::neighbour(a.at, s) == b.at)
                    return false;
        }
    return true;
}

bool harborsApart(const settlers::MapModel &map)
{
    for (std::size_t i = 0; i < map.harbors.size(); ++i)
        for (std::size_t j = i + 1; j < map.harbors.size(); ++j)
            if (neighbouringOrSame(map.harbors[i].at, map.harbors[j].at))
                return false;
    return true;
}

std::vector<settlers::Harbor> harborSlots(const settlers::MapModel &map)
{
    std::vector<settlers::Harbor> slots;
    for (const settlers::MapHex &hex : map.hexes) {
        if (hex.terrain != settlers::Terrain::Sea)
            continue;
        for (settlers::Side s : settlers::kAllSides) {
            const settlers::MapHex *faced = map.hexAt(settlers::neighbour(hex.at, s));
            if (faced && settlers::isLand(faced->terrain) && faced->terrain != settlers::Terrain::Jerusalem)
                slots.push_back({hex.at, s, std::nullopt});
        }
    }
    return slots;
}

settlers::MapModel withDefaultShuffle(const settlers::MapModel &map)
{
    const bool anyFlag = std::any_of(map.hexes.begin(), map.hexes.end(),
                                     [](const settlers::MapHex &h) { return h.shuffleTerrain || h.shuffleNumber; });
    if (anyFlag)
        return map;
    settlers::MapModel marked = map;
    for (settlers::MapHex &hex : marked.hexes)
        if (settlers::isProductive(hex.terrain) || hex.terrain == settlers::Terrain::Desert)
            hex.shuffleTerrain = hex.shuffleNumber = true;
    return marked;
}

GeneratorResult generateMap(const settlers::MapModel &flagged, std::uint64_t seed, const GeneratorConstraints &c)
{
    Pcg32 rng(seed);
    const settlers::MapModel templ = withDefaultShuffle(flagged);
    const Slots slots = slotsOf(templ);
    const bool moveHarbors = c.shuffleHarbors && c.moveHarbors && !templ.harbors.empty();
    GeneratorResult result;
    result.map = templ;
    // Numbers are cheap to reshuffle, so each terrain layout gets several number deals before the
    // terrains are dealt again.
    constexpr int kNumberDealsPerLayout = 50;
    while (result.attempts < std::max(1, c.maxAttempts)) {
        settlers::MapModel map = templ;
        dealTerrains(map, slots, rng);
        bool numbersFit = false;
        for (int deal = 0; deal < kNumberDealsPerLayout && result.attempts < std::max(1, c.maxAttempts); ++deal) {
            ++result.attempts;
            dealNumbers(map, slots, rng);
            if (numbersOk(map, c)) {
                numbersFit = true;
                break;
            }
        }
        result.map = map;
        if (!numbersFit || !pipsWithin(map, c.minPipsPerResource, c.maxPipsPerResource))
            continue;
        if (c.shuffleHarbors) {
            // The sea sides facing land depend on the terrains just dealt.
            const std::vector<settlers::Harbor> harborPlaces = moveHarbors ? harborSlots(map) : std::vector<settlers::Harbor>{};
            bool spread = false;
            for (int deal = 0; deal < kNumberDealsPerLayout && !spread; ++deal) {
                if (moveHarbors && !dealHarborPlaces(map, harborPlaces, rng))
                    continue;
                dealHarbors(map, rng);
                spread = !c.spreadHarbors || harborsSpread(map);
            }
            result.map = map;
            if (!spread)
                continue;
        } else if (c.spreadHarbors && !harborsSpread(map)) {
            continue;
        }
        result.satisfied = true;
        break;
    }
    // The flags were only this run's default; the result keeps the template's own.
    if (flagged.hexes.size() == result.map.hexes.size())
        for (std::size_t i = 0; i < flagged.hexes.size(); ++i) {
            result.map.hexes[i].shuffleTerrain = flagged.hexes[i].shuffleTerrain;
            result.map.hexes[i].shuffleNumber = flagged.hexes[i].shuffleNumber;
        }
    return result;
}

} // namespace canaan::cartography
