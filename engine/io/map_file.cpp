// Stub: the map file helper replaces this with the real loader.
#include "io/map_file.h"

namespace canaan {

QString FileError::toString() const
{
    return place.isEmpty() ? QStringLiteral("%1: error: %2").arg(file, message)
                           : QStringLiteral("%1:%2: error: %3").arg(file, place, message);
}

MapLoadResult loadMapFile(const QString &path)
{
    MapLoadResult r;
    r.error = {path, {}, QStringLiteral("not implemented"), 0, 0};
    return r;
}

MapLoadResult parseMap(const QByteArray &, const QString &fileName)
{
    return loadMapFile(fileName);
}

QByteArray serializeMap(const MapModel &) { return {}; }
bool saveMapFile(const MapModel &, const QString &, QString *) { return false; }
std::vector<MapWarning> validateMap(const MapModel &) { return {}; }

} // namespace canaan
