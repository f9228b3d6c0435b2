// The maps the editor benchmark works on: a rectangle of about `hexes` hexes, a ring of sea around
// land whose terrains and numbers cycle, so every map is free of errors whatever its size.
#pragma once

#include "engine/settlers/board/map.h"

#include <vector>

namespace canaan::editor::bench {

settlers::MapModel generatedMap(int hexes);
// The grid's width and height in hexes (columns * rows == hexes when hexes has such a divisor).
int columnsFor(int hexes);
// `length` neighbouring hexes snaking over `width` columns from `firstColumn`, row after row from
// `firstRow` (left to right, then back): the mouse, moving straight from one centre to the next,
// crosses exactly these hexes.
std::vector<settlers::HexCoord> snakePath(int firstColumn, int width, int firstRow, int length);

} // namespace canaan::editor::bench
