// N games of computer players (one level, the same in every seat) on one map, for the balance
// panel: win rate per seat with a 95% Wilson interval, mean game length, how often Jerusalem
// completes. Runs on any thread; cancel and progress go through atomics so a GUI thread can watch.
#pragma once

#include "board/map.h"

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
inline constexpr const char *kSimulationBot = "normal"; // the default level; engine/ai/bot_registry.h

// bot: an id of botIds() ("random", "easy", "normal", "hard"); an unknown one plays nothing
// (playable false).
MapSimulationResult simulateGames(const MapModel &map, int games, std::uint64_t seed, SimulationProgress *progress = nullptr,
                               std::string_view bot = kSimulationBot);

// Wilson score interval at 95% for k successes in n trials.
void wilsonInterval(int k, int n, double &low, double &high);

} // namespace canaan::cartography
