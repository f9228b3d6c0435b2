#include "cartography/balance.h"

#include "engine/settlers/board/topology.h"
#include "cartography/map_generator.h"
#include "cartography/hex_lookup.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace canaan::cartography {

std::array<int, settlers::kResourceCount> pipsPerResource(const settlers::MapModel &map)
{
    std::array<int, settlers::kResourceCount> pips{};
    for (const settlers::MapHex &hex : map.hexes)
        if (const auto r = settlers::resourceOf(hex.terrain))
            pips[std::size_t(*r)] += settlers::pipsOf(hex.number);
    return pips;
}

int copperPips(const settlers::MapModel &map)
{
    int pips = 0;
    for (const settlers::MapHex &hex : map.hexes)
        if (hex.terrain == settlers::Terrain::Copper)
            pips += settlers::pipsOf(hex.number);
    return pips;
}

namespace {

std::vector<SpotValue> spotValues(const settlers::Topology &topology)
{
    std::vector<SpotValue> spots;
    for (const settlers::Vertex &v : topology.vertices()) {
        SpotValue spot{v.at};
        std::set<settlers::Resource> reached;
        for (settlers::TileId t : v.tiles) {
            if (t == settlers::kNone)
                continue;
            const settlers::Tile &tile = topology.tile(t);
            if (!settlers::isProductive(tile.terrain))
                continue;
            spot.pips += settlers::pipsOf(tile.number);
            if (const auto r = settlers::resourceOf(tile.terrain); r && tile.number != 0)
                reached.insert(*r);
        }
        spot.cardsPerRoll = spot.pips / 36.0;
        spot.resources = int(reached.size());
        spot.startAllowed = v.touchesNumber && !v.isJerusalemSite && !v.closedToSetup;
        spots.push_back(spot);
    }
    return spots;
}

// Greedy picks: the most cards per roll first (more resources break ties), never next to or on a
// spot already taken, as the distance rule demands.
std::vector<SpotValue> greedyPicks(const settlers::Topology &topology, const std::vector<SpotValue> &spots, int count)
{
    std::vector<std::size_t> order(spots.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (spots[a].pips != spots[b].pips)
            return spots[a].pips > spots[b].pips;
        return spots[a].resources > spots[b].resources;
    });
    std::vector<bool> blocked(spots.size(), false);
    std::vector<SpotValue> picks;
    for (std::size_t i : order) {
        if (int(picks.size()) == count)
            break;
        if (!spots[i].startAllowed || blocked[i] || spots[i].pips == 0)
            continue;
        picks.push_back(spots[i]);
        blocked[i] = true;
        for (settlers::VertexId n : topology.vertex(settlers::VertexId(i)).neighbours)
            if (n != settlers::kNone)
                blocked[std::size_t(n)] = true;
    }
    return picks;
}

std::vector<std::vector<settlers::HexCoord>> findClumps(const settlers::MapModel &map)
{
    std::vector<std::vector<settlers::HexCoord>> clumps;
    std::set<settlers::HexCoord> seen;
    const HexLookup lookup = indexHexes(map);
    for (const settlers::MapHex &start : map.hexes) {
        const auto resource = settlers::resourceOf(start.terrain);
        if (!resource || seen.count(start.at))
            continue;
        std::vector<settlers::HexCoord> group{start.at};
        seen.insert(start.at);
        for (std::size_t k = 0; k < group.size(); ++k)
            for (settlers::Side s : settlers::kAllSides) {
                const settlers::HexCoord next = settlers::neighbour(group[k], s);
                const settlers::MapHex *hex = findHex(map, lookup, next);
                if (hex && settlers::resourceOf(hex->terrain) == resource && seen.insert(next).second)
                    group.push_back(next);
            }
        if (group.size() >= 3)
            clumps.push_back(group);
    }
    return clumps;
}

std::vector<HexPair> findHotPairs(const settlers::MapModel &map)
{
    std::vector<HexPair> pairs;
    const HexLookup lookup = indexHexes(map);
    for (const settlers::MapHex &hex : map.hexes) {
        if (hex.number != 6 && hex.number != 8)
            continue;
        for (settlers::Side s : {settlers::Side::NE, settlers::Side::E, settlers::Side::SE})
            if (const settlers::MapHex *other = findHex(map, lookup, settlers::neighbour(hex.at, s)); other && (other->number == 6 || other->number == 8))
                pairs.push_back({hex.at, other->at});
    }
    return pairs;
}

double coefficientOfVariation(const std::array<int, settlers::kResourceCount> &values)
{
    double mean = 0;
    for (int v : values)
        mean += v;
    mean /= settlers::kResourceCount;
    if (mean <= 0)
        return 1;
    double variance = 0;
    for (int v : values)
        variance += (v - mean) * (v - mean);
    variance /= settlers::kResourceCount;
    return std::sqrt(variance) / mean;
}

} // namespace

BalanceReport analyseBalance(const settlers::MapModel &map)
{
    BalanceReport report;
    report.pipsPerResource = pipsPerResource(map);
    report.copperPips = copperPips(map);
    const settlers::Topology topology = settlers::Topology::compile(map);
    report.spots = spotValues(topology);

    // The snake draft of R02 for the map's most players: two settlements each.
    const int seats = std::clamp(map.maxPlayers, 2, 4);
    report.bestSpots = greedyPicks(topology, report.spots, 2 * seats);
    report.seatValues.assign(std::size_t(seats), 0.0);
    for (std::size_t k = 0; k < report.bestSpots.size(); ++k) {
        const std::size_t round = k / std::size_t(seats);
        const std::size_t place = k % std::size_t(seats);
        const std::size_t seat = round % 2 == 0 ? place : std::size_t(seats) - 1 - place;
        report.seatValues[seat] += report.bestSpots[k].cardsPerRoll;
    }
    report.hotPairs = findHotPairs(map);
    report.clumps = findClumps(map);

    report.resourceBalance = std::clamp(1.0 - coefficientOfVariation(report.pipsPerResource), 0.0, 1.0);
    const auto [weakest, strongest] = std::minmax_element(report.seatValues.begin(), report.seatValues.end());
    report.seatBalance = *strongest > 0 ? *weakest / *strongest : 0.0;
    report.hotPenalty = 1.0 / (1.0 + double(report.hotPairs.size() + report.clumps.size()));
    report.fairness = 100.0 * (0.4 * report.resourceBalance + 0.4 * report.seatBalance + 0.2 * report.hotPenalty);
    return report;
}

} // namespace canaan::cartography
