#include "companion/window/board_picking.h"

#include "cartography/board_geometry.h"

#include <QLineF>
#include <limits>

namespace canaan::companion {

int pickAt(const settlers::Topology &topology, PickKind kind, QPointF p)
{
    using cartography::kHexRadius;
    int best = settlers::kNone;
    double bestDistance = std::numeric_limits<double>::max();
    auto consider = [&](int id, QPointF at, double reach) {
        const double d = QLineF(p, at).length();
        if (d <= reach && d < bestDistance) {
            bestDistance = d;
            best = id;
        }
    };
    switch (kind) {
    case PickKind::Vertex:
        for (std::size_t i = 0; i < topology.vertices().size(); ++i)
            consider(static_cast<int>(i), cartography::scenePointOf(topology.vertices()[i].at), 0.45 * cartography::kHexRadius);
        break;
    case PickKind::Edge:
        for (std::size_t i = 0; i < topology.edges().size(); ++i)
            consider(static_cast<int>(i), cartography::sceneMidpointOf(topology.edges()[i].at), 0.35 * cartography::kHexRadius);
        break;
    case PickKind::Tile:
        for (std::size_t i = 0; i < topology.tiles().size(); ++i)
            consider(static_cast<int>(i), cartography::sceneCentreOf(topology.tiles()[i].at), 0.87 * cartography::kHexRadius);
        break;
    }
    return best;
}

} // namespace canaan::companion
