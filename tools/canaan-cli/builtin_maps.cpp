#include "builtin_maps.h"

namespace canaan::cli {

QStringList builtinMapNames() { return {QStringLiteral("canaan"), QStringLiteral("classic")}; }

QString mapPathFor(const QString &argument)
{
    if (builtinMapNames().contains(argument))
        return QStringLiteral(":/maps/%1.canaanmap").arg(argument);
    return argument;
}

} // namespace canaan::cli
