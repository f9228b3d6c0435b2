// Adds a harbor on a sea hex facing a land side, or replaces the one already on that side.
#pragma once

#include "editor/commands/map_command.h"

namespace canaan::editor {

class AddHarborCommand : public MapCommand {
public:
    AddHarborCommand(MapDocument *document, const settlers::Harbor &harbor);
};

} // namespace canaan::editor
