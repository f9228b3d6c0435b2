// The hard computer player: see hard_bot.h.
#include "engine/conquest/ai/hard_bot.h"

#include "engine/conquest/ai/battle_search.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace canaan::conquest::ai {

namespace {

std::size_t at(int p) { return static_cast<std::size_t>(p); }

// The standing model of the target choice, tuned against three normal players (docs/ai.md).
constexpr double kSharpness = 2.0;   // of the softmax over cities, one round before the end
constexpr double kArmyWeight = 0.05; // an army against a city: the tie-break and the next battles

struct Standing {
    std::array<double, kMaxPlayers> cities{}, armies{};
};

// My chance to win the game from these standings: a softmax over cities (and armies), sharper as
// the end comes closer (C08, C09).
double winShare(const SeatView &v, const Standing &s)
{
    const double roundsLeft = std::max(0, v.totalTurns - v.turnsPlayed) / static_cast<double>(v.numPlayers);
    const double beta = kSharpness / std::sqrt(1.0 + roundsLeft);
    double mine = 0, all = 0;
    for (int p = 0; p < v.numPlayers; ++p) {
        const double x = std::exp(beta * (s.cities[at(p)] + kArmyWeight * s.armies[at(p)]));
        all += x;
        if (p == v.seat)
            mine = x;
    }
    return mine / all;
}

// The standings after a battle between me and q that `winner` wins, with the expected casualties
// (C17: the loser a third of his armies, the winner a tenth, neither more than the smaller side).
Standing after(const Standing &now, int me, int q, int winner)
{
    Standing s = now;
    const int loser = winner == me ? q : me;
    const double cap = std::min(now.armies[at(me)], now.armies[at(q)]);
    s.armies[at(winner)] -= std::min(cap, 0.1 * now.armies[at(winner)]);
    s.armies[at(loser)] -= std::min(cap, 0.35 * now.armies[at(loser)]);
    if (now.cities[at(loser)] > 0) {
        s.cities[at(loser)] -= 1;
        s.cities[at(winner)] += 1;
    }
    return s;
}

} // namespace

HardBot::HardBot(std::uint64_t seed, int samples) : m_rng(seed), m_samples(samples)
{
    // Outside battles, tuned against three normal players (docs/ai.md): it always discards its
    // three least valuable cards in the Leadership phase (more new cards: the largest gain), never
    // lends (armies and cards kept for its own battles), plays every Z card on every opponent and
    // uses every U card.
    m_style.discardBelow = 1e9;
    m_style.ally = false;
    m_style.raidAlways = true;
    m_style.cancelBelow = 1.1;
}

Plan HardBot::choosePlan(const SeatView &v)
{
    // In the last round cards have no future: only the battle counts.
    const bool lastRound = v.turnsPlayed + v.numPlayers >= v.totalTurns;
    return searchBattle(v, m_rng, m_samples, lastRound ? 0.0 : kCostWeight);
}

Action HardBot::target(const SeatView &v, const ActionList &legal)
{
    // The target that raises my chance to win the game most, with the battle's odds as the normal
    // player judges them; no target raises it: no battle.
    Standing now;
    for (int p = 0; p < v.numPlayers; ++p) {
        now.cities[at(p)] = v.cities[at(p)];
        now.armies[at(p)] = v.armies[at(p)];
    }
    const double base = winShare(v, now);
    Action best = legal[0];
    double bestGain = 0;
    for (const Action &x : legal) {
        if (x.kind != ActionKind::Attack)
            continue;
        const double p = attackOdds(v, x.a);
        const double gain = p * winShare(v, after(now, v.seat, x.a, v.seat)) + (1 - p) * winShare(v, after(now, v.seat, x.a, x.a)) - base;
        if (gain > bestGain) {
            bestGain = gain;
            best = x;
        }
    }
    return best;
}

} // namespace canaan::conquest::ai
