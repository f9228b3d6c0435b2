#include "editor/commands/toggle_jerusalem_site_command.h"

#include "editor/model/map_edits.h"

#include <QCoreApplication>
#include <algorithm>

namespace canaan::editor {

ToggleJerusalemSiteCommand::ToggleJerusalemSiteCommand(MapDocument *document, settlers::VertexCoord site)
    : MapCommand(document, QT_TRANSLATE_NOOP("canaan::editor::Commands", "Toggle Jerusalem site"),
                 MapChange::Jerusalem)
{
    settlers::MapModel map = before();
    if (map.jerusalemSites.empty())
        map.jerusalemSites = derivedSites(map);
    const auto it = std::find(map.jerusalemSites.begin(), map.jerusalemSites.end(), site);
    if (it != map.jerusalemSites.end())
        map.jerusalemSites.erase(it);
    else
        map.jerusalemSites.push_back(site);
    tidy(map); // a corner of no Jerusalem hex is no site
    // An empty list means "derived"; keep removing the last site from silently re-deriving them all.
    if (map.jerusalemSites.empty())
        map = before();
    setAfter(std::move(map));
}

} // namespace canaan::editor
