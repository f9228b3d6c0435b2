// The games canaan-cli plays, one entry each (issue 35): `--game` names one by its id, and the
// commands ask this table instead of naming a game. Each game's entry lives with its own commands:
// the board game's in settlers_cli.cpp, Conquest's in conquest_cli.cpp.
#pragma once

#include "tools/canaan-cli/cli_streams.h"

#include <QCommandLineParser>
#include <QString>
#include <atomic>
#include <cstdint>
#include <vector>

namespace canaan::net {
class AutoPlayer;
}

namespace canaan::cli {

struct CliGame {
    QString id;          // what --game takes
    QString (*describe)(); // its id and what it is, for --help: "\"conquest\" (the card-and-dice game)"
    // Its own options of play (simulate false) and simulate (true).
    void (*addOptions)(QCommandLineParser &parser, bool simulate);
    int (*play)(const QCommandLineParser &parser, Streams &streams);
    int (*simulate)(const QCommandLineParser &parser, Streams &streams);
    int (*bench)(const QCommandLineParser &parser, Streams &streams, const std::atomic<long> &allocations);
    bool (*readsSave)(const QString &path); // whether the file is one of its saves
    int (*replay)(const QString &path, bool json, Streams &streams);
    // Sets a network client up to play this game at `level`: empty when done, else what is wrong.
    QString (*seatBot)(net::AutoPlayer &player, const QString &level, std::uint64_t seed);
};

// Every game, the default (the board game) first.
const std::vector<const CliGame *> &cliGames();
// "settlers, conquest", or with `separator` " or ".
QString gameIds(const QString &separator);

// Adds --game, and every game's own options, to play's or simulate's parser.
void addGameOptions(QCommandLineParser &parser, bool simulate);
// Adds --game alone, where no game brings options of its own (bench).
void addGameOption(QCommandLineParser &parser);
// The game --game names; null after a usage error on streams (its status in *status).
const CliGame *chosenGame(const QCommandLineParser &parser, const QString &command, Streams &streams, int *status);
// The game whose save the file is; the board game's takes any file no other claims, so that its
// loader words what is wrong with a damaged one.
const CliGame &gameOfSave(const QString &path);

} // namespace canaan::cli
