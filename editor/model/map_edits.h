// Small pure helpers shared by the edit commands: find, put and remove hexes, keep a map's harbors,
// sites and closed intersections consistent with its hexes, and the offset grid used to grow and
// shrink a map.
#pragma once

#include "engine/settlers/board/map.h"

#include <vector>

namespace canaan::editor {

// Replaces the hex at h.at, or inserts it keeping row-by-row order (r, then q) for new hexes.
void putHex(settlers::MapModel &map, const settlers::MapHex &hex);
// Returns whether a hex was removed.
bool removeHex(settlers::MapModel &map, settlers::HexCoord at);
bool isLandAt(const settlers::MapModel &map, settlers::HexCoord at);

// After hexes changed: numbers leave terrain that cannot hold one; harbors, explicit Jerusalem
// sites and closed intersections that no longer fit are dropped (the loader would refuse them).
void tidy(settlers::MapModel &map);

// The sides of a sea hex that face land (where a harbor may go), clockwise from NE.
std::vector<settlers::Side> landSides(const settlers::MapModel &map, settlers::HexCoord seaHex);
// The corners of Jerusalem hexes that R15 would derive as sites for this map.
std::vector<settlers::VertexCoord> derivedSites(const settlers::MapModel &map);

// Offset grid: rows are r; the column lines hexes up vertically (odd rows shifted right).
int columnOf(settlers::HexCoord h);
settlers::HexCoord hexAtGrid(int column, int row);

struct GridBounds {
    int minColumn = 0, maxColumn = -1, minRow = 0, maxRow = -1;
    bool isEmpty() const { return maxColumn < minColumn; }
};
GridBounds boundsOf(const settlers::MapModel &map);

// A new map: columns x rows of sea, with the ruleset's default options.
settlers::MapModel newMap(int columns, int rows, settlers::Ruleset ruleset);

} // namespace canaan::editor
