#include "io/map_limits.h"

#include "board/topology.h"
#include "rules/limits.h"

#include <QCoreApplication>

namespace canaan {

std::vector<MapIssue> findPlayLimitErrors(const MapModel &map)
{
    const Topology topology = Topology::compile(map);
    struct Count {
        std::size_t count;
        int limit;
        const char *message;
    };
    const Count counts[] = {
        {topology.tiles().size(), kMaxTiles,
         QT_TRANSLATE_NOOP("canaan::MapFile",
                           "The map is too big to play: %1 hexes of land and of sea beside land, the limit is %2.")},
        {topology.vertices().size(), kMaxVertices,
         QT_TRANSLATE_NOOP("canaan::MapFile",
                           "The map is too big to play: %1 intersections on land, the limit is %2.")},
        {topology.edges().size(), kMaxEdges,
         QT_TRANSLATE_NOOP("canaan::MapFile", "The map is too big to play: %1 paths on land, the limit is %2.")},
    };
    std::vector<MapIssue> out;
    for (const Count &c : counts)
        if (c.count > std::size_t(c.limit))
            out.push_back({QStringLiteral("hexes"),
                           QCoreApplication::translate("canaan::MapFile", c.message).arg(c.count).arg(c.limit)});
    return out;
}

} // namespace canaan
