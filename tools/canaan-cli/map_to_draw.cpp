#include "tools/canaan-cli/map_to_draw.h"

#include "tools/canaan-cli/builtin_maps.h"
#include "engine/io/map_file.h"

#include <QCoreApplication>
#include <QGuiApplication>

namespace canaan::cli {

std::optional<settlers::MapModel> loadMapToDraw(const QString &command, const QString &mapArgument, Streams &streams)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        streams.err << QStringLiteral("canaan-cli %1: ").arg(command)
                    << QCoreApplication::translate("canaan::Cli", "Drawing needs a graphical application object.") << '\n';
        return std::nullopt;
    }
    MapLoadResult loaded = loadMapFile(mapPathFor(mapArgument));
    if (!loaded.ok()) {
        streams.err << loaded.error.toString() << '\n';
        return std::nullopt;
    }
    return std::move(loaded.map);
}

} // namespace canaan::cli
