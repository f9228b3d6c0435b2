// Moves the selected hexes (with their harbors, explicit Jerusalem sites and closed intersections)
// by an axial offset, or copies them there when `copy` is set. The place they leave is removed from the map; what they land on is replaced.
#pragma once

#include "editor/commands/map_command.h"

#include <vector>

namespace canaan::editor {

class MoveSelectionCommand : public MapCommand {
public:
    MoveSelectionCommand(MapDocument *document, const std::vector<settlers::HexCoord> &hexes, settlers::HexCoord offset, bool copy = false);
};

} // namespace canaan::editor
