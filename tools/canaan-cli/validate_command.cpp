#include "tools/canaan-cli/validate_command.h"

#include "tools/canaan-cli/builtin_maps.h"
#include "engine/io/map_file.h"
#include "engine/io/map_limits.h"

#include <QCoreApplication>

namespace canaan::cli {

QString ValidateCommand::summary() const
{
    return QCoreApplication::translate("canaan::Cli", "Checks map files and prints their errors and warnings.");
}

void ValidateCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("MAP"),
                                 QCoreApplication::translate("canaan::Cli", "The maps to check: map files, or canaan or classic."),
                                 QStringLiteral("MAP..."));
}

int ValidateCommand::run(const QCommandLineParser &parser, Streams &streams) const
{
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) {
        streams.err << QStringLiteral("canaan-cli validate: ")
                    << QCoreApplication::translate("canaan::Cli", "No file given.") << '\n';
        return kExitUsage;
    }
    bool anyError = false;
    for (const QString &file : files) {
        const MapLoadResult loaded = loadMapFile(mapPathFor(file));
        for (const MapWarning &w : loaded.warnings)
            streams.out << warningLine(file, w) << '\n';
        if (!loaded.ok()) {
            streams.out << loaded.error.toString() << '\n';
            anyError = true;
            continue;
        }
        for (const MapWarning &w : validateMap(*loaded.map))
            streams.out << warningLine(file, w) << '\n';
        // A map the engine cannot play loads (the editor opens it to cut it down) but is not valid.
        for (const MapIssue &e : findPlayLimitErrors(*loaded.map)) {
            streams.out << FileError{file, e.place, e.message}.toString() << '\n';
            anyError = true;
        }
    }
    return anyError ? kExitFailure : kExitOk;
}

} // namespace canaan::cli
