// A piece of a map cut out for copy, paste and move: some hexes and the harbors on them.
#pragma once

#include "board/map.h"

#include <vector>

namespace canaan::editor {

struct MapFragment {
    std::vector<MapHex> hexes;
    std::vector<Harbor> harbors;
    bool isEmpty() const { return hexes.empty(); }
    friend bool operator==(const MapFragment &, const MapFragment &) = default;
};

MapFragment copyFragment(const MapModel &map, const std::vector<HexCoord> &hexes);
// Puts the fragment shifted by (dq, dr), over whatever was there (harbors there included).
void placeFragment(MapModel &map, const MapFragment &fragment, HexCoord offset);
HexCoord shifted(HexCoord h, HexCoord offset);

} // namespace canaan::editor
