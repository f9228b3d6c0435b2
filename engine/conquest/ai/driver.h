// Plays a whole Conquest game between computer players: chance outcomes from a seeded generator,
// every decision from the deciding seat's view (C20), every action logged (C21).
#pragma once

#include "engine/conquest/ai/bot.h"

#include <cstdint>
#include <span>
#include <vector>

namespace canaan::conquest {

// Optional: each seat's decision times in seconds (for the hard bot's median, docs/ai.md).
struct DecisionClock {
    std::vector<double> seconds[kMaxPlayers];
};

struct PlayedConquest {
    State final;
    std::vector<Action> log; // filled only when asked
    long actions = 0;
};

// bots[i] plays seat i. The chance outcomes come from chanceSeed alone, so a game is reproducible
// from (nations, options, bot ids and their seeds, chanceSeed).
PlayedConquest playGame(const Options &options, std::span<const Nation> nations, std::span<Bot *const> bots,
                    std::uint64_t chanceSeed, bool keepLog, DecisionClock *clock = nullptr);

// The seeds the command line and the simulations use: chance from the game's seed, bots apart.
std::uint64_t chanceSeedOf(std::uint64_t seed);
std::uint64_t botSeedOf(std::uint64_t seed, int seat);

struct BenchResult {
    long games = 0;
    long actions = 0;
    double seconds = 0;    // wall clock
    double cpuSeconds = 0; // this process's processor time: the figure on a shared machine
};

// Random games of `players` seats (uniform legal decisions, chance outcomes sampled directly) on
// this thread for about `seconds`: the engine's speed (issue 20: >= 20,000 4-player games/s).
BenchResult benchRandomGames(int players, double seconds, std::uint64_t seed);

} // namespace canaan::conquest
