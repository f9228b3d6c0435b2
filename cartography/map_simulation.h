// N games of computer players (one level, the same in every seat) on one map, for the balance
// panel: win rate per seat and per place in turn order with 95% Wilson intervals, mean game length,
// how often Jerusalem completes. Runs on any thread; cancel and progress go through atomics so a GUI thread can watch.
#pragma once

#include "engine/settlers/board/map.h"

#include <atomic>
#include <cstdint>
#include <string_view>
#include <vector>

namespace canaan::cartography {

struct SeatResult {
    int wins = 0;        // shared wins count for every sharer
    double rate = 0;
    double low = 0;      // 95% Wilson interval
    double high = 0;
};

struct MapSimulationResult {
    int games = 0;       // finished before any cancel
    int seats = 0;
    std::vector<SeatResult> perSeat;
    // By place in turn order (0: the first player, R01). Seats play every place equally often, so
    // what a map gives the first or the last player shows here, not in perSeat.
    std::vector<SeatResult> perPlace;
    double meanTurns = 0;
    int jerusalemCompleted = 0;
    int unfinished = 0;  // stopped by the turn limit (R25)
    bool cancelled = false;
    bool playable = true; // false: the map does not fit the engine or has no place to start
};

struct SimulationProgress {
    std::atomic<int> done{0};
    std::atomic<bool> cancel{false};
};

inline constexpr int kSimulationTurnLimit = 400;
// The default level (engine/settlers/ai/bot_registry.h): normal, whose openings vary (BotWeights::openingTolerance)
// and which plays a game in a fraction of hard's time.
inline constexpr const char *kSimulationBot = "normal";

// bot: an id of botIds() ("random", "easy", "normal", "hard"); an unknown one plays nothing
// (playable false).
MapSimulationResult simulateGames(const settlers::MapModel &map, int games, std::uint64_t seed, SimulationProgress *progress = nullptr,
                               std::string_view bot = kSimulationBot);

// Wilson score interval at 95% for k successes in n trials.
void wilsonInterval(int k, int n, double &low, double &high);

} // namespace canaan::cartography
