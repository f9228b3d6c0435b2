#include "cartography/board_geometry.h"

#include <QLineF>

namespace canaan::cartography {

QPointF toScene(settlers::Point p) { return {p.x * kHexRadius, p.y * kHexRadius}; }

QPointF sceneCentreOf(settlers::HexCoord h) { return toScene(canaan::settlers::centreOf(h)); }

QPointF scenePointOf(settlers::VertexCoord v) { return toScene(canaan::settlers::pointOf(v)); }

QPointF sceneCornerOf(settlers::HexCoord h, settlers::Corner c) { return toScene(canaan::settlers::cornerPoint(h, c)); }

QPointF sceneMidpointOf(settlers::EdgeCoord e)
{
    const auto ends = settlers::endsOf(e);
    return (scenePointOf(ends[0]) + scenePointOf(ends[1])) / 2.0;
}

double sceneAngleOf(settlers::EdgeCoord e)
{
    const auto ends = settlers::endsOf(e);
    // QLineF::angle() is counter-clockwise with y up; the scene's y points down.
    return -QLineF(scenePointOf(ends[0]), scenePointOf(ends[1])).angle();
}

QPolygonF hexOutline(double scale)
{
    QPolygonF outline;
    const QPointF centre = sceneCentreOf(settlers::HexCoord{0, 0});
    for (settlers::Corner c : settlers::kAllCorners)
        outline << (sceneCornerOf(settlers::HexCoord{0, 0}, c) - centre) * scale;
    return outline;
}

} // namespace canaan::cartography
