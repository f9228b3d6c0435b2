// Changes the map's properties: titles and descriptions, players, ruleset and options (VP to
// win, stones to complete Jerusalem, bank, deck). The hexes are left alone.
#pragma once

#include "editor/commands/map_command.h"

namespace canaan::editor {

struct MapProperties {
    settlers::LocalizedText title;
    settlers::LocalizedText description;
    settlers::Ruleset ruleset = settlers::Ruleset::Canaan;
    int minPlayers = 2;
    int maxPlayers = 4;
    settlers::GameOptions options;
    static MapProperties of(const settlers::MapModel &map);
    void applyTo(settlers::MapModel &map) const;
    friend bool operator==(const MapProperties &, const MapProperties &) = default;
};

class SetPropertiesCommand : public MapCommand {
public:
    SetPropertiesCommand(MapDocument *document, const MapProperties &properties);
};

} // namespace canaan::editor
