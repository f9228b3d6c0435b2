// The registry of subcommands. play, replay, review, simulate, bench, offer-rates, render, print, generate, bot and decide join here.
#include "bench_command.h"
#include "bot_command.h"
#include "cli_command.h"
#include "decide_command.h"
#include "generate_command.h"
#include "info_command.h"
#include "offer_rates_command.h"
#include "play_command.h"
#include "print_command.h"
#include "render_command.h"
#include "replay_command.h"
#include "review_command.h"
#include "simulate_command.h"
#include "validate_command.h"

namespace canaan::cli {

std::vector<std::unique_ptr<Command>> allCommands()
{
    std::vector<std::unique_ptr<Command>> commands;
    commands.push_back(std::make_unique<ValidateCommand>());
    commands.push_back(std::make_unique<InfoCommand>());
    commands.push_back(std::make_unique<PlayCommand>());
    commands.push_back(std::make_unique<ReplayCommand>());
    commands.push_back(std::make_unique<ReviewCommand>());
    commands.push_back(std::make_unique<GenerateCommand>());
    commands.push_back(std::make_unique<RenderCommand>());
    commands.push_back(std::make_unique<PrintCommand>());
    commands.push_back(std::make_unique<SimulateCommand>());
    commands.push_back(std::make_unique<BenchCommand>());
    commands.push_back(std::make_unique<OfferRatesCommand>());
    commands.push_back(std::make_unique<BotCommand>());
    commands.push_back(std::make_unique<DecideCommand>());
    return commands;
}

} // namespace canaan::cli
