// playGame() and benchRandomGames(): see driver.h.
#include "engine/conquest/ai/driver.h"

#include "engine/random/rng.h"

#include <chrono>
#include <ctime>
#include <memory>

namespace canaan::conquest {

std::uint64_t chanceSeedOf(std::uint64_t seed) { return canaan::mixSeed(seed); }
std::uint64_t botSeedOf(std::uint64_t seed, int seat) { return canaan::mixSeed(seed ^ (0x9e37ULL * static_cast<std::uint64_t>(seat + 1))); }

PlayedConquest playGame(const Options &options, std::span<const Nation> nations, std::span<Bot *const> bots,
                    std::uint64_t chanceSeed, bool keepLog, DecisionClock *clock)
{
    PlayedConquest g;
    g.final = newGame(options, nations);
    State &s = g.final;
    canaan::Pcg32 chance(chanceSeed);
    auto legal = std::make_unique<ActionList>();
    while (!s.over()) {
        Action a;
        if (isChancePending(s)) {
            a = chanceFromRandom(s, chance());
        } else {
            legalActions(s, *legal);
            const int p = s.pendingPlayer;
            const auto start = std::chrono::steady_clock::now();
            a = legal->size == 1 ? (*legal)[0] : bots[static_cast<std::size_t>(p)]->decide(viewOf(s, p), *legal);
            if (clock && legal->size > 1)
                clock->seconds[p].push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        }
        apply(s, a);
        ++g.actions;
        if (keepLog)
            g.log.push_back(a);
    }
    return g;
}

BenchResult benchRandomGames(int players, double seconds, std::uint64_t seed)
{
    static constexpr std::array<Nation, kMaxPlayers> kNations = {Nation::Hittites, Nation::Hebrews, Nation::Egyptians,
                                                                 Nation::Assyrians, Nation::Philistines, Nation::Canaanites};
    const std::span<const Nation> nations(kNations.data(), static_cast<std::size_t>(players));
    canaan::Pcg32 rng(seed);
    ActionList legal;
    BenchResult r;
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpuStart = std::clock();
    for (;;) {
        for (int batch = 0; batch < 64; ++batch) {
            State s = newGame(Options{}, nations);
            while (!s.over()) {
                Action a;
                if (isChancePending(s))
                    a = chanceFromRandom(s, rng());
                else
                    a = legal[rng.below(legalActions(s, legal))];
                apply(s, a);
                ++r.actions;
            }
            ++r.games;
        }
        r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        r.cpuSeconds = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
        if (r.seconds >= seconds)
            return r;
    }
}

} // namespace canaan::conquest
