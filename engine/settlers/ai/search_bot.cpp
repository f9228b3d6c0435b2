#include "engine/settlers/ai/search_bot.h"

#include "engine/settlers/stats/thread_cpu_clock.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace canaan::settlers {

namespace {

// Separate streams for each kind of chance, so one candidate's extra card draw does not shift the
// dice of every later turn: the candidates then see the same rolls.
struct ChanceStreams {
    Pcg32 dice, other;
    explicit ChanceStreams(std::uint64_t seed) : dice(mixSeed(seed), 11), other(mixSeed(seed + 1), 13) {}
};

} // namespace

SearchBudget narrowSearch()
{
    SearchBudget budget;
    budget.searchDiscards = budget.searchChoices = budget.searchAnswers = false;
    budget.searchConfirms = budget.searchOffers = false;
    return budget;
}

SearchBot::SearchBot(std::uint64_t seed, SearchBudget budget, const BotWeights &own)
    : m_budget(budget), m_rng(seed), m_own(own), m_fallback(BotLevel::Normal, mixSeed(seed + 1), own),
      m_ownPlayoutBot(BotLevel::Normal, mixSeed(seed + 2 + kMaxPlayers), own), m_list(std::make_unique<ActionList>())
{
    for (int p = 0; p < kMaxPlayers; ++p)
        m_playoutBots.push_back(std::make_unique<HeuristicBot>(BotLevel::Normal, mixSeed(seed + 2 + p)));
    setPeople(0);
}

void SearchBot::setPeople(unsigned seats)
{
    if (m_own.everyoneAPerson)
        seats = ~0u; // the opponents in its playouts as well
    m_people = seats;
    m_fallback.setPeople(seats);
    m_ownPlayoutBot.setPeople(seats);
    for (auto &bot : m_playoutBots)
        bot->setPeople(seats);
}

bool SearchBot::worthSearching(Pending p) const
{
    switch (p) {
    case Pending::Turn:
    case Pending::SetupSettlement:
    case Pending::SetupRoad:
    case Pending::StartingSettlement:
    case Pending::MovePlague:
    case Pending::Roll: return true;
    case Pending::Discard: return m_budget.searchDiscards;
    case Pending::CopperChoice:
    case Pending::DeborahsSong:
    case Pending::KingsBlessing:
    case Pending::FreeRoad: return m_budget.searchChoices;
    case Pending::TradeAnswer: return m_budget.searchAnswers;
    case Pending::TradeConfirm: return m_budget.searchConfirms;
    default: return false;
    }
}

const Evaluator &SearchBot::evaluator(const Rules &rules)
{
    if (!m_eval || &m_eval->rules() != &rules) {
        m_eval = std::make_unique<Evaluator>(rules, m_own.eval);
        // The leaf keeps the normal bot's weights: with normal+'s it did no better (docs/ai.md).
        EvalWeights own;
        own.opponentFactor = 0.0;
        m_leafEval = std::make_unique<Evaluator>(rules, own);
    }
    return *m_eval;
}

// A finished playout scores its result (1 for a win, 1/k when shared, 0 for a loss); an unfinished
// one the player's share of exp(value / scale) over all players, where value is each player's own
// position (VP, production, hand, cards), so a lead counts more than its size.
double SearchBot::leafValue(const GameState &s, int me) const
{
    if (s.isOver() && s.winners)
        return (s.winners & (1u << me)) ? 1.0 / std::popcount(static_cast<unsigned>(s.winners)) : 0.0;
    double value[kMaxPlayers] = {};
    double top = -1e18;
    for (int q = 0; q < s.numPlayers; ++q) {
        value[q] = m_leafEval->evaluate(s, q);
        top = std::max(top, value[q]);
    }
    double mine = 0, total = 0;
    for (int q = 0; q < s.numPlayers; ++q) {
        const double w = std::exp((value[q] - top) / m_budget.leafScale);
        total += w;
        if (q == me)
            mine = w;
    }
    return total > 0 ? mine / total : 0.0;
}

double SearchBot::playout(const Rules &rules, GameState s, int me, std::uint64_t seed)
{
    ChanceStreams chance(seed);
    for (auto &bot : m_playoutBots)
        bot->resetTurnMemory();
    m_ownPlayoutBot.resetTurnMemory();
    const int endTurn = s.turn + m_budget.rounds * s.numPlayers;
    for (int steps = 0; !s.isOver() && s.turn < endTurn && steps < 4000; ++steps) {
        Action a;
        if (s.pending == Pending::Dice)
            a = sampleChance(rules, s, chance.dice);
        else if (isChancePending(s))
            a = sampleChance(rules, s, chance.other);
        else
            a = (s.pendingPlayer == me ? m_ownPlayoutBot : *m_playoutBots[s.pendingPlayer])
                    .decideInWorld(rules, s, *m_list);
        apply(rules, s, a);
    }
    return leafValue(s, me);
}

