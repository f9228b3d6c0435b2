#include "cartography/board_geometry.h"

#include <QLineF>

namespace canaan::cartography {

QPointF toScene(Point p) { return {p.x * kHexRadius, p.y * kHexRadius}; }

QPointF sceneCentreOf(HexCoord h) { return toScene(canaan::centreOf(h)); }

QPointF scenePointOf(VertexCoord v) { return toScene(canaan::pointOf(v)); }

QPointF sceneCornerOf(HexCoord h, Corner c) { return toScene(canaan::cornerPoint(h, c)); }

QPointF sceneMidpointOf(EdgeCoord e)
{
    const auto ends = endsOf(e);
    return (scenePointOf(ends[0]) + scenePointOf(ends[1])) / 2.0;
}

double sceneAngleOf(EdgeCoord e)
{
    const auto ends = endsOf(e);
    // QLineF::angle() is counter-clockwise with y up; the scene's y points down.
    return -QLineF(scenePointOf(ends[0]), scenePointOf(ends[1])).angle();
}

QPolygonF hexOutline(double scale)
{
    QPolygonF outline;
    const QPointF centre = sceneCentreOf(HexCoord{0, 0});
    for (Corner c : kAllCorners)
        outline << (sceneCornerOf(HexCoord{0, 0}, c) - centre) * scale;
    return outline;
}

} // namespace canaan::cartography
