#include "engine/settlers/ai/trade_model.h"

#include <algorithm>
#include <optional>

namespace canaan::settlers {

namespace {

// Nobody has more victory points than `player`.
bool leadsInVp(const GameState &state, int player)
{
    for (int q = 0; q < state.numPlayers; ++q)
        if (state.vp[q] > state.vp[player])
            return false;
    return true;
}

// `player` has more victory points than anybody else.
bool leadsAlone(const GameState &state, int player)
{
    for (int q = 0; q < state.numPlayers; ++q)
        if (q != player && state.vp[q] >= state.vp[player])
            return false;
    return true;
}

// Puts back the two hands exchangeHands() changed (or partly changed) in `after`, a copy of `state`:
// the swap loops reuse one copy of the state rather than copy it for every swap.
void restoreHands(GameState &after, const GameState &state, int a, int b)
{
    std::copy_n(state.hand[a], kResourceCount, after.hand[a]);
    std::copy_n(state.hand[b], kResourceCount, after.hand[b]);
}

} // namespace

TradeVector openOffer(const GameState &state)
{
    TradeVector offer{};
    for (int r = 0; r < kResourceCount; ++r)
        offer[static_cast<std::size_t>(r)] = state.offer[r];
    return offer;
}

bool isFairOffer(const TradeVector &trade)
{
    int given = 0, asked = 0;
    for (std::int8_t t : trade)
        (t > 0 ? given : asked) += t > 0 ? t : -t;
    return given >= asked;
}

bool exchangeHands(GameState &s, const TradeVector &trade, int offerer, int answerer)
{
    for (int r = 0; r < kResourceCount; ++r) {
        const int delta = trade[static_cast<std::size_t>(r)];
        if (delta < 0 && s.hand[answerer][r] < -delta)
            return false;
        s.hand[answerer][r] = static_cast<std::uint8_t>(s.hand[answerer][r] + delta);
        s.hand[offerer][r] = static_cast<std::uint8_t>(s.hand[offerer][r] - delta);
    }
    return true;
}

namespace {

// acceptsOffer() with the answerer's board terms (by `eval`) of `state` given.
bool acceptsOfferWith(const Evaluator &eval, const Evaluator::BoardTerms &terms, const BotWeights &weights,
                      const GameState &state, const TradeVector &trade, int offerer, int answerer, OfferFrom from,
                      double *gainOut)
{
    GameState after = state;
    if (!exchangeHands(after, trade, offerer, answerer))
        return false;
    // Never help a player close to winning.
    if (state.vp[offerer] >= eval.rules().options().vpToWin - weights.nearWinVp)
        return false;
    const double gain = eval.evaluate(after, answerer, terms) - eval.evaluate(state, answerer, terms);
    if (gainOut)
        *gainOut = gain;
    // A person's fair offer needs only to leave me no worse, unless he is ahead of everyone: his
    // trades must pay me as any other (issue 42, docs/ai.md "Trading with people"). A computer
    // player's offers must always pay (issue 39).
    const bool fair = from == OfferFrom::Person && isFairOffer(trade) && !leadsAlone(state, offerer);
    const double margin = fair ? weights.fairAnswerMargin : weights.answerMargin;
    return gain > margin + (leadsInVp(state, offerer) ? weights.leaderMargin : 0.0);
}

} // namespace

bool acceptsOffer(const Evaluator &eval, const BotWeights &weights, const GameState &state, const TradeVector &trade,
                  int offerer, int answerer, OfferFrom from, double *gainOut)
{
    return acceptsOfferWith(eval, eval.boardTerms(state, answerer), weights, state, trade, offerer, answerer, from,
                            gainOut);
}

int swapShapes(const GameState &state, int giver, const SwapShape &shape, SwapList &out)
{
    // What the giver may give (1 to maxGive of a card he holds) and ask (1 to maxGet cards of one
    // kind, or of two kinds when askTwoKinds: at least one each, at most max(maxGet, 2) in all).
    TradeVector gives[kMaxGives];
    int giveCount = 0;
    for (int r = 0; r < kResourceCount; ++r)
        for (int k = 1; k <= shape.maxGive && k <= kMaxGive && state.hand[giver][r] >= k; ++k) {
            gives[giveCount] = TradeVector{};
            gives[giveCount++][static_cast<std::size_t>(r)] = static_cast<std::int8_t>(k);
        }
    TradeVector asks[kMaxAsks];
    int askCount = 0;
    const int maxGet = std::min(shape.maxGet, kMaxAsk);
    for (int r = 0; r < kResourceCount; ++r) {
        for (int k = 1; k <= maxGet; ++k) {
            asks[askCount] = TradeVector{};
            asks[askCount++][static_cast<std::size_t>(r)] = static_cast<std::int8_t>(-k);
        }
        for (int r2 = r + 1; shape.askTwoKinds && r2 < kResourceCount; ++r2)
            for (int k = 1; k < std::max(maxGet, 2); ++k)
                for (int k2 = 1; k + k2 <= std::max(maxGet, 2); ++k2) {
                    asks[askCount] = TradeVector{};
                    asks[askCount][static_cast<std::size_t>(r)] = static_cast<std::int8_t>(-k);
                    asks[askCount++][static_cast<std::size_t>(r2)] = static_cast<std::int8_t>(-k2);
                }
    }
    int n = 0;
    for (int g = 0; g < giveCount; ++g)
        for (int k = 0; k < askCount; ++k) {
            bool overlap = false;
            for (std::size_t r = 0; r < out[0].size(); ++r) {
                overlap = overlap || (gives[g][r] != 0 && asks[k][r] != 0);
                out[static_cast<std::size_t>(n)][r] = static_cast<std::int8_t>(gives[g][r] + asks[k][r]);
            }
            n += !overlap;
        }
    return n;
}

bool bestAcceptedSwap(const Evaluator &mine, const Evaluator &model, const BotWeights &modelWeights,
                      const GameState &state, int me, const SwapShape &shape, double baseline, double minGain,
                      OfferFrom from, Action &offer)
{
    SwapList swaps;
    const int n = swapShapes(state, me, shape, swaps);
    double bestGain = minGain;
    bool found = false;
    // A swap changes hands only: the board's terms are computed once.
    const Evaluator::BoardTerms myTerms = mine.boardTerms(state, me);
    // By `model`, each answerer's own, made when a swap to that seat first needs the model.
    std::array<std::optional<Evaluator::BoardTerms>, kMaxPlayers> theirTerms;
    const auto termsOf = [&](int q) -> const Evaluator::BoardTerms & {
        std::optional<Evaluator::BoardTerms> &t = theirTerms[static_cast<std::size_t>(q)];
        if (!t)
            t = model.boardTerms(state, q);
        return *t;
    };
    GameState after = state;
    for (int i = 0; i < n; ++i) {
        const TradeVector &trade = swaps[static_cast<std::size_t>(i)];
        for (int q = 0; q < state.numPlayers; ++q) {
            if (q == me)
                continue;
            const bool paid = exchangeHands(after, trade, me, q);
            const double gain = paid ? mine.evaluate(after, me, myTerms) - baseline : 0.0;
            restoreHands(after, state, me, q);
            if (!paid)
                continue;
            // The model last: it costs two evaluations and matters only for a better swap.
            if (gain <= bestGain ||
                !acceptsOfferWith(model, termsOf(q), modelWeights, state, trade, me, q, from, nullptr))
                continue;
            bestGain = gain;
            offer = Action{};
            offer.kind = ActionKind::OfferTrade;
            offer.player = static_cast<std::uint8_t>(me);
            offer.a = kNoId;
            offer.trade = trade;
            found = true;
        }
    }
    return found;
}

bool bestConfirmedCounter(const Evaluator &mine, const Evaluator &model, const BotWeights &modelWeights,
                          const GameState &state, int me, const SwapShape &shape, double minGain, OfferFrom from,
                          TradeVector &counter)
{
    const int offerer = state.current;
    const TradeVector offer = openOffer(state);
    // The normal bot confirms the best option by its own value; withdrawing gets +0.5 and comes
    // first; between equal answers the seat sooner after the offerer wins. The others: their
    // answers so far, and those still to answer as the model predicts them.
    const auto after1 = [&](int q) { return (q - offerer + state.numPlayers) % state.numPlayers; };
    // A counter, like the others' answers, changes hands only: the board's terms are computed once.
    const Evaluator::BoardTerms hisTerms = model.boardTerms(state, offerer);
    const double before = model.evaluate(state, offerer, hisTerms);
    double rival = before + 0.5;
    for (int q = 0; q < state.numPlayers; ++q) {
        if (q == me || q == offerer)
            continue;
        const bool toAnswer = (state.answerMask >> q) & 1u;
        const bool accepted = state.answers[q] == 1 + static_cast<int>(TradeAnswer::Accept);
        const bool countered = state.answers[q] == 1 + static_cast<int>(TradeAnswer::Counter);
        TradeVector theirs = offer;
        if (countered)
            for (int r = 0; r < kResourceCount; ++r)
                theirs[static_cast<std::size_t>(r)] = state.counters[q][r];
        if (!(accepted || countered || (toAnswer && acceptsOffer(model, modelWeights, state, offer, offerer, q, from))))
            continue;
        GameState after = state;
        if (exchangeHands(after, theirs, offerer, q))
            rival = std::max(rival, model.evaluate(after, offerer, hisTerms) + (after1(q) < after1(me) ? 1e-9 : 0.0));
    }
    // My counters: what I give is what the offerer receives (negative in his view).
    SwapList swaps;
    const int n = swapShapes(state, me, shape, swaps);
    const Evaluator::BoardTerms myTerms = mine.boardTerms(state, me);
    const double baseline = mine.evaluate(state, me, myTerms);
    double bestGain = minGain;
    bool found = false;
    GameState after = state;
    for (int i = 0; i < n; ++i) {
        TradeVector his;
        for (std::size_t r = 0; r < his.size(); ++r)
            his[r] = static_cast<std::int8_t>(-swaps[static_cast<std::size_t>(i)][r]);
        const bool paid = exchangeHands(after, his, offerer, me);
        const double gain = paid ? mine.evaluate(after, me, myTerms) - baseline : 0.0;
        const bool better = paid && gain > bestGain && model.evaluate(after, offerer, hisTerms) > rival;
        restoreHands(after, state, offerer, me);
        if (!better)
            continue;
        bestGain = gain;
        counter = his;
        found = true;
    }
    return found;
}

} // namespace canaan
