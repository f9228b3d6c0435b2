// The maps that ship with Canaan, compiled into canaan-cli (qt_add_resources), so `--map canaan`
// works from the build tree and after install alike.
#pragma once

#include <QString>
#include <QStringList>

namespace canaan::cli {

QStringList builtinMapNames(); // "canaan", "classic"
// The resource path of a built-in map's name, or `argument` itself when it names no built-in map.
// A built-in name wins over a file of that name; write ./canaan for the file.
QString mapPathFor(const QString &argument);

} // namespace canaan::cli
