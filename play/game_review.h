// The review of a recorded game (the replay window's charts, canaan-cli review --json): series turn
// by turn — victory points (Conquest: cities and armies) per seat; resources produced, stolen,
// traded and discarded per seat; the dice rolled — and each seat's estimated chance to win at each
// turn's end, from games played on by computer players (win_chance.h).
#pragma once

#include "play/replay_file.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <functional>
#include <vector>

namespace canaan::play {

struct ReviewOptions {
    int samples = 20;               // games played on per turn; 0 leaves the chance to win out
    std::uint64_t seed = 1;         // of those games' chance outcomes and bots
    QString bot = QStringLiteral("normal");
    // Asked between turns (the window's worker): true stops the review where it is.
    std::function<bool()> cancelled;
    // Told after each turn's estimate: turns done and in all.
    std::function<void(int done, int total)> progress;
};

struct ReviewTurn {
    int turn = 0;     // the state's turn (the board game's 0 is the starting placements)
    int position = 0; // the replay position at the turn's end
    // The board game, per seat: VP at the turn's end (the engine's victoryPoints), and this turn's
    // resource cards produced by the dice, stolen, given in trades and discarded.
    std::vector<int> vp, produced, stolen, traded, discarded;
    std::vector<int> dice; // the sums rolled this turn
    // Conquest, per seat: city tokens and armies at the turn's end.
    std::vector<int> cities, armies;
    std::vector<double> winChance; // per seat; empty when not estimated
};

struct GameReview {
    bool conquest = false;
    QStringList players;
    bool finished = false;
    std::vector<int> winners;
    int samples = 0;
    std::uint64_t seed = 0;
    QString bot;
    std::vector<ReviewTurn> turns;
};

GameReview reviewGame(const SettlersReplayFile &game, const ReviewOptions &options);
GameReview reviewGame(const ConquestReplayFile &game, const ReviewOptions &options);
GameReview reviewGame(const OpenedReplay &opened, const ReviewOptions &options);
// The positions at which each turn of a replay ends (the last position of each turn).
std::vector<int> turnEnds(const std::vector<int> &turnAtPosition);
// Stable keys (docs/replay.md, "canaan-cli review").
QJsonObject reviewJson(const GameReview &review);

} // namespace canaan::play
