// One revision of the engine, built as a loadable module for canaan-perf-ab: the host loads two of
// them into one process and alternates batches of the same random games between them.
#include "engine/settlers/ai/random_bot.h"
#include "engine/random/rng.h"
#include "engine/io/map_file.h"
#include "engine/settlers/rules/engine.h"

#include <QString>

#include <memory>

namespace {

std::unique_ptr<canaan::settlers::Rules> g_rules;
std::unique_ptr<canaan::settlers::ActionList> g_scratch;

} // namespace

// Loads the map; false (and a message on stderr from the host) when it cannot be read.
extern "C" __attribute__((visibility("default"))) bool canaanAbInit(const char *mapPath)
{
    const canaan::MapLoadResult loaded = canaan::loadMapFile(QString::fromLocal8Bit(mapPath));
    if (!loaded.map)
        return false;
    g_rules = std::make_unique<canaan::settlers::Rules>(*loaded.map, 1000); // as `canaan-cli bench`
    g_scratch = std::make_unique<canaan::settlers::ActionList>();
    return true;
}

// Plays games first .. first + count - 1 exactly as `canaan-cli bench` does (runRandomGames); returns
// the number of actions, and folds each game's end into *check so the host can tell that both
// revisions played the same games. The loop is runRandomGames' own, repeated: that one runs for a
// time, not a count of games, and this file must build against older revisions' engines too.
extern "C" __attribute__((visibility("default"))) long canaanAbRun(long first, long count, unsigned long long *check)
{
    using namespace canaan;
    const settlers::Rules &rules = *g_rules;
    long actions = 0;
    for (long g = first; g < first + count; ++g) {
        const std::uint64_t gameSeed = mixSeed(1 + static_cast<std::uint64_t>(g)); // runRandomGames' seeds
        settlers::RandomBot bot(gameSeed);
        Pcg32 chance(mixSeed(gameSeed));
        settlers::GameState s = settlers::newGame(rules, 4);
        while (!s.isOver()) {
            const settlers::Action a = settlers::isChancePending(s) ? settlers::sampleChance(rules, s, chance) : bot.pick(rules, s, *g_scratch);
            settlers::apply(rules, s, a);
            ++actions;
        }
        *check = (*check ^ (s.turn | static_cast<unsigned long long>(s.winners) << 16)) * 1099511628211ULL;
    }
    return actions;
}
