#include "editor/commands/set_properties_command.h"

#include <QCoreApplication>

namespace canaan::editor {

MapProperties MapProperties::of(const settlers::MapModel &map)
{
    return {map.title, map.description, map.ruleset, map.minPlayers, map.maxPlayers, map.options};
}

void MapProperties::applyTo(settlers::MapModel &map) const
{
    map.title = title;
    map.description = description;
    map.ruleset = ruleset;
    map.minPlayers = minPlayers;
    map.maxPlayers = maxPlayers;
    map.options = options;
}

SetPropertiesCommand::SetPropertiesCommand(MapDocument *document, const MapProperties &properties)
    : MapCommand(document, QT_TRANSLATE_NOOP("canaan::editor::Commands", "Change map properties"),
                 MapChange::Properties)
{
    settlers::MapModel map = before();
    properties.applyTo(map);
    setAfter(std::move(map));
}

} // namespace canaan::editor
