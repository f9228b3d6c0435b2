// Adds or removes one Jerusalem site. A map that derives its sites (R15) first lists the derived ones, so the toggle starts from what the user sees.
#pragma once

#include "editor/commands/map_command.h"

namespace canaan::editor {

class ToggleJerusalemSiteCommand : public MapCommand {
public:
    ToggleJerusalemSiteCommand(MapDocument *document, settlers::VertexCoord site);
};

} // namespace canaan::editor
