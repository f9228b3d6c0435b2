// The uniform random bot: any legal action with equal probability. legalActions() lists no domestic
// trade offers, so it never makes one; it answers offers by accepting or rejecting at random.
#pragma once

#include "engine/settlers/ai/bot.h"
#include "engine/settlers/ai/determinization.h"
#include "engine/random/rng.h"

namespace canaan::settlers {

class RandomBot final : public Bot {
public:
    explicit RandomBot(std::uint64_t seed) : m_rng(seed) {}
    // Every determinization of the view lists the same actions as the true state, so the choice
    // is the same as with full sight, for the same seed.
    Action decide(const Rules &rules, const SeatView &view, ActionList &scratch) override
    {
        return pick(rules, expectedWorld(rules, view), scratch);
    }
    // A uniform choice among the legal actions of a whole state, inline for the engine's own speed
    // benchmark (which measures the rules, not a game between players).
    Action pick(const Rules &rules, const GameState &state, ActionList &scratch)
    {
        const int n = legalActions(rules, state, scratch);
        return scratch[m_rng.below(n)];
    }

private:
    Pcg32 m_rng;
};

} // namespace canaan
