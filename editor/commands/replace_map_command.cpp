#include "replace_map_command.h"

namespace canaan::editor {

ReplaceMapCommand::ReplaceMapCommand(MapDocument *document, const MapModel &map, const QString &text)
    : MapCommand(document, text, MapChange::Everything)
{
    setAfter(map);
}

} // namespace canaan::editor
