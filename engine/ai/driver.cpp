#include "ai/driver.h"

#include "ai/random_bot.h"
#include "ai/rng.h"

#include <memory>

namespace canaan {

PlayedGame playGame(const Rules &rules, const std::vector<Bot *> &bots, const DriverOptions &options)
{
    PlayedGame game;
    game.final = newGame(rules, static_cast<int>(bots.size()));
    GameState &s = game.final;
    Pcg32 chance(mixSeed(options.seed));
    ActionList scratch;
    EventSink sink;
    EventSink *events = options.observer ? &sink : nullptr;
    for (long n = 0; !s.isOver(); ++n) {
        if (n >= kMaxActionsPerGame) {
            game.stalled = true;
            break;
        }
        const Action a = isChancePending(s) ? sampleChance(rules, s, chance)
                                            : askBot(*bots[s.pendingPlayer], rules, s, scratch);
        if (events)
            sink.clear();
        apply(rules, s, a, events);
        if (options.recordLog)
            game.log.push_back(a);
        if (options.observer)
            options.observer(s, a, sink);
    }
    return game;
}

PlayedGame playRandomGame(const Rules &rules, int numPlayers, std::uint64_t seed, bool recordLog)
{
    std::vector<std::unique_ptr<RandomBot>> owned;
    std::vector<Bot *> bots;
    for (int p = 0; p < numPlayers; ++p) {
        owned.push_back(std::make_unique<RandomBot>(mixSeed(seed * 8 + static_cast<std::uint64_t>(p) + 1)));
        bots.push_back(owned.back().get());
    }
    DriverOptions options;
    options.seed = seed;
    options.recordLog = recordLog;
    return playGame(rules, bots, options);
}

ReplayResult replay(const Rules &rules, int numPlayers, const std::vector<Action> &log)
{
    ReplayResult result;
    result.state = newGame(rules, numPlayers);
    for (std::size_t i = 0; i < log.size(); ++i) {
        const IllegalReason why = tryApply(rules, result.state, log[i]);
        if (why != IllegalReason::Ok) {
            result.failedAt = static_cast<long>(i);
            result.reason = why;
            break;
        }
    }
    return result;
}

} // namespace canaan
