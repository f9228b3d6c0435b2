// Changes the map's properties: titles and descriptions, players, ruleset and options (VP to
// win, stones to complete Jerusalem, bank, deck). The hexes are left alone.
#pragma once

#include "editor/commands/map_command.h"

namespace canaan::editor {

struct MapProperties {
    LocalizedText title;
    LocalizedText description;
    Ruleset ruleset = Ruleset::Canaan;
    int minPlayers = 2;
    int maxPlayers = 4;
    GameOptions options;
    static MapProperties of(const MapModel &map);
    void applyTo(MapModel &map) const;
    friend bool operator==(const MapProperties &, const MapProperties &) = default;
};

class SetPropertiesCommand : public MapCommand {
public:
    SetPropertiesCommand(MapDocument *document, const MapProperties &properties);
};

} // namespace canaan::editor
