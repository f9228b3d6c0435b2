#include "editor/model/map_edits.h"

#include "engine/settlers/board/topology.h"

#include <algorithm>
#include <set>

namespace canaan::editor {

namespace {

bool rowOrder(const MapHex &a, HexCoord b) { return a.at.r != b.r ? a.at.r < b.r : a.at.q < b.q; }

int floorHalf(int r) { return r >= 0 ? r / 2 : -((-r + 1) / 2); }

} // namespace

void putHex(MapModel &map, const MapHex &hex)
{
    if (MapHex *existing = map.hexAt(hex.at)) {
        *existing = hex;
        return;
    }
    // Keep the file readable: new hexes go where a row-by-row listing would put them, when the
    // listing is ordered; otherwise at the end.
    const bool ordered = std::is_sorted(map.hexes.begin(), map.hexes.end(), [](const MapHex &a, const MapHex &b) {
        return rowOrder(a, b.at);
    });
    const auto at = ordered ? std::lower_bound(map.hexes.begin(), map.hexes.end(), hex.at, rowOrder) : map.hexes.end();
    map.hexes.insert(at, hex);
}

bool removeHex(MapModel &map, HexCoord at)
{
    const auto it = std::find_if(map.hexes.begin(), map.hexes.end(), [at](const MapHex &h) { return h.at == at; });
    if (it == map.hexes.end())
        return false;
    map.hexes.erase(it);
    return true;
}

bool isLandAt(const MapModel &map, HexCoord at)
{
    const MapHex *hex = map.hexAt(at);
    return hex && isLand(hex->terrain);
}

std::vector<Side> landSides(const MapModel &map, HexCoord seaHex)
{
    std::vector<Side> sides;
    const MapHex *hex = map.hexAt(seaHex);
    if (!hex || hex->terrain != Terrain::Sea)
        return sides;
    for (Side s : kAllSides)
        if (isLandAt(map, neighbour(seaHex, s)))
            sides.push_back(s);
    return sides;
}

std::vector<VertexCoord> derivedSites(const MapModel &map)
{
    MapModel derived = map;
    derived.jerusalemSites.clear();
    return Topology::compile(derived).derivedJerusalemSites();
}

void tidy(MapModel &map)
{
    for (MapHex &hex : map.hexes)
        if (!isProductive(hex.terrain) || hex.number < 2 || hex.number > 12 || hex.number == 7)
            hex.number = 0;

    std::set<std::pair<HexCoord, Side>> harborSides;
    std::erase_if(map.harbors, [&](const Harbor &h) {
        const MapHex *hex = map.hexAt(h.at);
        if (!hex || hex->terrain != Terrain::Sea || !isLandAt(map, neighbour(h.at, h.facing)))
            return true;
        return !harborSides.insert({h.at, h.facing}).second;
    });

    std::set<VertexCoord> sites;
    std::erase_if(map.jerusalemSites, [&](VertexCoord v) {
        bool onJerusalem = false;
        for (HexCoord h : hexesAt(v))
            if (const MapHex *hex = map.hexAt(h); hex && hex->terrain == Terrain::Jerusalem)
                onJerusalem = true;
        return !onJerusalem || !sites.insert(v).second;
    });

    std::set<VertexCoord> closed;
    std::erase_if(map.closedToSetup, [&](VertexCoord v) {
        bool onLand = false;
        for (HexCoord h : hexesAt(v))
            onLand = onLand || isLandAt(map, h);
        return !onLand || !closed.insert(v).second;
    });
}

int columnOf(HexCoord h) { return h.q + floorHalf(h.r); }

HexCoord hexAtGrid(int column, int row) { return {column - floorHalf(row), row}; }

GridBounds boundsOf(const MapModel &map)
{
    GridBounds b;
    bool first = true;
    for (const MapHex &hex : map.hexes) {
        const int c = columnOf(hex.at);
        if (first) {
            b = {c, c, hex.at.r, hex.at.r};
            first = false;
            continue;
        }
        b.minColumn = std::min(b.minColumn, c);
        b.maxColumn = std::max(b.maxColumn, c);
        b.minRow = std::min(b.minRow, hex.at.r);
        b.maxRow = std::max(b.maxRow, hex.at.r);
    }
    return b;
}

MapModel newMap(int columns, int rows, Ruleset ruleset)
{
    MapModel map;
    map.ruleset = ruleset;
    map.options = GameOptions::defaultsFor(ruleset);
    if (ruleset == Ruleset::Classic)
        map.minPlayers = 3;
    for (int row = 0; row < rows; ++row)
        for (int column = 0; column < columns; ++column)
            map.hexes.push_back({hexAtGrid(column, row), Terrain::Sea});
    return map;
}

} // namespace canaan::editor
