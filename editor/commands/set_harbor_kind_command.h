// Makes the harbors of a sea hex 3:1 (no resource) or 2:1 in one resource.
#pragma once

#include "editor/commands/map_command.h"

namespace canaan::editor {

class SetHarborKindCommand : public MapCommand {
public:
    SetHarborKindCommand(MapDocument *document, settlers::HexCoord at, std::optional<settlers::Resource> resource);
};

} // namespace canaan::editor
