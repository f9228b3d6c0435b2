#include "engine/io/map_limits.h"

#include "engine/settlers/board/topology.h"
#include "engine/settlers/rules/limits.h"

#include <QCoreApplication>

namespace canaan {

std::vector<MapIssue> findPlayLimitErrors(const settlers::MapModel &map)
{
    const settlers::Topology topology = settlers::Topology::compile(map);
    // Each error says what to do: the excess in what the designer removes, hexes. A land hex at the
    // coast takes about two intersections and three paths with it (two and three per hex inside a
    // large map), so the hexes to remove are estimated from those shares.
    struct Count {
        std::size_t count;
        int limit;
        int perHex;
        const char *message;
    };
    const Count counts[] = {
        {topology.tiles().size(), settlers::kMaxTiles, 1,
         QT_TRANSLATE_NOOP("canaan::MapFile",
                           "The map is too big to play: %1 hexes of land and of sea beside land, the limit is %2. "
                           "Remove at least %3 of them, or split the map into two maps.")},
        {topology.vertices().size(), settlers::kMaxVertices, 2,
         QT_TRANSLATE_NOOP("canaan::MapFile",
                           "The map is too big to play: %1 intersections on land, the limit is %2. Remove about %3 "
                           "land hexes at the coast (each takes about two intersections with it), or split the map "
                           "into two maps.")},
        {topology.edges().size(), settlers::kMaxEdges, 3,
         QT_TRANSLATE_NOOP("canaan::MapFile",
                           "The map is too big to play: %1 paths on land, the limit is %2. Remove about %3 land hexes "
                           "at the coast (each takes about three paths with it), or split the map into two maps.")},
    };
    std::vector<MapIssue> out;
    for (const Count &c : counts)
        if (c.count > std::size_t(c.limit)) {
            const std::size_t excess = c.count - std::size_t(c.limit);
            const std::size_t hexes = (excess + std::size_t(c.perHex) - 1) / std::size_t(c.perHex);
            out.push_back({QStringLiteral("hexes"), QCoreApplication::translate("canaan::MapFile", c.message)
                                                        .arg(c.count)
                                                        .arg(c.limit)
                                                        .arg(hexes)});
        }
    return out;
}

} // namespace canaan
