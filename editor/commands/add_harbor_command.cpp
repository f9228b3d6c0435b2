#include "editor/commands/add_harbor_command.h"

#include "editor/model/map_edits.h"

#include <QCoreApplication>

namespace canaan::editor {

AddHarborCommand::AddHarborCommand(MapDocument *document, const settlers::Harbor &harbor)
    : MapCommand(document, QT_TRANSLATE_NOOP("canaan::editor::Commands", "Add harbor"), MapChange::Harbors)
{
    settlers::MapModel map = before();
    std::erase_if(map.harbors, [&](const settlers::Harbor &h) { return h.at == harbor.at && h.facing == harbor.facing; });
    map.harbors.push_back(harbor);
    tidy(map); // drops it again if it is not on sea facing land
    setAfter(std::move(map));
}

} // namespace canaan::editor
