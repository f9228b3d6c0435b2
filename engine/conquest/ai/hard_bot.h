// The hard computer player: the normal player, except that it searches the secret choice. It tries
// a handful of plans against samples of the opponent's hidden hand (drawn from the cards it cannot
// see), each sample answered as the normal player would answer it, and keeps the best on average.
#pragma once

#include "ai/rng.h"
#include "conquest/ai/normal_bot.h"

namespace canaan::conquest::ai {

class HardBot : public NormalBot {
public:
    explicit HardBot(std::uint64_t seed, int samples = 64) : m_rng(seed), m_samples(samples) {}

protected:
    Plan choosePlan(const SeatView &view) override;

private:
    // The normal player's answer with `hand` on `side` against this seat, seen from his side.
    static Plan normalAnswer(const SeatView &v, int opp, int side, const CardSet &hand, int myCards);

    canaan::Pcg32 m_rng;
    int m_samples;
};

} // namespace canaan::conquest::ai
