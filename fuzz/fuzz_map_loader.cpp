// Fuzzes the map loader: any bytes as a *.canaanmap. A map that loads must also survive a save and
// a reload unchanged, pass the design checks, and, when the engine can hold it, start a game and
// play a few hundred legal moves: users open maps they download and then play them.
#include "fuzz/fuzz_check.h"
#include "engine/io/map_file.h"
#include "engine/settlers/rules/engine.h"
#include "engine/settlers/rules/limits.h"

#include <QByteArray>
#include <cstddef>
#include <cstdint>

using namespace canaan;

namespace {

// A few hundred moves through legalActions/apply, with chance outcomes from a fixed generator.
void playSome(const settlers::MapModel &map)
{
    const settlers::Rules rules(map);
    settlers::GameState state = settlers::newGame(rules, map.minPlayers);
    static settlers::ActionList actions; // large: keep it off the stack
    std::uint32_t random = 12345;
    auto next = [&random] { return random = random * 1664525u + 1013904223u; };
    for (int step = 0; step < 300 && state.pending != settlers::Pending::None; ++step) {
        if (settlers::isChancePending(state)) {
            const settlers::Action chance = settlers::chanceFromRandom(rules, state, next(), next());
            CANAAN_FUZZ_CHECK(settlers::checkLegal(rules, state, chance) == settlers::IllegalReason::Ok);
            settlers::apply(rules, state, chance);
            continue;
        }
        const int count = settlers::legalActions(rules, state, actions);
        if (count == 0)
            break;
        const settlers::Action &action = actions[static_cast<int>(next() % static_cast<std::uint32_t>(count))];
        CANAAN_FUZZ_CHECK(settlers::checkLegal(rules, state, action) == settlers::IllegalReason::Ok);
        settlers::apply(rules, state, action);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    fuzz::ensureApplication();
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const MapLoadResult loaded = parseMap(bytes, QStringLiteral("fuzz.canaanmap"));
    if (!loaded.ok()) {
        CANAAN_FUZZ_CHECK(!loaded.error.message.isEmpty());
        return 0;
    }
    const settlers::MapModel &map = *loaded.map;
    const MapLoadResult again = parseMap(serializeMap(map), QStringLiteral("again.canaanmap"));
    CANAAN_FUZZ_CHECK(again.ok());
    CANAAN_FUZZ_CHECK(*again.map == map);
    validateMap(map);
    if (settlers::fitsEngineLimits(settlers::Topology::compile(map)))
        playSome(map);
    return 0;
}
