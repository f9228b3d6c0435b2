#include "tools/canaan-cli/play_command.h"

#include "tools/canaan-cli/bot_roster.h"
#include "tools/canaan-cli/cli_games.h"
#include "tools/canaan-cli/settlers_cli.h"
#include "tools/canaan-cli/builtin_maps.h"
#include "tools/canaan-cli/game_summary_output.h"
#include "tools/canaan-cli/headless_game.h"
#include "engine/io/game_summary.h"
#include "engine/io/map_file.h"

#include <QCoreApplication>

namespace canaan::cli {

namespace {

const QString kDefaultBots = QStringLiteral("random,random,random,random");

int usageError(const QString &message, Streams &streams)
{
    streams.err << QStringLiteral("canaan-cli play: ") << message << '\n';
    return kExitUsage;
}

} // namespace

QString PlayCommand::summary() const
{
    return QCoreApplication::translate(
        "canaan::Cli", "Plays a whole game between computer players without a display and prints the summary.");
}

void PlayCommand::configure(QCommandLineParser &parser) const
{
    parser.addOption({QStringLiteral("map"),
        QCoreApplication::translate("canaan::Cli", "The map: a *.canaanmap file or a built-in map (%1).")
            .arg(builtinMapNames().join(QStringLiteral(", "))),
        QStringLiteral("MAP")});
    parser.addOption({QStringLiteral("seed"),
        QCoreApplication::translate("canaan::Cli", "The seed of the dice, the cards and the computer players."),
        QStringLiteral("SEED"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("bots"),
        QCoreApplication::translate(
            "canaan::Cli", "The computer players, one per seat, separated by commas (available: %1; with --game conquest: random, normal, hard).")
            .arg(availableBotIds().join(QStringLiteral(", "))),
        QStringLiteral("LIST"), kDefaultBots});
    parser.addOption({QStringLiteral("save"),
        QCoreApplication::translate("canaan::Cli", "Also saves the game to this file (*.canaansave)."),
        QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("turn-limit"),
        QCoreApplication::translate("canaan::Cli", "Stops the game unfinished after this many turns (0: no limit)."),
        QStringLiteral("N"), QStringLiteral("0")});
    parser.addOption({QStringLiteral("json"),
        QCoreApplication::translate("canaan::Cli", "Prints JSON with stable keys instead of text.")});
    addGameOptions(parser, false);
}

int PlayCommand::run(const QCommandLineParser &parser, Streams &streams) const
{
    int status = 0;
    const CliGame *game = chosenGame(parser, name(), streams, &status);
    return game ? game->play(parser, streams) : status;
}

int settlersPlay(const QCommandLineParser &parser, Streams &streams)
{
    if (!parser.positionalArguments().isEmpty())
        return usageError(QCoreApplication::translate(
                              "canaan::Cli", "The play command takes no file arguments; give the map with --map."),
            streams);
    if (!parser.isSet(QStringLiteral("map")))
        return usageError(QCoreApplication::translate("canaan::Cli", "Give the map with --map."), streams);
    bool ok = false;
    const QString seedText = parser.value(QStringLiteral("seed"));
    const std::uint64_t seed = seedText.toULongLong(&ok);
    if (!ok)
        return usageError(QCoreApplication::translate(
                              "canaan::Cli", "The seed \"%1\" is not a whole number from 0 to 18446744073709551615.")
                              .arg(seedText),
            streams);
    const QString limitText = parser.value(QStringLiteral("turn-limit"));
    const int turnLimit = limitText.toInt(&ok);
    if (!ok || turnLimit < 0 || turnLimit > 100000)
        return usageError(
            QCoreApplication::translate("canaan::Cli", "The turn limit \"%1\" is not a whole number from 0 to 100000.")
                .arg(limitText),
            streams);
    const QStringList bots = parser.value(QStringLiteral("bots")).split(u',');
    for (const QString &id : bots)
        if (!availableBotIds().contains(id))
            return usageError(
                QCoreApplication::translate("canaan::Cli", "Unknown computer player \"%1\"; available: %2.")
                    .arg(id, availableBotIds().join(QStringLiteral(", "))),
                streams);

    const MapLoadResult loaded = loadMapFile(mapPathFor(parser.value(QStringLiteral("map"))));
    if (!loaded.ok()) {
        streams.err << loaded.error.toString() << '\n';
        return kExitFailure;
    }
    const settlers::MapModel &map = *loaded.map;
    if (settlers::checkEngineLimits(settlers::Topology::compile(map)) != settlers::LimitProblem::None) {
        streams.err << QStringLiteral("canaan-cli play: ")
                    << QCoreApplication::translate("canaan::Cli", "The map is larger than the game engine can play.")
                    << '\n';
        return kExitFailure;
    }
    const settlers::Rules limits(map);
    if (bots.size() < limits.minPlayers() || bots.size() > limits.maxPlayers())
        return usageError(QCoreApplication::translate("canaan::Cli",
                              "This map is played by %1 to %2 players; the number of computer players given is %3.")
                              .arg(limits.minPlayers())
                              .arg(limits.maxPlayers())
                              .arg(bots.size()),
            streams);

    const HeadlessGame game = playHeadless(map, bots, seed, turnLimit);
    if (parser.isSet(QStringLiteral("save"))) {
        QString error;
        const QString file = parser.value(QStringLiteral("save"));
        if (!saveSaveFile(game.saved, game.saved.rules(), game.final, file, &error)) {
            streams.err << QStringLiteral("%1: error: %2").arg(file, error) << '\n';
            return kExitFailure;
        }
    }
    printGameSummary(
        summarizeGame(game.saved.rules(), game.final, game.saved.seats), parser.isSet(QStringLiteral("json")), streams);
    return kExitOk;
}

} // namespace canaan::cli
