// From a point of the board scene to the hex, intersection or side under it. Works outside the
// map too, so the brush can paint new hexes.
#pragma once

#include "engine/settlers/board/hex.h"

#include <QPointF>
#include <vector>

namespace canaan::editor {

settlers::HexCoord hexAtScene(QPointF scenePos);
// Every hex the straight line from `from` to `to` passes through, in order, each once. Qt merges
// mouse moves, so a fast stroke reports points several hexes apart: the tools paint this line.
std::vector<settlers::HexCoord> hexesAlong(QPointF from, QPointF to);
settlers::VertexCoord cornerNearest(QPointF scenePos);
settlers::Side sideNearest(settlers::HexCoord hex, QPointF scenePos);

} // namespace canaan::editor
