#include "hex_picking.h"

#include "board_geometry.h"

#include <QLineF>
#include <cmath>

namespace canaan::editor {

HexCoord hexAtScene(QPointF scenePos)
{
    // Invert centreOf (x = sqrt3 (q + r/2), y = 1.5 r), then round in cube coordinates so the
    // nearest hex centre wins.
    const double x = scenePos.x() / board::kHexRadius;
    const double y = scenePos.y() / board::kHexRadius;
    const double r = y / 1.5;
    const double q = x / std::sqrt(3.0) - r / 2.0;
    const double s = -q - r;
    double rq = std::round(q), rr = std::round(r), rs = std::round(s);
    const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return {int(rq), int(rr)};
}

VertexCoord cornerNearest(QPointF scenePos)
{
    const HexCoord hex = hexAtScene(scenePos);
    VertexCoord best = cornerOf(hex, Corner::N);
    double bestDistance = 1e18;
    for (Corner c : kAllCorners) {
        const double d = QLineF(scenePos, board::sceneCornerOf(hex, c)).length();
        if (d < bestDistance) {
            bestDistance = d;
            best = cornerOf(hex, c);
        }
    }
    return best;
}

Side sideNearest(HexCoord hex, QPointF scenePos)
{
    Side best = Side::NE;
    double bestDistance = 1e18;
    for (Side s : kAllSides) {
        const double d = QLineF(scenePos, board::sceneMidpointOf(sideOf(hex, s))).length();
        if (d < bestDistance) {
            bestDistance = d;
            best = s;
        }
    }
    return best;
}

} // namespace canaan::editor
