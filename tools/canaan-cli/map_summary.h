// The numbers `canaan-cli info` reports about a map, computed once and printed as text or JSON.
#pragma once

#include "engine/settlers/board/map.h"

#include <QJsonObject>
#include <QString>
#include <array>

namespace canaan::cli {

struct MapSummary {
    int hexes = 0;
    int landHexes = 0;
    std::array<int, settlers::kTerrainCount> terrains{};  // by Terrain
    int numberedHexes = 0;
    std::array<int, 13> numbers{};              // tokens per number 0..12; only 2..12 used
    int harbors = 0;
    int genericHarbors = 0;
    std::array<int, settlers::kResourceCount> resourceHarbors{};
    int jerusalemSites = 0;
    bool jerusalemSitesDerived = true;
    int intersections = 0; // from the compiled Topology: those touching land
    int paths = 0;
};

MapSummary summarize(const settlers::MapModel &map);

// The stable JSON form documented in docs/map-format.md ("canaan-cli info --json").
QJsonObject summaryJson(const QString &file, const settlers::MapModel &map, const MapSummary &summary);
// The readable form, translated.
QString summaryText(const QString &file, const settlers::MapModel &map, const MapSummary &summary);

} // namespace canaan::cli
