// Exchanges the number tokens of two hexes (a drag from one to the other).
#pragma once

#include "editor/commands/map_command.h"

namespace canaan::editor {

class SwapNumbersCommand : public MapCommand {
public:
    SwapNumbersCommand(MapDocument *document, settlers::HexCoord from, settlers::HexCoord to);
};

} // namespace canaan::editor
