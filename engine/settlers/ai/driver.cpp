#include "engine/settlers/ai/driver.h"

#include "engine/settlers/ai/random_bot.h"
#include "engine/random/rng.h"

#include <memory>

namespace canaan::settlers {

void showToBots(const std::vector<Bot *> &bots, const GameState &before, const GameState &after,
                const EventSink &events)
{
    for (std::size_t seat = 0; seat < bots.size(); ++seat) {
        Bot *bot = bots[seat];
        if (!bot->observes())
            continue;
        const int p = static_cast<int>(seat);
        Event seen[EventSink::kCapacity];
        int count = 0;
        for (int i = 0; i < events.size; ++i)
            if (const std::optional<Event> e = eventSeenBy(events.events[static_cast<std::size_t>(i)], p))
                seen[count++] = *e;
        bot->observe(viewOf(before, p), viewOf(after, p), seen, count);
    }
}

PlayedGame playGame(const Rules &rules, const std::vector<Bot *> &bots, const DriverOptions &options)
{
    PlayedGame game;
    game.final = newGame(rules, static_cast<int>(bots.size()));
    GameState &s = game.final;
    Pcg32 chance(mixSeed(options.seed));
    ActionList scratch;
    EventSink sink;
    bool observed = false; // a bot with a memory of public events
    for (Bot *bot : bots)
        observed = observed || bot->observes();
    EventSink *events = options.observer || observed ? &sink : nullptr;
    GameState before;
    for (long n = 0; !s.isOver(); ++n) {
        if (options.stopAfterSetup && s.stage > Stage::Setup)
            break;
        if (n >= kMaxActionsPerGame) {
            game.stalled = true;
            break;
        }
        const Action a = isChancePending(s) ? sampleChance(rules, s, chance)
                                            : askBot(*bots[s.pendingPlayer], rules, s, scratch);
        if (events)
            sink.clear();
        if (observed)
            before = s;
        apply(rules, s, a, events);
        if (observed)
            showToBots(bots, before, s, sink);
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
