// Lets QCOMPARE print engine values by their text ids when a comparison fails.
#pragma once

#include "engine/settlers/board/hex.h"
#include "engine/settlers/board/terrain.h"

#include <QtTest>

namespace canaan::settlers {
inline char *toString(const settlers::HexCoord &h) { return qstrdup(settlers::textId(h).c_str()); }
inline char *toString(const settlers::VertexCoord &v) { return qstrdup(settlers::textId(v).c_str()); }
inline char *toString(const settlers::EdgeCoord &e) { return qstrdup(settlers::textId(e).c_str()); }
inline char *toString(settlers::Terrain t) { return qstrdup(std::string(settlers::terrainId(t)).c_str()); }
inline char *toString(settlers::Resource r) { return qstrdup(std::string(settlers::resourceId(r)).c_str()); }
} // namespace canaan::settlers
