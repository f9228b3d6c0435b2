// Many headless games of the same bots on one map, spread over threads. Each game's seed comes
// from (seed, game index) and the results are sums and histograms, which do not depend on the order
// the games finish in, so the outcome depends only on the seed, never on the thread count; and the
// memory stays the same for ten games or ten million (but for the openings' tally, which holds one
// entry per distinct opening). Seats rotate: in game g, seat i is taken by bot slot (i + g) mod n.
#pragma once

#include "engine/settlers/rules/engine.h"
#include "engine/settlers/stats/time_histogram.h"

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace canaan::settlers {

struct SimulationOptions {
    std::vector<std::string> bots; // bot ids, one slot per seat (botIds())
    int games = 100;
    int threads = 1;
    std::uint64_t seed = 1;
    // Stop every game when the starting placements are done and count its opening: how varied the
    // bots' set-ups are (issue 36), at a fraction of a game's cost. No game is won then.
    bool openingsOnly = false;
    // Called after each finished game with how many are done (from the worker threads, serialised).
    std::function<void(int done, int total)> progress;
};

// How long one decision took: wall-clock time, and the CPU time of the deciding thread (which a busy
// machine does not inflate).
struct DecisionTime {
    float wallSeconds = 0;
    float cpuSeconds = 0;
    bool hadChoice = false; // at least two legal actions, or an offer to answer
};

struct GameRecord {
    std::uint8_t winnerSlots = 0;  // bit k: bot slot k won (several when Jerusalem is shared)
    std::uint8_t slotAtSeat[kMaxPlayers] = {};
    std::uint8_t firstSeat = 0;    // the seat that played first (R01)
    std::uint8_t vp[kMaxPlayers] = {}; // by slot, VP at the end (classic: hidden VP cards included)
    int turns = 0;
    long actions = 0;
    EndReason endReason = EndReason::None;
    bool stalled = false;
    std::vector<DecisionTime> decisions[kMaxPlayers]; // by slot: how long each decision took
    // The starting settlements by place in turn order (the first player's first, each player's in
    // increasing intersection id): two games have the same opening when these are equal.
    std::vector<int> opening;
};

// The decision times of one bot slot.
struct SlotTimes {
    TimeHistogram allWall;    // every decision, wall clock
    TimeHistogram choiceWall; // decisions with a choice, wall clock
    TimeHistogram choiceCpu;  // the same, CPU time of the deciding thread
};

// What the games add up to, game by game.
struct SimulationResult {
    int games = 0;
    std::vector<int> winsBySlot;       // shared Jerusalem wins count for each sharer
    std::vector<int> winsBySeat;       // by seat in play order of seating
    std::vector<int> winsByTurnOrder;  // by place in turn order (0: the first player, R01)
    std::vector<long long> vpBySlot;   // the sum over games
    std::vector<SlotTimes> timesBySlot;
    long long turns = 0;
    long long actions = 0;
    int endedByVp = 0, endedByJerusalem = 0, endedByTurnLimit = 0, stalled = 0;
    std::map<std::vector<int>, int> openings; // how many games played each opening

    explicit SimulationResult(int slots = 0);
    void add(const GameRecord &game);
};

// The seed of game `index` of a simulation seeded with `seed`.
std::uint64_t simulationGameSeed(std::uint64_t seed, int index);
// The seed of the bot in `seat` of the game seeded with `gameSeed`.
std::uint64_t simulationBotSeed(std::uint64_t gameSeed, int seat);
// Plays one game of a simulation (what each thread does), or only its set-up (openingOnly).
GameRecord playSimulationGame(const Rules &rules, const std::vector<std::string> &bots, std::uint64_t seed, int index,
                              bool openingOnly = false);
// Plays them all. Precondition: every id is known and the count fits the map.
SimulationResult simulate(const Rules &rules, const SimulationOptions &options);

// Order statistics of a set of decision times, in seconds.
struct TimeStats {
    long count = 0;
    double median = 0, p95 = 0, max = 0;
};
TimeStats timeStats(std::vector<float> times);
TimeStats timeStats(const TimeHistogram &times); // within 2.2% of the exact values

struct SlotSummary {
    std::string bot;
    int wins = 0;       // games this slot won (shared Jerusalem wins count for each sharer)
    double meanVp = 0;
    double medianDecisionSeconds = 0; // over all decisions, wall clock
    double maxDecisionSeconds = 0;
    TimeStats allWall;    // every decision, wall clock
    TimeStats choiceWall; // decisions with a choice (a single legal action excluded), wall clock
    TimeStats choiceCpu;  // the same, CPU time of the deciding thread
};
struct SimulationSummary {
    int games = 0;
    std::vector<SlotSummary> perBot;       // by bot slot
    std::vector<int> winsBySeat;           // by seat in play order of seating (seat 0 first)
    // By place in turn order (0: the first player, R01). Seats average over every place, since
    // the first player is drawn by dice; a map's edge for placing first or last shows here.
    std::vector<int> winsByTurnOrder;
    double meanTurns = 0;
    double meanActions = 0;
    int endedByVp = 0, endedByJerusalem = 0, endedByTurnLimit = 0, stalled = 0;
    int openingsCounted = 0;    // games whose opening was recorded
    int distinctOpenings = 0;
    int commonestOpening = 0;   // games that played the most frequent opening
};
SimulationSummary summarize(const std::vector<std::string> &bots, const SimulationResult &result);

// Wilson score interval (95%) for `wins` of `n`.
struct Interval {
    double low = 0, high = 0;
};
Interval wilson95(int wins, int n);

} // namespace canaan
