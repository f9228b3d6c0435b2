// The one-line forms of errors and warnings, shaped like compiler messages so editors can jump to them.
#include "engine/io/map_file.h"

namespace canaan {

QString FileError::toString() const
{
    if (line > 0)
        return QStringLiteral("%1:%2:%3: error: %4").arg(file).arg(line).arg(column).arg(message);
    if (place.isEmpty())
        return QStringLiteral("%1: error: %2").arg(file, message);
    return QStringLiteral("%1:%2: error: %3").arg(file, place, message);
}

QString warningLine(const QString &file, const MapWarning &warning)
{
    if (warning.place.isEmpty())
        return QStringLiteral("%1: warning: %2").arg(file, warning.message);
    return QStringLiteral("%1:%2: warning: %3").arg(file, warning.place, warning.message);
}

} // namespace canaan
