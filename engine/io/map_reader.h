// Turns the JSON object of a *.canaanmap into a MapModel, checking types, limits and ids on the way.
// Internal to engine/io: callers use loadMapFile() and parseMap() from map_file.h.
#pragma once

#include "engine/settlers/board/map.h"
#include "engine/io/json_walker.h"

#include <QJsonObject>

namespace canaan::io {

// Reads what it can; the walker holds the first error and the warnings. The board's consistency
// (duplicates, harbors, Jerusalem) is left to findMapErrors().
settlers::MapModel readMapObject(const QJsonObject &root, JsonWalker &walker);

} // namespace canaan::io
