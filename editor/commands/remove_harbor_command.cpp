#include "editor/commands/remove_harbor_command.h"

#include <QCoreApplication>

namespace canaan::editor {

RemoveHarborCommand::RemoveHarborCommand(MapDocument *document, settlers::HexCoord at)
    : MapCommand(document, QT_TRANSLATE_NOOP("canaan::editor::Commands", "Remove harbor"), MapChange::Harbors)
{
    settlers::MapModel map = before();
    std::erase_if(map.harbors, [&](const settlers::Harbor &h) { return h.at == at; });
    setAfter(std::move(map));
}

} // namespace canaan::editor
