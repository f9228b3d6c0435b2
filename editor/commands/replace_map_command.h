// Replaces the whole map in one undoable step: a generated random map, for example.
#pragma once

#include "map_command.h"

namespace canaan::editor {

class ReplaceMapCommand : public MapCommand {
public:
    ReplaceMapCommand(MapDocument *document, const MapModel &map, const QString &text);
};

} // namespace canaan::editor
