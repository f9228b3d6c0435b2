// Switches between derived Jerusalem sites (R15) and an explicit list that starts as the derived sites.
#pragma once

#include "editor/commands/map_command.h"

namespace canaan::editor {

class SetSitesDerivedCommand : public MapCommand {
public:
    SetSitesDerivedCommand(MapDocument *document, bool derived);
};

} // namespace canaan::editor
