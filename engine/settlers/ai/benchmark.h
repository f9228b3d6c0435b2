// The engine benchmark (canaan-cli bench): random 4-player games on one thread, and the time of
// legalActions and apply alone over positions sampled from such games. Allocation-free phases, so
// a caller can wrap each in a counting allocator.
#pragma once

#include "engine/settlers/rules/engine.h"

#include <cstdint>
#include <vector>

namespace canaan::settlers {

struct GamesRun {
    long games = 0;
    long actions = 0; // decisions and chance outcomes applied
    double seconds = 0;
};
// Plays random 4-player games (uniform over legal actions, chance sampled) until `seconds` pass.
GamesRun runRandomGames(const Rules &rules, double seconds, std::uint64_t seed = 1);

struct Position {
    GameState state;
    Action action; // the action the random player took there
};
// Positions met in random games (`count` of them, every kth action so games vary).
std::vector<Position> samplePositions(const Rules &rules, int count, std::uint64_t seed = 7);

// Nanoseconds per call, averaged over `rounds` passes over the positions. Allocate nothing.
double timeLegalActions(const Rules &rules, const std::vector<Position> &positions, int rounds, ActionList &scratch);
double timeApply(const Rules &rules, const std::vector<Position> &positions, int rounds);

} // namespace canaan
