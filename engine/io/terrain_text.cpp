#include "engine/io/terrain_text.h"

#include <QCoreApplication>

namespace canaan::io {

QString terrainInMessage(settlers::Terrain t)
{
    // The English source is the id itself, so English messages quote the file exactly.
    switch (t) {
    case settlers::Terrain::Forest: return QCoreApplication::translate("canaan::MapFile", "forest", "terrain id in a message");
    case settlers::Terrain::Pasture: return QCoreApplication::translate("canaan::MapFile", "pasture", "terrain id in a message");
    case settlers::Terrain::Fields: return QCoreApplication::translate("canaan::MapFile", "fields", "terrain id in a message");
    case settlers::Terrain::Hills: return QCoreApplication::translate("canaan::MapFile", "hills", "terrain id in a message");
    case settlers::Terrain::Mountains: return QCoreApplication::translate("canaan::MapFile", "mountains", "terrain id in a message");
    case settlers::Terrain::Copper: return QCoreApplication::translate("canaan::MapFile", "copper", "terrain id in a message");
    case settlers::Terrain::Desert: return QCoreApplication::translate("canaan::MapFile", "desert", "terrain id in a message");
    case settlers::Terrain::Jerusalem: return QCoreApplication::translate("canaan::MapFile", "jerusalem", "terrain id in a message");
    case settlers::Terrain::Sea: return QCoreApplication::translate("canaan::MapFile", "sea", "terrain id in a message");
    }
    return QString::fromUtf8(settlers::terrainId(t));
}

} // namespace canaan::io
