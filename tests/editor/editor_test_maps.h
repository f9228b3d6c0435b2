// Maps the editor tests start from.
#pragma once

#include "engine/io/map_file.h"

#include <QString>
#include <QTest>

namespace canaan::editor::test {

inline settlers::MapModel builtinMap(const char *name)
{
    const MapLoadResult loaded =
        loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/%1.canaanmap").arg(QLatin1String(name)));
    if (!loaded.ok())
        qFatal("cannot load the built-in map %s", name);
    return *loaded.map;
}

inline settlers::VertexCoord vertex(const char *id) { return *settlers::parseVertex(id); }

} // namespace canaan::editor::test
