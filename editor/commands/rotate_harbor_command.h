// Turns the harbors of a sea hex to the next side, clockwise, that faces land and is free.
#pragma once

#include "editor/commands/map_command.h"

namespace canaan::editor {

class RotateHarborCommand : public MapCommand {
public:
    RotateHarborCommand(MapDocument *document, settlers::HexCoord at);
};

} // namespace canaan::editor
