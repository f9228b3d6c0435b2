#include "cartography/map_simulation.h"

#include "engine/settlers/ai/bot_registry.h"
#include "engine/settlers/ai/simulation.h"
#include "engine/settlers/rules/limits.h"
#include "engine/settlers/rules/rules.h"

#include <algorithm>
#include <cmath>

namespace canaan::cartography {

void wilsonInterval(int k, int n, double &low, double &high)
{
    if (n <= 0) {
        low = 0;
        high = 1;
        return;
    }
    constexpr double z = 1.959964;
    const double p = double(k) / n;
    const double denominator = 1 + z * z / n;
    const double centre = (p + z * z / (2.0 * n)) / denominator;
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / denominator;
    low = std::max(0.0, centre - half);
    high = std::min(1.0, centre + half);
}

MapSimulationResult simulateGames(const settlers::MapModel &map, int games, std::uint64_t seed, SimulationProgress *progress,
                               std::string_view bot)
{
    MapSimulationResult result;
    const settlers::Topology topology = settlers::Topology::compile(map);
    const auto &ids = settlers::botIds();
    if (!settlers::fitsEngineLimits(topology) || std::find(ids.begin(), ids.end(), bot) == ids.end()) {
        result.playable = false;
        return result;
    }
    const settlers::Rules rules(map, kSimulationTurnLimit);
    if (!rules.setupVertices().any()) {
        result.playable = false;
        return result;
    }
    result.seats = std::clamp(rules.maxPlayers(), 2, settlers::kMaxPlayers);
    result.perSeat.assign(std::size_t(result.seats), {});
    result.perPlace.assign(std::size_t(result.seats), {});
    // The engine's simulation game (engine/settlers/ai/simulation): the same bot in every seat, so what differs
    // between seats is the map and the seat order, which is what the balance panel asks about.
    const std::vector<std::string> bots(std::size_t(result.seats), std::string(bot));
    long totalTurns = 0;
    for (int g = 0; g < games; ++g) {
        if (progress && progress->cancel.load()) {
            result.cancelled = true;
            break;
        }
        const settlers::GameRecord played = settlers::playSimulationGame(rules, bots, seed, g);
        ++result.games;
        totalTurns += played.turns;
        for (int s = 0; s < result.seats; ++s)
            if (played.winnerSlots & (1u << played.slotAtSeat[s])) {
                ++result.perSeat[std::size_t(s)].wins;
                ++result.perPlace[std::size_t((s - played.firstSeat + result.seats) % result.seats)].wins;
            }
        const settlers::EndReason why = played.endReason;
        if (why == settlers::EndReason::Jerusalem || why == settlers::EndReason::JerusalemShared)
            ++result.jerusalemCompleted;
        if (why == settlers::EndReason::TurnLimit || played.stalled)
            ++result.unfinished;
        if (progress)
            progress->done.store(g + 1);
    }
    for (auto *rows : {&result.perSeat, &result.perPlace})
        for (SeatResult &row : *rows) {
            row.rate = result.games ? double(row.wins) / result.games : 0;
            wilsonInterval(row.wins, result.games, row.low, row.high);
        }
    result.meanTurns = result.games ? double(totalTurns) / result.games : 0;
    return result;
}

} // namespace canaan::cartography
