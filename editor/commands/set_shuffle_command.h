// Marks hexes whose terrain and number token the random map generator may move.
#pragma once

#include "editor/commands/map_command.h"

#include <vector>

namespace canaan::editor {

class SetShuffleCommand : public MapCommand {
public:
    SetShuffleCommand(MapDocument *document, const std::vector<settlers::HexCoord> &hexes, bool shuffleTerrain,
                      bool shuffleNumber);
};

} // namespace canaan::editor
