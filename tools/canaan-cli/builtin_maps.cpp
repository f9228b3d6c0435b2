#include "tools/canaan-cli/builtin_maps.h"

#include "engine/io/builtin_maps.h"

#include <QFileInfo>

namespace canaan::cli {

QStringList builtinMapNames()
{
    QStringList names;
    for (const QString &path : io::builtinMapPaths())
        names << QFileInfo(path).completeBaseName();
    return names;
}

QString mapPathFor(const QString &argument)
{
    if (builtinMapNames().contains(argument))
        return io::kBuiltinMapFolder + QStringLiteral("/%1.canaanmap").arg(argument);
    return argument;
}

} // namespace canaan::cli
