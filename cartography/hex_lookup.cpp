#include "cartography/hex_lookup.h"

namespace canaan::cartography {

HexLookup indexHexes(const settlers::MapModel &map)
{
    HexLookup lookup;
    lookup.reserve(map.hexes.size());
    for (std::size_t i = 0; i < map.hexes.size(); ++i)
        lookup.emplace(map.hexes[i].at, i);
    return lookup;
}

const settlers::MapHex *findHex(const settlers::MapModel &map, const HexLookup &lookup, settlers::HexCoord at)
{
    const auto it = lookup.find(at);
    return it == lookup.end() ? nullptr : &map.hexes[it->second];
}

} // namespace canaan::cartography
