#include "engine/settlers/ai/benchmark.h"

#include "engine/settlers/ai/random_bot.h"
#include "engine/random/rng.h"

#include <algorithm>
#include <chrono>
#include <memory>

namespace canaan::settlers {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

} // namespace

GamesRun runRandomGames(const Rules &rules, double seconds, std::uint64_t seed)
{
    GamesRun run;
    auto scratch = std::make_unique<ActionList>();
    const auto start = Clock::now();
    while (run.seconds < seconds) {
        const std::uint64_t gameSeed = mixSeed(seed + static_cast<std::uint64_t>(run.games));
        RandomBot bot(gameSeed);
        Pcg32 chance(mixSeed(gameSeed));
        GameState s = newGame(rules, 4);
        while (!s.isOver()) {
            const Action a = isChancePending(s) ? sampleChance(rules, s, chance) : bot.pick(rules, s, *scratch);
            apply(rules, s, a);
            ++run.actions;
        }
        ++run.games;
        run.seconds = secondsSince(start);
    }
    return run;
}

std::vector<Position> samplePositions(const Rules &rules, int count, std::uint64_t seed)
{
    std::vector<Position> positions;
    positions.reserve(static_cast<std::size_t>(count));
    auto scratch = std::make_unique<ActionList>();
    Pcg32 pick(seed);
    for (std::uint64_t g = 0; static_cast<int>(positions.size()) < count; ++g) {
        RandomBot bot(mixSeed(seed + g));
        Pcg32 chance(mixSeed(seed * 31 + g));
        GameState s = newGame(rules, 4);
        while (!s.isOver() && static_cast<int>(positions.size()) < count) {
            const Action a = isChancePending(s) ? sampleChance(rules, s, chance) : bot.pick(rules, s, *scratch);
            if (pick.below(4) == 0)
                positions.push_back({s, a});
            apply(rules, s, a);
        }
    }
    return positions;
}

double timeLegalActions(const Rules &rules, const std::vector<Position> &positions, int rounds, ActionList &scratch)
{
    long sink = 0;
    const auto start = Clock::now();
    for (int r = 0; r < rounds; ++r)
        for (const Position &p : positions)
            sink += legalActions(rules, p.state, scratch);
    const double ns = secondsSince(start) * 1e9 / (static_cast<double>(rounds) * static_cast<double>(positions.size()));
    // Keep the calls from being optimised away.
    if (sink == -1)
        return 0;
    return ns;
}

double timeApply(const Rules &rules, const std::vector<Position> &positions, int rounds)
{
    // The copy of the state is timed separately and taken off.
    std::uint64_t sink = 0;
    auto start = Clock::now();
    for (int r = 0; r < rounds; ++r)
        for (const Position &p : positions) {
            GameState s = p.state;
            apply(rules, s, p.action);
            sink += s.turn + s.hand[0][0];
        }
    const double withApply = secondsSince(start);
    start = Clock::now();
    for (int r = 0; r < rounds; ++r)
        for (const Position &p : positions) {
            GameState s = p.state;
            asm volatile("" : : "r"(&s) : "memory"); // the copy must happen
            sink += s.turn + s.hand[0][0];
        }
    const double copyOnly = secondsSince(start);
    if (sink == 1)
        return 0;
    return std::max(0.0, withApply - copyOnly) * 1e9
        / (static_cast<double>(rounds) * static_cast<double>(positions.size()));
}

} // namespace canaan
