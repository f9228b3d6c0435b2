// Finding a map's hex by its coordinates in O(1). MapModel::hexAt scans the list, which makes
// every pass that looks up neighbours O(N^2) on a large map; such passes index the map first.
#pragma once

#include "engine/settlers/board/map.h"

#include <unordered_map>

namespace canaan::cartography {

// Coordinates to the index in map.hexes; of duplicate hexes, the first one.
using HexLookup = std::unordered_map<settlers::HexCoord, std::size_t, settlers::HexCoordHash>;

HexLookup indexHexes(const settlers::MapModel &map);
// The hex at `at`, or null; `lookup` must index `map`.
const settlers::MapHex *findHex(const settlers::MapModel &map, const HexLookup &lookup, settlers::HexCoord at);

} // namespace canaan::cartography
