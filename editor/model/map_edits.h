// Small pure helpers shared by the edit commands: find, put and remove hexes, keep a map's harbors,
// sites and closed intersections consistent with its hexes, and the offset grid used to grow and
// shrink a map.
#pragma once

#include "engine/settlers/board/map.h"

#include <vector>

namespace canaan::editor {

// Replaces the hex at h.at, or inserts it keeping row-by-row order (r, then q) for new hexes.
void putHex(MapModel &map, const MapHex &hex);
// Returns whether a hex was removed.
bool removeHex(MapModel &map, HexCoord at);
bool isLandAt(const MapModel &map, HexCoord at);

// After hexes changed: numbers leave terrain that cannot hold one; harbors, explicit Jerusalem
// sites and closed intersections that no longer fit are dropped (the loader would refuse them).
void tidy(MapModel &map);

// The sides of a sea hex that face land (where a harbor may go), clockwise from NE.
std::vector<Side> landSides(const MapModel &map, HexCoord seaHex);
// The corners of Jerusalem hexes that R15 would derive as sites for this map.
std::vector<VertexCoord> derivedSites(const MapModel &map);

// Offset grid: rows are r; the column lines hexes up vertically (odd rows shifted right).
int columnOf(HexCoord h);
HexCoord hexAtGrid(int column, int row);

struct GridBounds {
    int minColumn = 0, maxColumn = -1, minRow = 0, maxRow = -1;
    bool isEmpty() const { return maxColumn < minColumn; }
};
GridBounds boundsOf(const MapModel &map);

// A new map: columns x rows of sea, with the ruleset's default options.
MapModel newMap(int columns, int rows, Ruleset ruleset);

} // namespace canaan::editor
