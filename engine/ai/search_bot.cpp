#include "ai/search_bot.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>

namespace canaan {

namespace {

bool worthSearching(Pending p)
{
    return p == Pending::Turn || p == Pending::SetupSettlement || p == Pending::SetupRoad ||
           p == Pending::MovePlague || p == Pending::Roll;
}

// A finished playout scores its result; an unfinished one the player's share of the VP, sharpened
// so a lead counts more than its size.
double outcome(const GameState &s, int me)
{
    if (s.isOver() && s.winners)
        return (s.winners & (1u << me)) ? 1.0 / std::popcount(static_cast<unsigned>(s.winners)) : 0.0;
    double mine = 0, total = 0;
    for (int q = 0; q < s.numPlayers; ++q) {
        const double w = std::exp(s.vp[q] / 1.5);
        total += w;
        if (q == me)
            mine = w;
    }
    return total > 0 ? mine / total : 0.0;
}

} // namespace

SearchBot::SearchBot(std::uint64_t seed, SearchBudget budget)
    : m_budget(budget), m_rng(seed), m_fallback(BotLevel::Normal, mixSeed(seed + 1)),
      m_list(std::make_unique<ActionList>())
{
    for (int p = 0; p < kMaxPlayers; ++p)
        m_playoutBots.push_back(std::make_unique<HeuristicBot>(BotLevel::Normal, mixSeed(seed + 2 + p)));
}

const Evaluator &SearchBot::evaluator(const Rules &rules)
{
    if (!m_eval || &m_eval->rules() != &rules)
        m_eval = std::make_unique<Evaluator>(rules);
    return *m_eval;
}

void SearchBot::dealUnseenCards(GameState &s, int me)
{
    // Opponents' unplayed cards are hidden (except those known new this turn): pool them with the
    // deck and deal them again at random.
    int pool[kDevCardCount];
    int hidden[kMaxPlayers] = {};
    for (int c = 0; c < kDevCardCount; ++c)
        pool[c] = s.deck[c];
    for (int q = 0; q < s.numPlayers; ++q) {
        if (q == me)
            continue;
        for (int c = 0; c < kDevCardCount; ++c) {
            const int known = q == s.current ? s.devNew[c] : 0;
            const int unseen = s.devHand[q][c] - known;
            pool[c] += unseen;
            hidden[q] += unseen;
            s.devHand[q][c] = static_cast<std::uint8_t>(known);
        }
    }
    int poolSize = 0;
    for (int c = 0; c < kDevCardCount; ++c)
        poolSize += pool[c];
    for (int q = 0; q < s.numPlayers; ++q)
        for (int k = 0; k < hidden[q] && poolSize > 0; ++k) {
            int pick = m_rng.below(poolSize);
            int c = 0;
            while (pick >= pool[c])
                pick -= pool[c++];
            --pool[c];
            --poolSize;
            ++s.devHand[q][c];
        }
    for (int c = 0; c < kDevCardCount; ++c)
        s.deck[c] = static_cast<std::uint8_t>(pool[c]);
}

double SearchBot::playout(const Rules &rules, GameState s, int me)
{
    const int endTurn = s.turn + m_budget.rounds * s.numPlayers;
    for (int steps = 0; !s.isOver() && s.turn < endTurn && steps < 4000; ++steps) {
        const Action a = isChancePending(s) ? sampleChance(rules, s, m_rng)
                                            : m_playoutBots[s.pendingPlayer]->decide(rules, s, *m_list);
        apply(rules, s, a);
    }
    return outcome(s, me);
}

Action SearchBot::decide(const Rules &rules, const GameState &state, ActionList &scratch)
{
    const Evaluator &eval = evaluator(rules);
    const int me = state.pendingPlayer;
    if (!worthSearching(state.pending))
        return m_fallback.decide(rules, state, scratch);
    const int n = legalActions(rules, state, scratch);
    if (n <= 1)
        return m_fallback.decide(rules, state, scratch);

    // The normal bot's view: score every action, keep the best few.
    struct Candidate {
        Action action;
        double score = 0;
        double total = 0;
        double totalSq = 0;
        int tries = 0;
    };
    std::vector<Candidate> candidates;
    candidates.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        GameState next = state;
        apply(rules, next, scratch[i]);
        candidates.push_back({scratch[i], eval.evaluate(next, me), 0, 0, 0});
    }
    std::sort(candidates.begin(), candidates.end(),
        [](const Candidate &a, const Candidate &b) { return a.score > b.score; });
    const Action heuristicChoice = m_fallback.decide(rules, state, scratch); // keeps its trade counters
    if (heuristicChoice.kind == ActionKind::OfferTrade)
        return heuristicChoice;
    std::size_t keep = 1;
    while (keep < candidates.size() && static_cast<int>(keep) < m_budget.candidates &&
           candidates[0].score - candidates[keep].score < m_budget.closeMargin)
        ++keep;
    if (keep == 1)
        return heuristicChoice;
    candidates.resize(keep);

    const auto start = std::chrono::steady_clock::now();
    for (int k = 0; k < m_budget.playouts; ++k) {
        Candidate &c = candidates[static_cast<std::size_t>(k) % keep];
        GameState s = state;
        dealUnseenCards(s, me);
        apply(rules, s, c.action);
        const double result = playout(rules, s, me);
        c.total += result;
        c.totalSq += result * result;
        ++c.tries;
        if (std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > m_budget.seconds)
            break;
    }
    // Leave the normal bot's first choice only for a candidate clearly better in the playouts (by
    // two standard errors): with few playouts, noise would otherwise undo the heuristic's judgement.
    const Candidate &first = candidates[0];
    const Candidate *best = &first;
    auto mean = [](const Candidate &c) { return c.tries ? c.total / c.tries : 0.0; };
    for (const Candidate &c : candidates) {
        if (&c == &first || !c.tries || !first.tries)
            continue;
        const double varC = std::max(c.totalSq / c.tries - mean(c) * mean(c), 0.0);
        const double varF = std::max(first.totalSq / first.tries - mean(first) * mean(first), 0.0);
        const double se = std::sqrt(varC / c.tries + varF / first.tries);
        if (mean(c) - mean(first) > 2.0 * se && mean(c) > mean(*best))
            best = &c;
    }
    return best->action;
}

} // namespace canaan
