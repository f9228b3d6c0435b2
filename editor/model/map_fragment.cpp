#include "map_fragment.h"

#include "map_edits.h"

#include <algorithm>

namespace canaan::editor {

HexCoord shifted(HexCoord h, HexCoord offset) { return {h.q + offset.q, h.r + offset.r}; }

MapFragment copyFragment(const MapModel &map, const std::vector<HexCoord> &hexes)
{
    MapFragment fragment;
    for (HexCoord at : hexes)
        if (const MapHex *hex = map.hexAt(at))
            fragment.hexes.push_back(*hex);
    for (const Harbor &harbor : map.harbors)
        if (std::find(hexes.begin(), hexes.end(), harbor.at) != hexes.end())
            fragment.harbors.push_back(harbor);
    return fragment;
}

void placeFragment(MapModel &map, const MapFragment &fragment, HexCoord offset)
{
    for (MapHex hex : fragment.hexes) {
        hex.at = shifted(hex.at, offset);
        std::erase_if(map.harbors, [&](const Harbor &h) { return h.at == hex.at; });
        putHex(map, hex);
    }
    for (Harbor harbor : fragment.harbors) {
        harbor.at = shifted(harbor.at, offset);
        map.harbors.push_back(harbor);
    }
    tidy(map);
}

} // namespace canaan::editor
