#include "engine/io/terrain_text.h"

#include <QCoreApplication>

namespace canaan::io {

QString terrainInMessage(Terrain t)
{
    // The English source is the id itself, so English messages quote the file exactly.
    switch (t) {
    case Terrain::Forest: return QCoreApplication::translate("canaan::MapFile", "forest", "terrain id in a message");
    case Terrain::Pasture: return QCoreApplication::translate("canaan::MapFile", "pasture", "terrain id in a message");
    case Terrain::Fields: return QCoreApplication::translate("canaan::MapFile", "fields", "terrain id in a message");
    case Terrain::Hills: return QCoreApplication::translate("canaan::MapFile", "hills", "terrain id in a message");
    case Terrain::Mountains: return QCoreApplication::translate("canaan::MapFile", "mountains", "terrain id in a message");
    case Terrain::Copper: return QCoreApplication::translate("canaan::MapFile", "copper", "terrain id in a message");
    case Terrain::Desert: return QCoreApplication::translate("canaan::MapFile", "desert", "terrain id in a message");
    case Terrain::Jerusalem: return QCoreApplication::translate("canaan::MapFile", "jerusalem", "terrain id in a message");
    case Terrain::Sea: return QCoreApplication::translate("canaan::MapFile", "sea", "terrain id in a message");
    }
    return QString::fromUtf8(terrainId(t));
}

} // namespace canaan::io
