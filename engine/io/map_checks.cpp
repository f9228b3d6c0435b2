// The board errors that make a map unplayable, shared by the loader and the editor.
#include "engine/io/json_walker.h"
#include "engine/io/map_file.h"
#include "engine/io/terrain_text.h"

#include <QCoreApplication>
#include <map>
#include <unordered_map>

namespace canaan {

namespace {

using io::elementPlace;
using io::memberPlace;

QString idText(settlers::HexCoord h) { return QString::fromStdString(settlers::textId(h)); }
QString idText(settlers::VertexCoord v) { return QString::fromStdString(settlers::textId(v)); }

using HexIndex = std::unordered_map<settlers::HexCoord, std::size_t, settlers::HexCoordHash>;

void checkHexes(const settlers::MapModel &map, HexIndex &index, std::vector<MapIssue> &out)
{
    for (std::size_t i = 0; i < map.hexes.size(); ++i) {
        const settlers::MapHex &hex = map.hexes[i];
        const QString at = elementPlace(QStringLiteral("hexes"), qsizetype(i));
        const auto [it, inserted] = index.emplace(hex.at, i);
        if (!inserted)
            out.push_back({at, QCoreApplication::translate("canaan::MapFile",
                                                           "The hex %1 is already listed as hexes[%2].")
                                   .arg(idText(hex.at))
                                   .arg(it->second)});
        if (hex.number == 0)
            continue;
        const QString numberPlace = memberPlace(at, QStringLiteral("number"));
        if (hex.number < 2 || hex.number > 12)
            out.push_back({numberPlace,
                           QCoreApplication::translate("canaan::MapFile", "This number must be from %1 to %2.")
                               .arg(2)
                               .arg(12)});
        else if (hex.number == 7)
            out.push_back({numberPlace, QCoreApplication::translate("canaan::MapFile",
                                                                    "No hex may have the number 7: a 7 moves the "
                                                                    "Plague instead of producing.")});
        else if (!settlers::isProductive(hex.terrain))
            out.push_back({numberPlace, QCoreApplication::translate(
                                            "canaan::MapFile",
                                            "Only production terrain takes a number; this hex's terrain is %1.")
                                            .arg(io::terrainInMessage(hex.terrain))});
    }
}

void checkHarbors(const settlers::MapModel &map, const HexIndex &index, std::vector<MapIssue> &out)
{
    std::map<std::pair<settlers::HexCoord, settlers::Side>, std::size_t> seen;
    for (std::size_t i = 0; i < map.harbors.size(); ++i) {
        const settlers::Harbor &harbor = map.harbors[i];
        const QString at = elementPlace(QStringLiteral("harbors"), qsizetype(i));
        const auto hex = index.find(harbor.at);
        if (hex == index.end()) {
            out.push_back({at, QCoreApplication::translate("canaan::MapFile",
                                                           "The map has no hex at %1 for this harbor.")
                                   .arg(idText(harbor.at))});
            continue;
        }
        const settlers::Terrain terrain = map.hexes[hex->second].terrain;
        if (terrain != settlers::Terrain::Sea) {
            out.push_back({at, QCoreApplication::translate("canaan::MapFile",
                                                           "A harbor must lie on a sea hex, but the hex %1 is %2.")
                                   .arg(idText(harbor.at), io::terrainInMessage(terrain))});
            continue;
        }
        const settlers::HexCoord faced = settlers::neighbour(harbor.at, harbor.facing);
        const auto facedHex = index.find(faced);
        if (facedHex == index.end() || !settlers::isLand(map.hexes[facedHex->second].terrain))
            out.push_back({memberPlace(at, QStringLiteral("facing")),
                           QCoreApplication::translate("canaan::MapFile",
                                                       "The harbor faces the hex %1, which is not a land hex.")
                               .arg(idText(faced))});
        const auto [it, inserted] = seen.emplace(std::pair{harbor.at, harbor.facing}, i);
        if (!inserted)
            out.push_back({at, QCoreApplication::translate("canaan::MapFile",
                                                           "Another harbor already lies on this side: harbors[%1].")
                                   .arg(it->second)});
    }
}

// Reports intersections listed twice, and those `fits` rejects with `misplaced`.
template <typename Fits>
void checkIntersections(const std::vector<settlers::VertexCoord> &list, const QString &place, Fits fits,
                        const char *misplaced, std::vector<MapIssue> &out)
{
    std::map<settlers::VertexCoord, std::size_t> seen;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const QString at = elementPlace(place, qsizetype(i));
        if (!fits(list[i]))
            out.push_back({at, QCoreApplication::translate("canaan::MapFile", misplaced).arg(idText(list[i]))});
        const auto [it, inserted] = seen.emplace(list[i], i);
        if (!inserted)
            out.push_back({at, QCoreApplication::translate("canaan::MapFile",
                                                           "The intersection %1 is already listed as %2[%3].")
                                   .arg(idText(list[i]), place)
                                   .arg(it->second)});
    }
}

} // namespace

std::vector<MapIssue> findMapErrors(const settlers::MapModel &map)
{
    std::vector<MapIssue> out;
    HexIndex index;
    checkHexes(map, index, out);
    checkHarbors(map, index, out);
    auto touches = [&](settlers::VertexCoord v, auto predicate) {
        for (settlers::HexCoord h : settlers::hexesAt(v)) {
            const auto it = index.find(h);
            if (it != index.end() && predicate(map.hexes[it->second].terrain))
                return true;
        }
        return false;
    };
    checkIntersections(
        map.jerusalemSites, QStringLiteral("jerusalemSites"),
        [&](settlers::VertexCoord v) { return touches(v, [](settlers::Terrain t) { return t == settlers::Terrain::Jerusalem; }); },
        QT_TRANSLATE_NOOP("canaan::MapFile", "The intersection %1 is not a corner of a Jerusalem hex."), out);
    checkIntersections(
        map.closedToSetup, QStringLiteral("closedToSetup"),
        [&](settlers::VertexCoord v) { return touches(v, settlers::isLand); },
        QT_TRANSLATE_NOOP("canaan::MapFile", "The intersection %1 touches no land hex."), out);
    return out;
}

} // namespace canaan
