// `--game conquest` for play, replay, simulate and bench (issue 20): the card-and-dice game of
// docs/conquest.md. The settlers commands hand over to these when the option is given.
#pragma once

#include "tools/canaan-cli/cli_games.h"

#include <QCommandLineParser>
#include <atomic>

namespace canaan::cli {

// Conquest's entry in canaan-cli's games (cli_games.h).
const CliGame &conquestCliGame();

// Adds --nations, --cities, --turns (and, when `simulate`, --rotate) to a command's parser.
void addConquestOptions(QCommandLineParser &parser, bool simulate);

int conquestPlay(const QCommandLineParser &parser, Streams &streams);
int conquestSimulate(const QCommandLineParser &parser, Streams &streams);
int conquestBench(const QCommandLineParser &parser, Streams &streams, const std::atomic<long> &allocations);
// The file is a Conquest save (saves::isConquestFile): replay it and print its summary.
int conquestReplay(const QString &file, bool json, Streams &streams);

} // namespace canaan::cli
