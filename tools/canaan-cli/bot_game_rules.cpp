#include "tools/canaan-cli/bot_game_rules.h"

#include "tools/canaan-cli/builtin_maps.h"
#include "engine/io/map_file.h"

#include <QCoreApplication>

namespace canaan::cli {

std::unique_ptr<settlers::Rules> rulesForBotGames(const QString &command, const QString &mapArgument, int seats, int turnLimit,
                                        Streams &streams, int &status)
{
    const MapLoadResult loaded = loadMapFile(mapPathFor(mapArgument));
    status = kExitFailure;
    if (!loaded.ok()) {
        streams.err << loaded.error.toString() << '\n';
        return nullptr;
    }
    const QString prefix = QStringLiteral("canaan-cli %1: ").arg(command);
    if (settlers::checkEngineLimits(settlers::Topology::compile(*loaded.map)) != settlers::LimitProblem::None) {
        streams.err << prefix
                    << QCoreApplication::translate("canaan::Cli", "The map is larger than the game engine can play.")
                    << '\n';
        return nullptr;
    }
    auto rules = std::make_unique<settlers::Rules>(*loaded.map, turnLimit);
    if (seats < rules->minPlayers() || seats > rules->maxPlayers()) {
        streams.err << prefix
                    << QCoreApplication::translate("canaan::Cli",
                           "This map is played by %1 to %2 players; the number of computer players given is %3.")
                           .arg(rules->minPlayers())
                           .arg(rules->maxPlayers())
                           .arg(seats)
                    << '\n';
        status = kExitUsage;
        return nullptr;
    }
    return rules;
}

} // namespace canaan::cli
