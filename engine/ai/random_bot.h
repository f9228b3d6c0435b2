// The uniform random bot: any legal action with equal probability. legalActions() lists no domestic
// trade offers, so it never makes one; it answers offers by accepting or rejecting at random.
#pragma once

#include "ai/bot.h"
#include "ai/rng.h"

namespace canaan {

class RandomBot final : public Bot {
public:
    explicit RandomBot(std::uint64_t seed) : m_rng(seed) {}
    Action decide(const Rules &rules, const GameState &state, ActionList &scratch) override;
    // decide() itself, inline for callers that hold a RandomBot (the benchmark's loop): no call
    // per decision.
    Action pick(const Rules &rules, const GameState &state, ActionList &scratch)
    {
        const int n = legalActions(rules, state, scratch);
        return scratch[m_rng.below(n)];
    }

private:
    Pcg32 m_rng;
};

} // namespace canaan
