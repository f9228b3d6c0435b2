#include "tools/canaan-cli/settlers_cli.h"

#include "net/auto_player.h"

#include <QCoreApplication>

namespace canaan::cli {

const CliGame &settlersCliGame()
{
    static const CliGame game{
        QStringLiteral("settlers"),
        [] { return QCoreApplication::translate("canaan::Cli", "\"settlers\" (the board game)"); },
        nullptr, // its options are the commands' own
        settlersPlay,
        settlersSimulate,
        settlersBench,
        [](const QString &) { return true; }, // any file: its loader says what is wrong with a damaged one
        settlersReplay,
        [](net::AutoPlayer &player, const QString &level, std::uint64_t) {
            return player.setLevel(level)
                       ? QString()
                       : QCoreApplication::translate("canaan::Cli", "--level must be random, easy, normal or hard, not \"%1\".").arg(level);
        },
    };
    return game;
}

} // namespace canaan::cli
