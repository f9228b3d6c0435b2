// Closes an intersection to starting settlements, or opens it again.
#pragma once

#include "editor/commands/map_command.h"

namespace canaan::editor {

class ToggleClosedCommand : public MapCommand {
public:
    ToggleClosedCommand(MapDocument *document, settlers::VertexCoord at);
};

} // namespace canaan::editor
