#include "editor/commands/toggle_closed_command.h"

#include "editor/model/map_edits.h"

#include <QCoreApplication>
#include <algorithm>

namespace canaan::editor {

ToggleClosedCommand::ToggleClosedCommand(MapDocument *document, settlers::VertexCoord at)
    : MapCommand(document, QT_TRANSLATE_NOOP("canaan::editor::Commands", "Toggle closed intersection"),
                 MapChange::Closed)
{
    settlers::MapModel map = before();
    const auto it = std::find(map.closedToSetup.begin(), map.closedToSetup.end(), at);
    if (it != map.closedToSetup.end())
        map.closedToSetup.erase(it);
    else
        map.closedToSetup.push_back(at);
    tidy(map);
    setAfter(std::move(map));
}

} // namespace canaan::editor
