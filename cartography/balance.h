// Balance analysis of a map (docs/balance.md defines every number here): pips per resource,
// expected cards per roll at every intersection, the best starting spots, hot numbers side by
// side, clumps of one resource, and a fairness score from 0 to 100.
#pragma once

#include "engine/settlers/board/map.h"

#include <array>
#include <vector>

namespace canaan::cartography {

// Pips (ways to roll the number, out of 36) of the hexes producing each resource, copper excluded.
std::array<int, settlers::kResourceCount> pipsPerResource(const settlers::MapModel &map);
int copperPips(const settlers::MapModel &map);

struct SpotValue {
    settlers::VertexCoord at;
    int pips = 0;                 // all numbered hexes touching it, copper included
    double cardsPerRoll = 0;      // pips / 36: copper counts as any one card
    int resources = 0;            // distinct resources it reaches (copper: none of its own)
    bool startAllowed = false;    // R03: touches a number, not a Jerusalem site, not closed
};

struct HexPair {
    settlers::HexCoord a, b;
    friend bool operator==(const HexPair &, const HexPair &) = default;
};

struct BalanceReport {
    std::array<int, settlers::kResourceCount> pipsPerResource{};
    int copperPips = 0;
    std::vector<SpotValue> spots;       // every intersection touching land, in canonical order
    std::vector<SpotValue> bestSpots;   // greedy picks with the distance rule, best first
    std::vector<double> seatValues;     // cards per roll of each seat after the snake draft
    std::vector<HexPair> hotPairs;      // 6 or 8 beside a 6 or 8
    std::vector<std::vector<settlers::HexCoord>> clumps; // 3+ connected hexes of one resource
    double resourceBalance = 0;  // 1 - coefficient of variation of pipsPerResource, clamped to [0, 1]
    double seatBalance = 0;      // weakest seat / strongest seat
    double hotPenalty = 0;       // 1 / (1 + hot pairs + clumps)
    double fairness = 0;         // 100 * (0.4 resource + 0.4 seat + 0.2 hot)
};

BalanceReport analyseBalance(const settlers::MapModel &map);

} // namespace canaan::cartography