Action SearchBot::decide(const Rules &rules, const SeatView &view, ActionList &scratch)
{
    const Evaluator &eval = evaluator(rules);
    // The candidates are ranked, and normal+ decides, in the view's expected world; the playouts
    // run in worlds sampled from the view.
    const KnownHands known = m_own.likelyHands ? m_memory.likely(view) : m_memory.known(view);
    const GameState state = expectedWorld(rules, view, &known);
    const int me = state.pendingPlayer;
    const bool personOffers = state.pending == Pending::TradeAnswer && ((m_people >> state.current) & 1u);
    if (!worthSearching(state.pending) || personOffers)
        return m_fallback.decideInWorld(rules, state, scratch);
    const int n = legalActions(rules, state, scratch);
    if (n <= 1)
        return m_fallback.decideInWorld(rules, state, scratch);

    // The bot's own heuristic view: score every action; its choice comes first, then the best others.
    struct Candidate {
        Action action;
        double score = 0;
        double gain = 0;   // sum over iterations of (this result - the first candidate's)
        double gainSq = 0;
    };
    std::vector<Candidate> candidates;
    candidates.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        GameState next = state;
        apply(rules, next, scratch[i]);
        candidates.push_back({scratch[i], eval.evaluate(next, me), 0, 0});
    }
    const Action heuristicChoice = m_fallback.decideInWorld(rules, state, scratch); // keeps its trade counters
    // An offer or a counter-offer is normal+'s own, never listed: searched against the listed
    // actions when the budget says so, as good as the best of them to the candidates' margin.
    const bool unlisted = std::none_of(candidates.begin(), candidates.end(),
                                       [&](const Candidate &c) { return c.action == heuristicChoice; });
    if (unlisted) {
        const bool search = heuristicChoice.kind == ActionKind::OfferTrade ? m_budget.searchOffers
                                                                           : m_budget.searchAnswers;
        if (!search)
            return heuristicChoice;
        double top = -1e18;
        for (const Candidate &c : candidates)
            top = std::max(top, c.score);
        candidates.push_back({heuristicChoice, top, 0, 0});
    }
    std::sort(candidates.begin(), candidates.end(), [&](const Candidate &a, const Candidate &b) {
        const bool aFirst = a.action == heuristicChoice, bFirst = b.action == heuristicChoice;
        if (aFirst != bFirst)
            return aFirst;
        return a.score > b.score;
    });
    const double best = std::max(candidates[0].score, candidates.size() > 1 ? candidates[1].score : -1e18);
    const bool setup = state.pending == Pending::SetupSettlement || state.pending == Pending::StartingSettlement;
    const int factor = setup ? std::max(m_budget.setupFactor, 1) : 1;
    std::size_t keep = 1;
    while (keep < candidates.size() && static_cast<int>(keep) < m_budget.candidates * factor &&
           best - candidates[keep].score < m_budget.closeMargin * factor)
        ++keep;
    if (keep == 1)
        return heuristicChoice;
    candidates.resize(keep);
    ++m_searched;
    ++m_searchedBy[static_cast<std::size_t>(state.pending)];

    // The safety cap counts this thread's CPU time: a loaded machine must not change the game.
    const double start = threadCpuSeconds();
    int iterations = 0;
    while (iterations < m_budget.iterations * factor) {
        const std::uint64_t seed = (static_cast<std::uint64_t>(m_rng()) << 32) | m_rng();
        double first = 0;
        for (std::size_t c = 0; c < keep; ++c) {
            Pcg32 deal(mixSeed(seed + 7));
            GameState s = sampledWorld(rules, view, deal, &known);
            apply(rules, s, candidates[c].action);
            const double result = playout(rules, s, me, seed);
            if (c == 0)
                first = result;
            candidates[c].gain += result - first;
            candidates[c].gainSq += (result - first) * (result - first);
        }
        ++iterations;
        if (threadCpuSeconds() - start > m_budget.safetySeconds)
            break;
    }
    // Leave normal+'s choice only for a candidate whose paired gain is clearly positive:
    // with a few dozen playouts, noise would otherwise undo the heuristic's good judgement.
    const Candidate *chosen = &candidates[0];
    double chosenGain = 0;
    for (std::size_t c = 1; c < keep; ++c) {
        const Candidate &cand = candidates[c];
        const double mean = cand.gain / iterations;
        const double var = std::max(cand.gainSq / iterations - mean * mean, 0.0);
        const double se = std::sqrt(var / std::max(iterations - 1, 1));
        if (mean > m_budget.confidence * se && mean > chosenGain) {
            chosen = &cand;
            chosenGain = mean;
        }
    }
    return chosen->action;
}

} // namespace canaan
