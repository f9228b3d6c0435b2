#include "editor/commands/replace_map_command.h"

namespace canaan::editor {

ReplaceMapCommand::ReplaceMapCommand(MapDocument *document, const settlers::MapModel &map, TextFunction text)
    : MapCommand(document, std::move(text), MapChange::Everything)
{
    setAfter(map);
}

ReplaceMapCommand::ReplaceMapCommand(MapDocument *document, const settlers::MapModel &map, const QString &text)
    : ReplaceMapCommand(document, map, [text] { return text; })
{
}

} // namespace canaan::editor
