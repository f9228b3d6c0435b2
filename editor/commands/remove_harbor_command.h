// Removes every harbor on a sea hex.
#pragma once

#include "editor/commands/map_command.h"

namespace canaan::editor {

class RemoveHarborCommand : public MapCommand {
public:
    RemoveHarborCommand(MapDocument *document, settlers::HexCoord at);
};

} // namespace canaan::editor
