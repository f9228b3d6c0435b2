// From a point of the board scene to the hex, intersection or side under it. Works outside the
// map too, so the brush can paint new hexes.
#pragma once

#include "board/hex.h"

#include <QPointF>

namespace canaan::editor {

HexCoord hexAtScene(QPointF scenePos);
VertexCoord cornerNearest(QPointF scenePos);
Side sideNearest(HexCoord hex, QPointF scenePos);

} // namespace canaan::editor
