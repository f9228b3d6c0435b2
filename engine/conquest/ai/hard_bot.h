// The hard computer player: the normal player, except that it searches the secret choice. It draws
// samples of the opponent's hidden hand from the cards it cannot see, answers each as the normal
// player would, tries a dozen candidate plans against all of them, then improves the best by a local
// search (each card in, out, or in its other category) on the same samples. Outside battles it plays
// a sharper style (below).
#pragma once

#include "ai/rng.h"
#include "conquest/ai/normal_bot.h"

namespace canaan::conquest::ai {

class HardBot : public NormalBot {
public:
    explicit HardBot(std::uint64_t seed, int samples = 64) : m_rng(seed), m_samples(samples)
    {
        // Outside battles, tuned against three normal players on seeds 102-104 (docs/ai.md):
        // no lending (armies and cards kept for its own battles), every Z card on every opponent,
        // every U card used, fewer discards, the leader hunted harder.
        m_style.ally = false;
        m_style.raidAlways = true;
        m_style.cancelBelow = 1.1;
        m_style.discardBelow = 3;
        m_style.leaderBonus = 0.8;
    }

protected:
    Plan choosePlan(const SeatView &view) override;

private:
    // The normal player's answer with `hand` on `side` against this seat, seen from his side.
    static Plan normalAnswer(const SeatView &v, int opp, int side, const CardSet &hand, int myCards);

    canaan::Pcg32 m_rng;
    int m_samples;
};

} // namespace canaan::conquest::ai
