// A piece of a map cut out for copy, paste and move: some hexes, the harbors on them, and the
// explicit Jerusalem sites and closed intersections that belong to them.
#pragma once

#include "engine/settlers/board/map.h"

#include <vector>

namespace canaan::editor {

struct MapFragment {
    std::vector<settlers::MapHex> hexes;
    std::vector<settlers::Harbor> harbors;
    // Explicit Jerusalem sites on a corner of a Jerusalem hex of the fragment.
    std::vector<settlers::VertexCoord> jerusalemSites;
    // Closed intersections whose land hexes all belong to the fragment (one left behind keeps them).
    std::vector<settlers::VertexCoord> closedToSetup;
    bool isEmpty() const { return hexes.empty(); }
    friend bool operator==(const MapFragment &, const MapFragment &) = default;
};

MapFragment copyFragment(const settlers::MapModel &map, const std::vector<settlers::HexCoord> &hexes);
// Takes the fragment's sites and closed intersections off the map (a move leaves none behind).
void removeFragmentMarks(settlers::MapModel &map, const MapFragment &fragment);
// Puts the fragment shifted by (dq, dr), over whatever was there (harbors there included).
void placeFragment(settlers::MapModel &map, const MapFragment &fragment, settlers::HexCoord offset);
settlers::HexCoord shifted(settlers::HexCoord h, settlers::HexCoord offset);
settlers::VertexCoord shifted(settlers::VertexCoord v, settlers::HexCoord offset);

} // namespace canaan::editor
