// The board game's entry in canaan-cli's games (cli_games.h): its commands' own paths, which live
// in their command files (play_command.cpp, simulate_command.cpp, bench_command.cpp, replay_command.cpp).
#pragma once

#include "tools/canaan-cli/cli_games.h"

namespace canaan::cli {

const CliGame &settlersCliGame();

int settlersPlay(const QCommandLineParser &parser, Streams &streams);
int settlersSimulate(const QCommandLineParser &parser, Streams &streams);
int settlersBench(const QCommandLineParser &parser, Streams &streams, const std::atomic<long> &allocations);
int settlersReplay(const QString &path, bool json, Streams &streams);

} // namespace canaan::cli
