// Puts a number token on a production hex (0 takes it away).
#pragma once

#include "editor/commands/map_command.h"

namespace canaan::editor {

class SetNumberCommand : public MapCommand {
public:
    SetNumberCommand(MapDocument *document, settlers::HexCoord at, int number);
};

} // namespace canaan::editor
