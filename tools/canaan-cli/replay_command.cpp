#include "tools/canaan-cli/replay_command.h"

#include "tools/canaan-cli/cli_games.h"
#include "tools/canaan-cli/settlers_cli.h"
#include "tools/canaan-cli/game_summary_output.h"
#include "engine/io/game_summary.h"
#include "engine/io/save_file.h"

#include <QCoreApplication>

namespace canaan::cli {

QString ReplayCommand::summary() const
{
    return QCoreApplication::translate("canaan::Cli",
        "Replays a saved game, checking every action and the digest, and prints the "
        "summary.");
}

void ReplayCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(
        QStringLiteral("FILE"), QCoreApplication::translate("canaan::Cli", "The saved game (*.canaansave)."));
    parser.addOption({QStringLiteral("json"),
        QCoreApplication::translate("canaan::Cli", "Prints JSON with stable keys instead of text.")});
}

int ReplayCommand::run(const QCommandLineParser &parser, Streams &streams) const
{
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        streams.err << QStringLiteral("canaan-cli replay: ")
                    << QCoreApplication::translate("canaan::Cli", "Give exactly one saved game.") << '\n';
        return kExitUsage;
    }
    return gameOfSave(files.front()).replay(files.front(), parser.isSet(QStringLiteral("json")), streams);
}

int settlersReplay(const QString &path, bool json, Streams &streams)
{
    const SaveLoadResult loaded = loadSaveFile(path);
    for (const MapWarning &w : loaded.warnings)
        streams.err << warningLine(path, w) << '\n';
    if (!loaded.ok()) {
        streams.err << loaded.error.toString() << '\n';
        return kExitFailure;
    }
    printGameSummary(summarizeGame(loaded.game->rules(), loaded.state, loaded.game->seats), json, streams);
    return kExitOk;
}

} // namespace canaan::cli
