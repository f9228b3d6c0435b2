#include "engine/io/builtin_maps.h"

#include <QDir>

namespace canaan::io {

QStringList builtinMapPaths()
{
    const QDir folder(kBuiltinMapFolder);
    QStringList paths;
    for (const QString &file : folder.entryList({QStringLiteral("*.canaanmap")}, QDir::Files, QDir::Name))
        paths << folder.filePath(file);
    return paths;
}

} // namespace canaan::io
