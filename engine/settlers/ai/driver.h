// Plays a whole game headless: bots decide, chance outcomes come from a seeded PCG32, every action
// (chance included) goes to the log, so replay() reproduces the game with no random numbers.
#pragma once

#include "engine/settlers/ai/bot.h"
#include "engine/settlers/rules/engine.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace canaan::settlers {

struct PlayedGame {
    GameState final;
    std::vector<Action> log; // every action in order, chance outcomes included
    bool stalled = false;    // safety stop after kMaxActions (never expected)
};

struct DriverOptions {
    std::uint64_t seed = 1;
    bool recordLog = true;
    // Stop when the starting placements are done (R02), for counting openings without playing on.
    bool stopAfterSetup = false;
    // Called after every action with its events (optional; for logs and tests).
    std::function<void(const GameState &, const Action &, const EventSink &)> observer;
};

inline constexpr long kMaxActionsPerGame = 2'000'000;

// Shows every bot that observes() what its seat saw of one action: its views of the states before
// and after, and the action's events filtered by eventSeenBy().
void showToBots(const std::vector<Bot *> &bots, const GameState &before, const GameState &after,
                const EventSink &events);

// bots[seat] decides for each seat (bots.size() players). Turn limit: Rules::turnLimit (R25).
PlayedGame playGame(const Rules &rules, const std::vector<Bot *> &bots, const DriverOptions &options);
// A game of uniform random bots, seeded from `seed`.
PlayedGame playRandomGame(const Rules &rules, int numPlayers, std::uint64_t seed, bool recordLog = true);

struct ReplayResult {
    GameState state;
    long failedAt = -1; // index of the first illegal action, or -1
    IllegalReason reason = IllegalReason::Ok;
};
// Applies a log from a new game, checking each action.
ReplayResult replay(const Rules &rules, int numPlayers, const std::vector<Action> &log);

} // namespace canaan
