#include "editor/canvas/hex_picking.h"

#include "cartography/board_geometry.h"

#include <QLineF>
#include <algorithm>
#include <cmath>

namespace canaan::editor {

settlers::HexCoord hexAtScene(QPointF scenePos)
{
    // Invert centreOf (x = sqrt3 (q + r/2), y = 1.5 r), then round in cube coordinates so the
    // nearest hex centre wins.
    const double x = scenePos.x() / cartography::kHexRadius;
    const double y = scenePos.y() / cartography::kHexRadius;
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

std::vector<settlers::HexCoord> hexesAlong(QPointF from, QPointF to)
{
    // Samples closer than a sixteenth of a hex's radius: a line crossing a hex for less than that
    // only grazes its corner, which the hand does not mean to paint.
    const double step = cartography::kHexRadius / 16.0;
    const int samples = std::max(1, int(std::ceil(QLineF(from, to).length() / step)));
    std::vector<settlers::HexCoord> hexes{hexAtScene(from)};
    for (int i = 1; i <= samples; ++i) {
        const settlers::HexCoord at = hexAtScene(from + (to - from) * (double(i) / samples));
        if (at != hexes.back())
            hexes.push_back(at);
    }
    return hexes;
}

settlers::VertexCoord cornerNearest(QPointF scenePos)
{
    const settlers::HexCoord hex = hexAtScene(scenePos);
    settlers::VertexCoord best = settlers::cornerOf(hex, settlers::Corner::N);
    double bestDistance = 1e18;
    for (settlers::Corner c : settlers::kAllCorners) {
        const double d = QLineF(scenePos, cartography::sceneCornerOf(hex, c)).length();
        if (d < bestDistance) {
            bestDistance = d;
            best = settlers::cornerOf(hex, c);
        }
    }
    return best;
}

settlers::Side sideNearest(settlers::HexCoord hex, QPointF scenePos)
{
    settlers::Side best = settlers::Side::NE;
    double bestDistance = 1e18;
    for (settlers::Side s : settlers::kAllSides) {
        const double d = QLineF(scenePos, cartography::sceneMidpointOf(settlers::sideOf(hex, s))).length();
        if (d < bestDistance) {
            bestDistance = d;
            best = s;
        }
    }
    return best;
}

} // namespace canaan::editor
