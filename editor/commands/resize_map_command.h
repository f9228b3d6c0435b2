// Grows the map by a row or column of sea on one side, or shrinks it by removing the outermost
// row or column there. Rows and columns follow the offset grid of model/map_edits.h.
#pragma once

#include "editor/commands/map_command.h"

namespace canaan::editor {

enum class MapEdge { North, South, West, East };

class ResizeMapCommand : public MapCommand {
public:
    // delta > 0 grows by that many rows or columns, < 0 shrinks.
    ResizeMapCommand(MapDocument *document, MapEdge edge, int delta);
};

} // namespace canaan::editor
