// The maps the editor benchmark works on: a rectangle of about `hexes` hexes, a ring of sea around
// land whose terrains and numbers cycle, so every map is free of errors whatever its size.
#pragma once

#include "board/map.h"

namespace canaan::editor::bench {

MapModel generatedMap(int hexes);
// The grid's width and height in hexes (columns * rows == hexes when hexes has such a divisor).
int columnsFor(int hexes);

} // namespace canaan::editor::bench
