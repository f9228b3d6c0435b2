#include "tools/canaan-cli/info_command.h"

#include "tools/canaan-cli/builtin_maps.h"
#include "engine/io/map_file.h"
#include "tools/canaan-cli/map_summary.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace canaan::cli {

QString InfoCommand::summary() const
{
    return QCoreApplication::translate("canaan::Cli",
                                       "Summarises a map: hexes per terrain, numbers, harbors, Jerusalem sites, "
                                       "intersections and paths.");
}

void InfoCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("MAP"),
                                 QCoreApplication::translate("canaan::Cli", "The map: a map file, or canaan or classic."));
    parser.addOption({QStringLiteral("json"),
                      QCoreApplication::translate("canaan::Cli", "Prints JSON with stable keys instead of text.")});
}

int InfoCommand::run(const QCommandLineParser &parser, Streams &streams) const
{
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        streams.err << QStringLiteral("canaan-cli info: ")
                    << QCoreApplication::translate("canaan::Cli", "Give exactly one map file.") << '\n';
        return kExitUsage;
    }
    const MapLoadResult loaded = loadMapFile(mapPathFor(files.front()));
    if (!loaded.ok()) {
        streams.err << loaded.error.toString() << '\n';
        return kExitFailure;
    }
    const MapSummary summary = summarize(*loaded.map);
    if (parser.isSet(QStringLiteral("json")))
        streams.out << QJsonDocument(summaryJson(files.front(), *loaded.map, summary)).toJson(QJsonDocument::Indented);
    else
        streams.out << summaryText(files.front(), *loaded.map, summary);
    return kExitOk;
}

} // namespace canaan::cli
