#include "engine/settlers/ai/heuristic_bot.h"

#include "engine/settlers/ai/determinization.h"
#include "engine/settlers/ai/trade_model.h"

#include <algorithm>

namespace canaan::settlers {

namespace {

constexpr int kMaxActionsPerTurn = 120;
constexpr double kEasyNoise = 35.0;

bool isPass(const Action &a)
{
    return a.kind == ActionKind::EndTurn || a.kind == ActionKind::Roll ||
           (a.kind == ActionKind::ConfirmTrade && a.a == kNoId);
}

// The seat an action picks as victim or trade partner, or -1.
int namedSeat(const Action &a)
{
    switch (a.kind) {
    case ActionKind::MovePlague: return a.b == kNoId ? -1 : a.b;
    case ActionKind::ConfirmTrade: return a.a == kNoId ? -1 : a.a;
    case ActionKind::PlayCard: return a.a == static_cast<std::uint8_t>(DevCard::GibeoniteTrickery) ? a.b : -1;
    default: return -1;
    }
}

// Between two equally good actions naming seats, the seat sooner after `me` in turn order wins:
// breaking the tie by seat number would rob and trade with seat 1 most, whoever plays.
bool nearerSeat(const Action &a, const Action &than, int me, int players)
{
    const int sa = namedSeat(a), st = namedSeat(than);
    if (sa < 0 || st < 0)
        return false;
    return (sa - me + players) % players < (st - me + players) % players;
}

// The swaps this bot's offers and counter-offers may propose.
SwapShape swapShape(const BotWeights &w) { return {w.offerMaxGive, w.offerMaxGet, w.offerTwoKinds}; }

} // namespace

HeuristicBot::HeuristicBot(BotLevel level, std::uint64_t seed) : HeuristicBot(level, seed, levelWeights(level)) {}

HeuristicBot::HeuristicBot(BotLevel level, std::uint64_t seed, const BotWeights &weights)
    : m_level(level), m_weights(weights), m_rng(seed)
{
    setPeople(0);
}

void HeuristicBot::setPeople(unsigned seats) { m_people = m_weights.everyoneAPerson ? ~0u : seats; }

OfferFrom HeuristicBot::offerFrom(int seat) const { return (m_people >> seat) & 1u ? OfferFrom::Person : OfferFrom::Bot; }

void HeuristicBot::resetTurnMemory()
{
    m_offerTurn = m_actionTurn = -1;
    m_offersThisTurn = m_actionsThisTurn = 0;
    m_offersMade.clear();
}

const Evaluator &HeuristicBot::evaluator(const Rules &rules)
{
    if (!m_eval || &m_eval->rules() != &rules) {
        m_eval = std::make_unique<Evaluator>(rules, m_weights.eval);
        // The opponents are normal bots: their answers are predicted with their own weights.
        if (m_weights.offerModelled || m_weights.counterModelled)
            m_model = std::make_unique<Evaluator>(rules, m_modelWeights.eval);
    }
    return *m_eval;
}

Action HeuristicBot::decide(const Rules &rules, const SeatView &view, ActionList &scratch)
{
    const KnownHands known = m_weights.likelyHands ? m_memory.likely(view) : m_memory.known(view);
    return decideInWorld(rules, expectedWorld(rules, view, &known), scratch);
}

Action HeuristicBot::decideInWorld(const Rules &rules, const GameState &state, ActionList &scratch)
{
    const int me = state.pendingPlayer;
    evaluator(rules);
    if (state.pending == Pending::TradeAnswer)
        return answerOffer(state, me);

    const int n = legalActions(rules, state, scratch);
    if (n == 1)
        return scratch[0];
    if (state.pending == Pending::Turn) {
        if (m_actionTurn != state.turn) {
            m_actionTurn = state.turn;
            m_actionsThisTurn = 0;
        }
        if (++m_actionsThisTurn > kMaxActionsPerTurn)
            for (const Action &a : scratch)
                if (a.kind == ActionKind::EndTurn)
                    return a;
    }
    double bestScore = 0;
    const Action best = chooseBest(state, me, scratch, &bestScore);
    if (m_level == BotLevel::Normal && state.pending == Pending::Turn && state.rolled && !state.tradeClosed) {
        Action offer;
        if (findOffer(state, me, m_eval->evaluate(state, me), bestScore, offer))
            return offer;
    }
    return best;
}

double HeuristicBot::expectedValue(const GameState &state, int me) const
{
    // A steal of my own making (the Plague, a priest, Gibeonite Trickery) is valued over the cards
    // the victim may lose, so the victim is chosen by what he holds and how strong he is.
    if (state.pending != Pending::Steal || state.pendingPlayer != me || state.stealVictim == kNoId)
        return m_eval->evaluate(state, me);
    const std::uint8_t *hand = state.hand[state.stealVictim];
    const int cards = state.handSize(state.stealVictim);
    double sum = 0;
    for (int r = 0; r < kResourceCount; ++r) {
        if (hand[r] == 0)
            continue;
        Action steal;
        steal.kind = ActionKind::Steal;
        steal.player = static_cast<std::uint8_t>(me);
        steal.a = static_cast<std::uint8_t>(r);
        GameState after = state;
        apply(m_eval->rules(), after, steal);
        sum += hand[r] * expectedValue(after, me);
    }
    return sum / cards;
}

Action HeuristicBot::chooseBest(const GameState &state, int me, const ActionList &list, double *bestScore)
{
    // Passing (ending the turn, rolling, withdrawing) keeps the position; anything else must improve
    // on it, so a turn never cycles through trades.
    const bool opening = state.pending == Pending::SetupSettlement && m_weights.openingTolerance > 0;
    if (opening)
        m_scores.clear();
    double best = -1e18;
    int bestIndex = 0;
    for (int i = 0; i < list.size; ++i) {
        GameState next = state;
        apply(m_eval->rules(), next, list[i]);
        double score = expectedValue(next, me);
        if (opening)
            m_scores.push_back(score);
        if (m_level == BotLevel::Easy)
            score += kEasyNoise * (static_cast<double>(m_rng()) / 4294967296.0 - 0.5) * 2.0;
        if (isPass(list[i]))
            score += 0.5; // prefer to stop when nothing is clearly better
        if (score > best || (score == best && nearerSeat(list[i], list[bestIndex], me, state.numPlayers))) {
            best = score;
            bestIndex = i;
        }
    }
    *bestScore = best;
    if (opening)
        return list[nearBest(m_scores, best - m_weights.openingTolerance)];
    return list[bestIndex];
}

int HeuristicBot::nearBest(const std::vector<double> &scores, double floor)
{
    int count = 0;
    for (double score : scores)
        count += score >= floor;
    int pick = m_rng.below(std::max(count, 1));
    for (std::size_t i = 0; i < scores.size(); ++i)
        if (scores[i] >= floor && pick-- == 0)
            return static_cast<int>(i);
    return 0;
}

Action HeuristicBot::answerOffer(const GameState &state, int me)
{
    Action answer;
    answer.kind = ActionKind::AnswerTrade;
    answer.player = static_cast<std::uint8_t>(me);
    answer.a = static_cast<std::uint8_t>(TradeAnswer::Reject);
    double gain = 0; // the offer is seen from the current player: positive = he gives (I receive)
    const OfferFrom from = offerFrom(state.current);
    const bool accept = acceptsOffer(*m_eval, m_weights, state, openOffer(state), state.current, me, from, &gain);
    // normal+: counter what it would refuse, when the (normal) offerer would confirm the counter.
    // An offer it would accept it takes as it is: the offerer's hand is only its expected hand
    // (seat views, issue 19), so a counter is a gamble that most often fails.
    if (!accept && m_model && m_weights.counterModelled &&
        state.vp[state.current] < m_eval->rules().options().vpToWin - m_weights.nearWinVp) {
        const double toBeat = m_weights.answerMargin;
        Action counter = answer;
        counter.a = static_cast<std::uint8_t>(TradeAnswer::Counter);
        if (bestConfirmedCounter(*m_eval, *m_model, m_modelWeights, state, me, swapShape(m_weights), toBeat, from,
                                 counter.trade) &&
            checkLegal(m_eval->rules(), state, counter) == IllegalReason::Ok)
            return counter;
    }
    if (accept) {
        answer.a = static_cast<std::uint8_t>(TradeAnswer::Accept);
        if (checkLegal(m_eval->rules(), state, answer) != IllegalReason::Ok)
            answer.a = static_cast<std::uint8_t>(TradeAnswer::Reject);
    }
    return answer;
}

bool HeuristicBot::findOffer(const GameState &state, int me, double baseline, double toBeat, Action &offer)
{
    if (m_offerTurn != state.turn) {
        m_offerTurn = state.turn;
        m_offersThisTurn = 0;
        m_offersMade.clear();
    }
    if (m_offersThisTurn >= m_weights.offersPerTurn)
        return false;
    const auto madeBefore = [this](const Action &a) {
        return std::any_of(m_offersMade.begin(), m_offersMade.end(),
                           [&a](const Action &b) { return b.a == a.a && b.trade == a.trade; });
    };
    double bestGain = std::max(toBeat - baseline, 0.0) + m_weights.offerMargin;
    if (m_weights.offerModelled) {
        // normal+: only swaps a (normal) opponent takes, so no offer is wasted; the best of them.
        const bool found = bestAcceptedSwap(*m_eval, *m_model, m_modelWeights, state, me, swapShape(m_weights),
                                            baseline, bestGain, offerFrom(me), offer) &&
                           checkLegal(m_eval->rules(), state, offer) == IllegalReason::Ok &&
                           !madeBefore(offer);
        if (found) {
            ++m_offersThisTurn;
            m_offersMade.push_back(offer);
        }
        return found;
    }
    // One or two of a card for one of another: the most useful such swap for my position. A swap
    // changes my hand only: the board's terms are computed once.
    const Evaluator::BoardTerms terms = m_eval->boardTerms(state, me);
    bool found = false;
    for (int give = 0; give < kResourceCount; ++give) {
        for (int count = 1; count <= 2; ++count) {
            if (state.hand[me][give] < count)
                break;
            for (int get = 0; get < kResourceCount; ++get) {
                if (get == give)
                    continue;
                GameState after = state;
                after.hand[me][give] = static_cast<std::uint8_t>(after.hand[me][give] - count);
                after.hand[me][get] = static_cast<std::uint8_t>(after.hand[me][get] + 1);
                const double gain = m_eval->evaluate(after, me, terms) - baseline;
                if (gain <= bestGain)
                    continue;
                Action a;
                a.kind = ActionKind::OfferTrade;
                a.player = static_cast<std::uint8_t>(me);
                a.a = kNoId;
                a.trade[static_cast<std::size_t>(give)] = static_cast<std::int8_t>(count);
                a.trade[static_cast<std::size_t>(get)] = -1;
                if (checkLegal(m_eval->rules(), state, a) != IllegalReason::Ok || madeBefore(a))
                    continue;
                bestGain = gain;
                offer = a;
                found = true;
            }
        }
    }
    if (found) {
        ++m_offersThisTurn;
        m_offersMade.push_back(offer);
    }
    return found;
}

} // namespace canaan
