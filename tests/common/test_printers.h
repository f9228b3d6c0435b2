// Lets QCOMPARE print engine values by their text ids when a comparison fails.
#pragma once

#include "engine/settlers/board/hex.h"
#include "engine/settlers/board/terrain.h"

#include <QtTest>

namespace canaan {
inline char *toString(const HexCoord &h) { return qstrdup(textId(h).c_str()); }
inline char *toString(const VertexCoord &v) { return qstrdup(textId(v).c_str()); }
inline char *toString(const EdgeCoord &e) { return qstrdup(textId(e).c_str()); }
inline char *toString(Terrain t) { return qstrdup(std::string(terrainId(t)).c_str()); }
inline char *toString(Resource r) { return qstrdup(std::string(resourceId(r)).c_str()); }
} // namespace canaan
