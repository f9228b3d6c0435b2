#include "editor/model/map_edits.h"

#include "engine/settlers/board/topology.h"

#include <algorithm>
#include <set>

namespace canaan::editor {

namespace {

bool rowOrder(const settlers::MapHex &a, settlers::HexCoord b) { return a.at.r != b.r ? a.at.r < b.r : a.at.q < b.q; }

int floorHalf(int r) { return r >= 0 ? r / 2 : -((-r + 1) / 2); }

} // namespace

void putHex(settlers::MapModel &map, const settlers::MapHex &hex)
{
    if (settlers::MapHex *existing = map.hexAt(hex.at)) {
        *existing = hex;
        return;
    }
    // Keep the file readable: new hexes go where a row-by-row listing would put them, when the
    // listing is ordered; otherwise at the end.
    const bool ordered = std::is_sorted(map.hexes.begin(), map.hexes.end(), [](const settlers::MapHex &a, const settlers::MapHex &b) {
        return rowOrder(a, b.at);
    });
    const auto at = ordered ? std::lower_bound(map.hexes.begin(), map.hexes.end(), hex.at, rowOrder) : map.hexes.end();
    map.hexes.insert(at, hex);
}

bool removeHex(settlers::MapModel &map, settlers::HexCoord at)
{
    const auto it = std::find_if(map.hexes.begin(), map.hexes.end(), [at](const settlers::MapHex &h) { return h.at == at; });
    if (it == map.hexes.end())
        return false;
    map.hexes.erase(it);
    return true;
}

bool isLandAt(const settlers::MapModel &map, settlers::HexCoord at)
{
    const settlers::MapHex *hex = map.hexAt(at);
    return hex && settlers::isLand(hex->terrain);
}

std::vector<settlers::Side> landSides(const settlers::MapModel &map, settlers::HexCoord seaHex)
{
    std::vector<settlers::Side> sides;
    const settlers::MapHex *hex = map.hexAt(seaHex);
    if (!hex || hex->terrain != settlers::Terrain::Sea)
        return sides;
    for (settlers::Side s : settlers::kAllSides)
        if (isLandAt(map, settlers::neighbour(seaHex, s)))
            sides.push_back(s);
    return sides;
}

std::vector<settlers::VertexCoord> derivedSites(const settlers::MapModel &map)
{
    settlers::MapModel derived = map;
    derived.jerusalemSites.clear();
    return settlers::Topology::compile(derived).derivedJerusalemSites();
}

void tidy(settlers::MapModel &map)
{
    for (settlers::MapHex &hex : map.hexes)
        if (!settlers::isProductive(hex.terrain) || hex.number < 2 || hex.number > 12 || hex.number == 7)
            hex.number = 0;

    std::set<std::pair<settlers::HexCoord, settlers::Side>> harborSides;
    std::erase_if(map.harbors, [&](const settlers::Harbor &h) {
        const settlers::MapHex *hex = map.hexAt(h.at);
        if (!hex || hex->terrain != settlers::Terrain::Sea || !isLandAt(map, settlers::neighbour(h.at, h.facing)))
            return true;
        return !harborSides.insert({h.at, h.facing}).second;
    });

    std::set<settlers::VertexCoord> sites;
    std::erase_if(map.jerusalemSites, [&](settlers::VertexCoord v) {
        bool onJerusalem = false;
        for (settlers::HexCoord h : settlers::hexesAt(v))
            if (const settlers::MapHex *hex = map.hexAt(h); hex && hex->terrain == settlers::Terrain::Jerusalem)
                onJerusalem = true;
        return !onJerusalem || !sites.insert(v).second;
    });

    std::set<settlers::VertexCoord> closed;
    std::erase_if(map.closedToSetup, [&](settlers::VertexCoord v) {
        bool onLand = false;
        for (settlers::HexCoord h : settlers::hexesAt(v))
            onLand = onLand || isLandAt(map, h);
        return !onLand || !closed.insert(v).second;
    });
}

int columnOf(settlers::HexCoord h) { return h.q + floorHalf(h.r); }

settlers::HexCoord hexAtGrid(int column, int row) { return {column - floorHalf(row), row}; }

GridBounds boundsOf(const settlers::MapModel &map)
{
    GridBounds b;
    bool first = true;
    for (const settlers::MapHex &hex : map.hexes) {
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

settlers::MapModel newMap(int columns, int rows, settlers::Ruleset ruleset)
{
    settlers::MapModel map;
    map.ruleset = ruleset;
    map.options = settlers::GameOptions::defaultsFor(ruleset);
    if (ruleset == settlers::Ruleset::Classic)
        map.minPlayers = 3;
    for (int row = 0; row < rows; ++row)
        for (int column = 0; column < columns; ++column)
            map.hexes.push_back({hexAtGrid(column, row), settlers::Terrain::Sea});
    return map;
}

} // namespace canaan::editor
