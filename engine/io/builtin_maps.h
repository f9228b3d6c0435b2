// The maps that ship with Canaan, compiled in once (engine/CMakeLists.txt, under :/maps/) for every
// program that offers them: the app's new-game dialog, the companion, canaan-cli, canaan-server.
#pragma once

#include <QString>
#include <QStringList>

namespace canaan::io {

// The resource folder they live in.
inline const QString kBuiltinMapFolder = QStringLiteral(":/maps");

// Their resource paths, by file name (":/maps/canaan.canaanmap", ":/maps/classic.canaanmap").
QStringList builtinMapPaths();

} // namespace canaan::io
