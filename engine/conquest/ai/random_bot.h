// The random computer player: a uniformly random legal action (the benchmark's and tests' player).
#pragma once

#include "engine/random/rng.h"
#include "engine/conquest/ai/bot.h"

namespace canaan::conquest::ai {

class RandomBot : public Bot {
public:
    explicit RandomBot(std::uint64_t seed) : m_rng(seed) {}
    Action decide(const SeatView &, const ActionList &legal) override { return legal[m_rng.below(legal.size)]; }

private:
    canaan::Pcg32 m_rng;
};

} // namespace canaan::conquest::ai
