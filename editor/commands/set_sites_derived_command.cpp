#include "editor/commands/set_sites_derived_command.h"

#include "editor/model/map_edits.h"

#include <QCoreApplication>

namespace canaan::editor {

SetSitesDerivedCommand::SetSitesDerivedCommand(MapDocument *document, bool derived)
    : MapCommand(document,
                 derived ? QT_TRANSLATE_NOOP("canaan::editor::Commands", "Derive Jerusalem sites")
                         : QT_TRANSLATE_NOOP("canaan::editor::Commands", "List Jerusalem sites"),
                 MapChange::Jerusalem)
{
    settlers::MapModel map = before();
    if (derived)
        map.jerusalemSites.clear();
    else if (map.jerusalemSites.empty())
        map.jerusalemSites = derivedSites(map);
    setAfter(std::move(map));
}

} // namespace canaan::editor
