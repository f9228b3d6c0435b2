// The hard bot: the normal+ heuristic (the normal bot with tuned weights, bot_weights.h), checked by
// simulation. At a decision that shapes the game, normal+'s best few candidates are each played out
// many times (the bot's own seat played by normal+, the others by the normal bot, for a few rounds,
// in a world sampled from the bot's view: the cards it cannot see, in hands and deck, dealt afresh
// for each iteration, determinization.h). The candidates share their random numbers:
// iteration i deals the same cards and rolls the same dice for every candidate, so the comparison
// sees the candidates' difference, not the dice's (common random numbers). A candidate replaces
// normal+'s choice only when its mean paired gain is clearly above zero. The budget is a number of
// iterations, so play is reproducible for a seed; a time limit is only a safety cap.
#pragma once

#include "engine/settlers/ai/bot.h"
#include "engine/settlers/ai/determinization.h"
#include "engine/settlers/ai/evaluation.h"
#include "engine/settlers/ai/heuristic_bot.h"
#include "engine/random/rng.h"

#include <array>
#include <memory>
#include <vector>

namespace canaan::settlers {

struct SearchBudget {
    int iterations = 48;        // per decision; each plays every candidate once
    double safetySeconds = 5.0; // of the thread's CPU time per decision: stop early only on a very slow
                                // machine (wall-clock time until issue 39, so load changed games)
    int candidates = 4;         // normal+'s best few (its own choice first)
    int rounds = 4;             // playout length in rounds of turns
    double closeMargin = 60.0;  // a candidate this far below the best is not tried
    double confidence = 1.5;    // standard errors the paired gain must exceed
    double leafScale = 150.0;   // position values (100 per VP) per e-fold in the leaf's share
    int setupFactor = 2;        // set-up settlements (two a game, and they shape it): this many times
                                // the candidates and iterations
    // Decisions normal+ made alone until issue 39, searched since (docs/ai.md, "Trials (issue 39,
    // branch hard3)": +6.2 points against three normal bots over both maps); all off is the hard
    // before (narrowSearch()).
    bool searchDiscards = true; // the cards given up on a 7
    bool searchChoices = true;  // a chosen resource (copper, Deborah's Song, King's Blessing), a free road
    bool searchAnswers = true;  // answers to bots' offers: accept, refuse, or normal+'s counter-offer
                                // (a person's offer keeps the fair-offer rule, docs/ai.md)
    bool searchConfirms = true; // which answer to an own offer to take, or withdraw
    bool searchOffers = true;   // normal+'s offer against the best listed actions
};

// The search of hard before issue 39: the turn, the set-up and the Plague only (hard39, hard42).
SearchBudget narrowSearch();

class SearchBot final : public Bot {
public:
    // `own`: the weights of the heuristic that ranks the candidates, plays the bot's own seat in the
    // playouts and makes the decisions not searched (normal+ by default; the opponents in the
    // playouts are played by the normal bot, which is what they are).
    SearchBot(std::uint64_t seed, SearchBudget budget = {}, const BotWeights &own = tunedWeights());
    Action decide(const Rules &rules, const SeatView &view, ActionList &scratch) override;
    // Remembers the cards that moved in public (hand_tracker.h): its worlds deal them first.
    bool observes() const override { return true; }
    void observe(const SeatView &before, const SeatView &after, const Event *seen, int count) override
    {
        m_memory.observe(before, after, seen, count);
    }

    // People's offers get the fair-offer rule, from normal+ and in the playouts' normal bots alike.
    void setPeople(unsigned seats) override;

    // How many decisions were searched (for tests and timing), in all or of one pending kind.
    int searchedDecisions() const { return m_searched; }
    int searchedDecisions(Pending pending) const { return m_searchedBy[static_cast<std::size_t>(pending)]; }

private:
    const Evaluator &evaluator(const Rules &rules);
    bool worthSearching(Pending pending) const;
    double playout(const Rules &rules, GameState state, int me, std::uint64_t seed);
    double leafValue(const GameState &state, int me) const;

    HandTracker m_memory;
    SearchBudget m_budget;
    Pcg32 m_rng;
    BotWeights m_own;
    HeuristicBot m_fallback;
    std::vector<std::unique_ptr<HeuristicBot>> m_playoutBots; // the opponents, by seat
    HeuristicBot m_ownPlayoutBot;                             // the bot's own seat
    std::unique_ptr<Evaluator> m_eval;      // the bot's own (normal+) view, to rank candidates
    std::unique_ptr<Evaluator> m_leafEval;  // each player's own position, for the playouts' ends
    std::unique_ptr<ActionList> m_list;
    int m_searched = 0;
    std::array<int, kPendingCount> m_searchedBy{};
    unsigned m_people = 0; // the seats people play: their offers are answered by the fair-offer rule
};

} // namespace canaan
