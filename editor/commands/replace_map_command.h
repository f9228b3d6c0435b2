// Replaces the whole map in one undoable step: a generated random map, for example.
#pragma once

#include "editor/commands/map_command.h"

namespace canaan::editor {

class ReplaceMapCommand : public MapCommand {
public:
    // text: the step's name, rendered again in the UI's language when it changes.
    ReplaceMapCommand(MapDocument *document, const settlers::MapModel &map, TextFunction text);
    ReplaceMapCommand(MapDocument *document, const settlers::MapModel &map, const QString &text);
};

} // namespace canaan::editor
