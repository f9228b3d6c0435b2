// Which intersection, path or hex a tap on the board means: the nearest one within reach, so a
// finger need not hit a small mark exactly.
#pragma once

#include "engine/settlers/board/topology.h"

#include <QPointF>

namespace canaan::companion {

enum class PickKind { Vertex, Edge, Tile };

// The id of the nearest element of `kind` to scenePoint (BoardScene coordinates), or kNone when
// none is within reach (about half a hex for intersections, a third for paths, the hex for tiles).
int pickAt(const settlers::Topology &topology, PickKind kind, QPointF scenePoint);

} // namespace canaan::companion
