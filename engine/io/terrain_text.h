// A terrain as map-file messages name it: the file's own id ("hills"), which an author can search
// for, and in other languages the terrain's name with that id ("언덕(hills)").
#pragma once

#include "engine/settlers/board/terrain.h"

#include <QString>

namespace canaan::io {

QString terrainInMessage(settlers::Terrain t);

} // namespace canaan::io
