#include "tools/canaan-cli/generate_command.h"

#include "cartography/map_generator.h"
#include "tools/canaan-cli/builtin_maps.h"
#include "engine/io/map_file.h"

#include <QCoreApplication>

namespace canaan::cli {

namespace {

constexpr int kMaxAttempts = 1000000;

int usageError(Streams &streams, const QString &message)
{
    streams.err << QStringLiteral("canaan-cli generate: ") << message << '\n';
    return kExitUsage;
}

} // namespace

QString GenerateCommand::summary() const
{
    return QCoreApplication::translate("canaan::Cli", "Makes a random map from a template: shuffles terrains, numbers and harbors under constraints.");
}

void GenerateCommand::configure(QCommandLineParser &parser) const
{
    parser.addOption({QStringLiteral("map"), QCoreApplication::translate("canaan::Cli", "The template: a map file, or canaan or classic."), QStringLiteral("TEMPLATE")});
    parser.addOption({QStringLiteral("seed"), QCoreApplication::translate("canaan::Cli", "The seed: the same seed gives the same map."), QStringLiteral("S")});
    parser.addOption({QStringLiteral("out"), QCoreApplication::translate("canaan::Cli", "The map file to write."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("allow-hot-neighbours"), QCoreApplication::translate("canaan::Cli", "Lets a 6 or 8 stand next to another 6 or 8.")});
    parser.addOption({QStringLiteral("no-equal-neighbours"), QCoreApplication::translate("canaan::Cli", "Keeps equal numbers apart.")});
    parser.addOption({QStringLiteral("pips"), QCoreApplication::translate("canaan::Cli", "The pips each resource must have, as MIN-MAX."), QStringLiteral("MIN-MAX")});
    parser.addOption({QStringLiteral("keep-harbors"), QCoreApplication::translate("canaan::Cli", "Leaves the harbors as they are.")});
    parser.addOption({QStringLiteral("spread-harbors"), QCoreApplication::translate("canaan::Cli", "Keeps harbors of the same kind apart.")});
    parser.addOption({QStringLiteral("move-harbors"),
                      QCoreApplication::translate("canaan::Cli", "Also moves the harbors to new places along the coast, apart from each other.")});
    parser.addOption({QStringLiteral("attempts"), QCoreApplication::translate("canaan::Cli", "Gives up after this many tries (default 5000)."), QStringLiteral("N")});
}

int GenerateCommand::run(const QCommandLineParser &parser, Streams &streams) const
{
    if (!parser.isSet(QStringLiteral("map")) || !parser.isSet(QStringLiteral("seed")) || !parser.isSet(QStringLiteral("out")))
        return usageError(streams, QCoreApplication::translate("canaan::Cli", "Give --map, --seed and --out."));
    bool ok = false;
    const qulonglong seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok)
        return usageError(streams, QCoreApplication::translate("canaan::Cli", "The seed must be a whole number from 0 up."));

    cartography::GeneratorConstraints constraints;
    constraints.noAdjacentSixEight = !parser.isSet(QStringLiteral("allow-hot-neighbours"));
    constraints.noEqualNeighbours = parser.isSet(QStringLiteral("no-equal-neighbours"));
    constraints.shuffleHarbors = !parser.isSet(QStringLiteral("keep-harbors"));
    constraints.spreadHarbors = parser.isSet(QStringLiteral("spread-harbors"));
    constraints.moveHarbors = parser.isSet(QStringLiteral("move-harbors"));
    if (parser.isSet(QStringLiteral("pips"))) {
        const QStringList range = parser.value(QStringLiteral("pips")).split(u'-');
        bool minOk = false, maxOk = false;
        if (range.size() == 2) {
            constraints.minPipsPerResource = range[0].toInt(&minOk);
            constraints.maxPipsPerResource = range[1].toInt(&maxOk);
        }
        if (!minOk || !maxOk || constraints.minPipsPerResource > constraints.maxPipsPerResource)
            return usageError(streams, QCoreApplication::translate("canaan::Cli", "Write --pips as MIN-MAX, for example 8-14."));
    }
    if (parser.isSet(QStringLiteral("attempts"))) {
        constraints.maxAttempts = parser.value(QStringLiteral("attempts")).toInt(&ok);
        // A bound on the run time: a million attempts take about a second (2^31 took 40 minutes).
        if (!ok || constraints.maxAttempts < 1 || constraints.maxAttempts > kMaxAttempts)
            return usageError(streams, QCoreApplication::translate("canaan::Cli", "The number of attempts must be a whole number from 1 to %1.").arg(kMaxAttempts));
    }

    const MapLoadResult loaded = loadMapFile(mapPathFor(parser.value(QStringLiteral("map"))));
    if (!loaded.ok()) {
        streams.err << loaded.error.toString() << '\n';
        return kExitFailure;
    }
    const cartography::GeneratorResult result = cartography::generateMap(*loaded.map, seed, constraints);
    if (!result.satisfied) {
        streams.err << QCoreApplication::translate("canaan::Cli", "No map met the constraints in %1 attempts; try other constraints.").arg(result.attempts)
                    << '\n';
        return kExitFailure;
    }
    QString error;
    if (!saveMapFile(result.map, parser.value(QStringLiteral("out")), &error)) {
        streams.err << error << '\n';
        return kExitFailure;
    }
    return kExitOk;
}

} // namespace canaan::cli
