#include "tools/canaan-cli/cli_games.h"

#include "tools/canaan-cli/cli_command.h"
#include "tools/canaan-cli/conquest_cli.h"
#include "tools/canaan-cli/settlers_cli.h"

#include <QCoreApplication>

namespace canaan::cli {

const std::vector<const CliGame *> &cliGames()
{
    static const std::vector<const CliGame *> games{&settlersCliGame(), &conquestCliGame()};
    return games;
}

QString gameIds(const QString &separator)
{
    QStringList ids;
    for (const CliGame *game : cliGames())
        ids << game->id;
    return ids.join(separator);
}

void addGameOption(QCommandLineParser &parser)
{
    QStringList described;
    for (const CliGame *game : cliGames())
        described << game->describe();
    // A list, not a sentence glued from words: each game's own description, separated by semicolons.
    //: %1: the games, as: "settlers" (the board game); "conquest" (the card-and-dice game).
    parser.addOption({QStringLiteral("game"),
                      QCoreApplication::translate("canaan::Cli", "The game, one of: %1.").arg(described.join(QStringLiteral("; "))),
                      QStringLiteral("GAME"), cliGames().front()->id});
}

void addGameOptions(QCommandLineParser &parser, bool simulate)
{
    addGameOption(parser);
    for (const CliGame *game : cliGames())
        if (game->addOptions)
            game->addOptions(parser, simulate);
}

const CliGame *chosenGame(const QCommandLineParser &parser, const QString &command, Streams &streams, int *status)
{
    const QString id = parser.value(QStringLiteral("game"));
    for (const CliGame *game : cliGames())
        if (game->id == id)
            return game;
    streams.err << QStringLiteral("canaan-cli %1: ").arg(command)
                << QCoreApplication::translate("canaan::Cli", "Unknown game \"%1\"; available: %2.").arg(id, gameIds(QStringLiteral(", ")))
                << '\n';
    *status = kExitUsage;
    return nullptr;
}

const CliGame &gameOfSave(const QString &path)
{
    const auto &games = cliGames();
    for (auto it = games.rbegin(); it != games.rend(); ++it)
        if ((*it)->readsSave(path))
            return **it;
    return *games.front();
}

} // namespace canaan::cli
