// Conquest's entry in canaan-cli's games (cli_games.h), apart from conquest_cli.cpp: the network
// client it sets up brings the board game's Bot into scope, which that file's Conquest code would
// then have to qualify everywhere.
#include "tools/canaan-cli/conquest_cli.h"

#include "engine/conquest/ai/bot.h"
#include "engine/conquest/saves/conquest_save.h"
#include "net/auto_player.h"

#include <QCoreApplication>

namespace canaan::cli {

const CliGame &conquestCliGame()
{
    static const CliGame game{
        QStringLiteral("conquest"),
        [] { return QCoreApplication::translate("canaan::Cli", "\"conquest\" (the card-and-dice game)"); },
        addConquestOptions,
        conquestPlay,
        conquestSimulate,
        conquestBench,
        [](const QString &path) { return conquest::saves::isConquestFile(path); }, // "game": "conquest" (docs/save-format.md)
        conquestReplay,
        [](net::AutoPlayer &player, const QString &level, std::uint64_t seed) {
            if (!conquest::isBotId(level.toStdString()))
                return QCoreApplication::translate("canaan::Cli", "--level: at a conquest table random, normal or hard, not \"%1\".").arg(level);
            player.decideAsConquestBot(level, seed);
            return QString();
        },
    };
    return game;
}

} // namespace canaan::cli
