// Design warnings: a map that loads and plays, but probably not the way its designer meant.
#include "engine/settlers/board/topology.h"
#include "engine/io/json_walker.h"
#include "engine/io/map_file.h"
#include "engine/io/terrain_text.h"

#include <QCoreApplication>
#include <algorithm>
#include <unordered_map>

namespace canaan {

namespace {

using io::elementPlace;
using io::memberPlace;

using HexIndex = std::unordered_map<settlers::HexCoord, std::size_t, settlers::HexCoordHash>;

bool isSixOrEight(int number) { return number == 6 || number == 8; }

void warnLand(const settlers::MapModel &map, std::vector<MapWarning> &out)
{
    const bool anyLand = std::any_of(map.hexes.begin(), map.hexes.end(),
                                     [](const settlers::MapHex &h) { return settlers::isLand(h.terrain); });
    if (!anyLand)
        out.push_back({QStringLiteral("hexes"),
                       QCoreApplication::translate("canaan::MapFile", "The map has no land hex.")});
}

void warnNumbers(const settlers::MapModel &map, const HexIndex &index, std::vector<MapWarning> &out)
{
    for (std::size_t i = 0; i < map.hexes.size(); ++i) {
        const settlers::MapHex &hex = map.hexes[i];
        const QString at = elementPlace(QStringLiteral("hexes"), qsizetype(i));
        if (settlers::isProductive(hex.terrain) && hex.number == 0)
            out.push_back({at, QCoreApplication::translate("canaan::MapFile",
                                                           "This production hex has no number, so it never produces "
                                                           "(terrain: %1).")
                                   .arg(io::terrainInMessage(hex.terrain))});
        if (!isSixOrEight(hex.number))
            continue;
        // Each pair once: at the later hex, naming the earlier one.
        for (settlers::Side s : settlers::kAllSides) {
            const auto other = index.find(settlers::neighbour(hex.at, s));
            if (other == index.end() || other->second >= i || !isSixOrEight(map.hexes[other->second].number))
                continue;
            out.push_back({memberPlace(at, QStringLiteral("number")),
                           QCoreApplication::translate("canaan::MapFile",
                                                       "A 6 or 8 should not border another 6 or 8: this %1 hex has "
                                                       "%2, and the %3 hex beside it has %4.")
                               .arg(io::terrainInMessage(hex.terrain))
                               .arg(hex.number)
                               .arg(io::terrainInMessage(map.hexes[other->second].terrain))
                               .arg(map.hexes[other->second].number)});
        }
    }
}

void warnJerusalem(const settlers::MapModel &map, const settlers::Topology &topology, std::vector<MapWarning> &out)
{
    if (map.ruleset != settlers::Ruleset::Canaan)
        return;
    const bool anySite = std::any_of(topology.vertices().begin(), topology.vertices().end(),
                                     [](const settlers::Vertex &v) { return v.isJerusalemSite; });
    if (!anySite)
        out.push_back({QStringLiteral("jerusalemSites"),
                       QCoreApplication::translate("canaan::MapFile", "The canaan ruleset needs Jerusalem sites, "
                                                                      "but this map has none.")});
}

// Copper and Jerusalem are the canaan ruleset's (docs/rules.md): under classic they are terrain the
// rules do not know. Once per terrain, at its first hex, with how many there are.
void warnClassicTerrain(const settlers::MapModel &map, std::vector<MapWarning> &out)
{
    if (map.ruleset != settlers::Ruleset::Classic)
        return;
    const struct {
        settlers::Terrain terrain;
        const char *message;
    } kinds[] = {
        {settlers::Terrain::Copper, QT_TRANSLATE_NOOP("canaan::MapFile",
                                            "The classic ruleset has no copper, but this map has copper hexes (%1). "
                                            "Give them another terrain, or choose the canaan ruleset.")},
        {settlers::Terrain::Jerusalem, QT_TRANSLATE_NOOP("canaan::MapFile",
                                               "The classic ruleset has no Jerusalem, but this map has Jerusalem "
                                               "hexes (%1). Give them another terrain, or choose the canaan ruleset.")},
    };
    for (const auto &kind : kinds) {
        int count = 0;
        std::size_t first = 0;
        for (std::size_t i = 0; i < map.hexes.size(); ++i)
            if (map.hexes[i].terrain == kind.terrain && count++ == 0)
                first = i;
        if (count > 0)
            out.push_back({elementPlace(QStringLiteral("hexes"), qsizetype(first)),
                           QCoreApplication::translate("canaan::MapFile", kind.message).arg(count)});
    }
}

// Without a harbor every trade with the bank is four for one: allowed, but rarely meant.
void warnNoHarbor(const settlers::MapModel &map, std::vector<MapWarning> &out)
{
    const bool anyLand = std::any_of(map.hexes.begin(), map.hexes.end(),
                                     [](const settlers::MapHex &h) { return settlers::isLand(h.terrain); });
    if (anyLand && map.harbors.empty())
        out.push_back({QStringLiteral("harbors"),
                       QCoreApplication::translate("canaan::MapFile",
                                                   "The map has no harbor, so every trade with the bank is four "
                                                   "cards for one. Add harbors on the sea beside the coast.")});
}

// Harbors must face land, so a useless harbor is one whose two intersections touch no land but
// Jerusalem: the holy city is built by stones, not settled, so nobody trades there.
void warnHarbors(const settlers::MapModel &map, const HexIndex &index, std::vector<MapWarning> &out)
{
    auto buildable = [&](settlers::HexCoord h) {
        const auto it = index.find(h);
        return it != index.end() && settlers::isLand(map.hexes[it->second].terrain)
               && map.hexes[it->second].terrain != settlers::Terrain::Jerusalem;
    };
    for (std::size_t i = 0; i < map.harbors.size(); ++i) {
        const settlers::Harbor &harbor = map.harbors[i];
        bool usable = false;
        for (settlers::VertexCoord end : settlers::endsOf(settlers::sideOf(harbor.at, harbor.facing)))
            for (settlers::HexCoord h : settlers::hexesAt(end))
                usable = usable || buildable(h);
        if (!usable)
            out.push_back({elementPlace(QStringLiteral("harbors"), qsizetype(i)),
                           QCoreApplication::translate("canaan::MapFile",
                                                       "Neither intersection of this harbor touches land that can be "
                                                       "built on (only Jerusalem), so nobody can use it.")});
    }
}

} // namespace

std::vector<MapWarning> validateMap(const settlers::MapModel &map)
{
    std::vector<MapWarning> out;
    HexIndex index;
    for (std::size_t i = 0; i < map.hexes.size(); ++i)
        index.emplace(map.hexes[i].at, i); // duplicates are errors; the first one counts here
    warnLand(map, out);
    warnNumbers(map, index, out);
    warnJerusalem(map, settlers::Topology::compile(map), out);
    warnHarbors(map, index, out);
    warnClassicTerrain(map, out);
    warnNoHarbor(map, out);
    return out;
}

} // namespace canaan
