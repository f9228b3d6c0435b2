// Where the board's elements sit in scene coordinates. The engine lays hexes out with circumradius
// 1; the scene scales that by kHexRadius so item sizes can be written in readable pixels.
#pragma once

#include "engine/settlers/board/hex.h"

#include <QPointF>
#include <QPolygonF>

namespace canaan::cartography {

inline constexpr double kHexRadius = 100.0;

QPointF toScene(settlers::Point p);
QPointF sceneCentreOf(settlers::HexCoord h);
QPointF scenePointOf(settlers::VertexCoord v);
QPointF sceneCornerOf(settlers::HexCoord h, settlers::Corner c);
// The middle of a path, and its angle in degrees (0 points east, clockwise positive as in Qt).
QPointF sceneMidpointOf(settlers::EdgeCoord e);
double sceneAngleOf(settlers::EdgeCoord e);
// The hex outline around (0, 0), for items placed at the hex centre; scale < 1 shrinks it.
QPolygonF hexOutline(double scale = 1.0);

} // namespace canaan::cartography
