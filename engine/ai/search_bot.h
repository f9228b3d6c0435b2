// The hard bot: the normal bot's judgement, checked by simulation. At a decision where the normal
// bot's best few candidates are close, each candidate is tried in many short playouts (every seat
// played by the normal bot for a few rounds, chance sampled, the opponents' unseen development
// cards dealt afresh from what the bot cannot see), and the candidate whose playouts end best is
// chosen. The playouts stop at a budget of iterations or time.
#pragma once

#include "ai/bot.h"
#include "ai/evaluation.h"
#include "ai/heuristic_bot.h"
#include "ai/rng.h"

#include <memory>
#include <vector>

namespace canaan {

struct SearchBudget {
    int playouts = 96;         // per decision, over all candidates
    double seconds = 0.3;      // per decision, whichever ends first
    int candidates = 3;        // the normal bot's best few
    int rounds = 6;            // playout length in rounds of turns
    double closeMargin = 40.0; // search only when the runner-up is within this of the best
};

class SearchBot final : public Bot {
public:
    SearchBot(std::uint64_t seed, SearchBudget budget = {});
    Action decide(const Rules &rules, const GameState &state, ActionList &scratch) override;

private:
    const Evaluator &evaluator(const Rules &rules);
    double playout(const Rules &rules, GameState state, int me);
    void dealUnseenCards(GameState &state, int me);

    SearchBudget m_budget;
    Pcg32 m_rng;
    HeuristicBot m_fallback;
    std::vector<std::unique_ptr<HeuristicBot>> m_playoutBots;
    std::unique_ptr<Evaluator> m_eval;
    std::unique_ptr<ActionList> m_list;
};

} // namespace canaan
