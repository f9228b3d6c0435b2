// The registry of subcommands. play, replay, simulate, bench, render and generate join here.
#include "cli_command.h"
#include "info_command.h"
#include "play_command.h"
#include "replay_command.h"
#include "validate_command.h"

namespace canaan::cli {

std::vector<std::unique_ptr<Command>> allCommands()
{
    std::vector<std::unique_ptr<Command>> commands;
    commands.push_back(std::make_unique<ValidateCommand>());
    commands.push_back(std::make_unique<InfoCommand>());
    commands.push_back(std::make_unique<PlayCommand>());
    commands.push_back(std::make_unique<ReplayCommand>());
    return commands;
}

} // namespace canaan::cli
