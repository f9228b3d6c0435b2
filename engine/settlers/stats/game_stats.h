// Statistics of a game, for the end screen: the dice rolled against what two dice promise, and
// what each player produced and gained. Computed by replaying the action log with events, so they
// need nothing but the log (a saved or resumed game has them too). Pure C++, no Qt.
#pragma once

#include "engine/settlers/board/terrain.h"
#include "engine/settlers/rules/action.h"
#include "engine/settlers/rules/game_state.h"
#include "engine/settlers/rules/limits.h"
#include "engine/settlers/rules/rules.h"

#include <array>
#include <functional>
#include <vector>

namespace canaan::settlers {

struct PlayerStats {
    // Cards paid by the dice (copper chosen for a roll included), per Resource.
    std::array<int, kResourceCount> produced{};
    // Every resource card the rules handed out (production, starting resources, resource choices
    // and event cards; not trades or thefts), per Resource.
    std::array<int, kResourceCount> gained{};
    int cardsStolen = 0;   // taken from others with the Plague, a priest or Gibeonite Trickery
    int cardsLost = 0;     // taken by others
    int cardsDiscarded = 0;
    int cardsTraded = 0;   // given away in trades, with the bank or a harbor and with other players
    int devCardsBought = 0;
    int devCardsPlayed = 0;
    int stonesAdded = 0;   // Jerusalem stones
    int totalProduced() const;
};

struct GameStats {
    int players = 0;
    int actions = 0;       // actions replayed
    int illegalAt = -1;    // index of the first illegal action of the log (replay stopped there), or -1
    int turns = 0;         // the last turn number reached
    int rolls = 0;         // production rolls
    std::array<int, 13> diceCounts{}; // [2..12]: how often each sum was rolled
    int blackStones = 0;   // in Jerusalem at the end (R07)
    std::vector<PlayerStats> perPlayer;
    GameState finalState{};

    // How often a sum of two fair dice is expected in `rolls` rolls: rolls * ways(sum) / 36.
    double expectedCount(int sum) const;
};

// The number of ways two dice make `sum` (0 outside 2..12).
int diceWays(int sum);

// Told after each replayed action: its index in the log, the state it led to and the counts so far
// (the review's per-turn series take their differences).
using GameStatsObserver = std::function<void(int index, const GameState &after, const GameStats &soFar)>;

// Replays the log from a new game of `players` seats. Stops at the first illegal action (illegalAt).
GameStats computeGameStats(const Rules &rules, int players, const std::vector<Action> &log,
    const GameStatsObserver &observer = {});

} // namespace canaan
