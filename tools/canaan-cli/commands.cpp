// The registry of subcommands. play, replay, review, simulate, bench, offer-rates, render, print, generate, bot and decide join here.
#include "tools/canaan-cli/bench_command.h"
#include "tools/canaan-cli/bot_command.h"
#include "tools/canaan-cli/cli_command.h"
#include "tools/canaan-cli/decide_command.h"
#include "tools/canaan-cli/generate_command.h"
#include "tools/canaan-cli/info_command.h"
#include "tools/canaan-cli/offer_rates_command.h"
#include "tools/canaan-cli/play_command.h"
#include "tools/canaan-cli/print_command.h"
#include "tools/canaan-cli/render_command.h"
#include "tools/canaan-cli/replay_command.h"
#include "tools/canaan-cli/review_command.h"
#include "tools/canaan-cli/simulate_command.h"
#include "tools/canaan-cli/validate_command.h"

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
