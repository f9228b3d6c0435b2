#include "editor/commands/set_harbor_kind_command.h"

#include <QCoreApplication>

namespace canaan::editor {

SetHarborKindCommand::SetHarborKindCommand(MapDocument *document, settlers::HexCoord at, std::optional<settlers::Resource> resource)
    : MapCommand(document, QT_TRANSLATE_NOOP("canaan::editor::Commands", "Change harbor"), MapChange::Harbors)
{
    settlers::MapModel map = before();
    for (settlers::Harbor &harbor : map.harbors)
        if (harbor.at == at)
            harbor.resource = resource;
    setAfter(std::move(map));
}

} // namespace canaan::editor
