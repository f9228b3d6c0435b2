// The hard computer player: the normal player, except that it searches the secret choice
// (battle_search.h), chooses its target by the chance to win the game it leaves itself, and plays a
// sharper style outside battles (docs/ai.md).
#pragma once

#include "engine/random/rng.h"
#include "engine/conquest/ai/normal_bot.h"

namespace canaan::conquest::ai {

class HardBot : public NormalBot {
public:
    explicit HardBot(std::uint64_t seed, int samples = 64);

protected:
    Plan choosePlan(const SeatView &view) override;
    Action target(const SeatView &view, const ActionList &legal) override;

private:
    canaan::Pcg32 m_rng;
    int m_samples;
};

} // namespace canaan::conquest::ai
