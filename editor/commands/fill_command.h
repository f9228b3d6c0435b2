// Flood fill: paints the connected hexes that share the clicked hex's terrain.
#pragma once

#include "map_command.h"

namespace canaan::editor {

class FillCommand : public MapCommand {
public:
    FillCommand(MapDocument *document, HexCoord start, Terrain terrain);
};

} // namespace canaan::editor
