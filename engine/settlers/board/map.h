// The map as a designer sees it: hexes, numbers, harbors, Jerusalem and the rules it is played with.
// Plain value type, compared with ==; compiled into a Topology for play.
#pragma once

#include "engine/settlers/board/hex.h"
#include "engine/settlers/board/terrain.h"
#include "engine/settlers/options/options.h"

#include <optional>
#include <string>
#include <vector>

namespace canaan::settlers {

struct LocalizedText {
    std::string en; // UTF-8
    std::string ko; // UTF-8; empty means "use the English"
    friend bool operator==(const LocalizedText &, const LocalizedText &) = default;
};

struct MapHex {
    HexCoord at;
    Terrain terrain = Terrain::Sea;
    int number = 0;               // 2..12 except 7 on productive terrain; 0 for none
    bool shuffleTerrain = false;  // the random map generator may move this terrain
    bool shuffleNumber = false;   // ... and this number token
    friend bool operator==(const MapHex &, const MapHex &) = default;
};

// A harbor lies on a sea hex and faces one of its sides, which must border land. The two ends of
// that side are the harbor's intersections.
struct Harbor {
    HexCoord at;
    Side facing = Side::E;
    std::optional<Resource> resource; // nullopt: 3:1 generic; else 2:1 in that resource
    friend bool operator==(const Harbor &, const Harbor &) = default;
};

struct MapModel {
    static constexpr int kFormatVersion = 1;

    LocalizedText title;
    LocalizedText description;
    Ruleset ruleset = Ruleset::Canaan;
    int minPlayers = 2;
    int maxPlayers = 4;
    GameOptions options = GameOptions::defaultsFor(Ruleset::Canaan);
    std::vector<MapHex> hexes;
    std::vector<Harbor> harbors;
    // R15: empty means derived (corners of a Jerusalem hex that touch a numbered terrain hex).
    std::vector<VertexCoord> jerusalemSites;
    std::vector<VertexCoord> closedToSetup; // intersections where no starting settlement may go

    const MapHex *hexAt(HexCoord h) const;
    MapHex *hexAt(HexCoord h);
    friend bool operator==(const MapModel &, const MapModel &) = default;
};

} // namespace canaan
