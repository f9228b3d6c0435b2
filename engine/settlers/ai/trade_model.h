// Domestic trade as the heuristic bots see it. One answer rule serves twice: a bot answers offers
// with it, and normal+ uses it with the normal bot's weights to predict how its opponents (normal
// bots) will answer before it offers, so it offers only swaps somebody takes and picks the one that
// pays it most (docs/ai.md, "normal+").
#pragma once

#include "engine/settlers/ai/bot_weights.h"
#include "engine/settlers/ai/evaluation.h"

#include <array>
#include <cstdint>

namespace canaan::settlers {

using TradeVector = std::array<std::int8_t, kResourceCount>; // as Action::trade: + the offerer gives

// The open offer of `state` (state.offer) as a TradeVector.
TradeVector openOffer(const GameState &state);

// Both hands after the exchange; false (and `s` partly changed) when the answerer cannot pay.
bool exchangeHands(GameState &s, const TradeVector &trade, int offerer, int answerer);

// A fair offer: the offerer gives at least as many cards as he asks (a 1:1, a 2:1 in the answerer's
// favour).
bool isFairOffer(const TradeVector &trade);

// Who made an offer: the fair-offer rule is for people's offers only (issue 39); between computer
// players an offer must pay, as before issue 42.
enum class OfferFrom { Bot, Person };

// Would a bot with these weights (and its evaluator) accept `trade` from `offerer`? Never from a
// player within nearWinVp of winning; otherwise when its position gains more than answerMargin, or
// for a fair offer from a person not ahead of everyone fairAnswerMargin (no worse), plus leaderMargin
// when the offerer leads in VP: the normal bot's rule when its weights are given.
// `gain`, when given, receives that gain (left alone when the trade is refused before it is computed).
bool acceptsOffer(const Evaluator &eval, const BotWeights &weights, const GameState &state, const TradeVector &trade,
                  int offerer, int answerer, OfferFrom from, double *gain = nullptr);

// Which swaps an offer may propose.
struct SwapShape {
    int maxGive = 2;          // cards of one kind given (at most kMaxGive, 4)
    int maxGet = 1;           // cards asked (at most kMaxAsk, 6)
    bool askTwoKinds = false; // also cards of two kinds asked (at least one each, at least 2 in all)
};

inline constexpr int kMaxGive = 4;
inline constexpr int kMaxAsk = 6;
// Room for every give and every ask (of one kind, or of a pair of kinds), and for every swap of the two.
inline constexpr int kMaxGives = kResourceCount * kMaxGive;
inline constexpr int kMaxAsks = kResourceCount * kMaxAsk + kResourceCount * kResourceCount * kMaxAsk * kMaxAsk / 4;
inline constexpr int kMaxSwaps = kMaxGives * kMaxAsks;
using SwapList = std::array<TradeVector, kMaxSwaps>;

// Every swap of this shape `giver` can make, seen from him (+ he gives); returns how many.
int swapShapes(const GameState &state, int giver, const SwapShape &shape, SwapList &out);

// The swap (see SwapShape) that some opponent accepts by `model`'s rule (answering `me`, a `from`) and that raises `me`'s
// value (by `mine`, with the partner's hand changed too) the most, by more than `minGain` over
// `baseline`. The offer goes to everybody; confirming picks the partner.
bool bestAcceptedSwap(const Evaluator &mine, const Evaluator &model, const BotWeights &modelWeights,
                      const GameState &state, int me, const SwapShape &shape, double baseline, double minGain,
                      OfferFrom from, Action &offer);

// Answering an open offer (state: Pending::TradeAnswer) from a normal bot: the counter-offer (in the
// offerer's view, as Action::trade) that `model` says he would confirm over withdrawing and over
// the other answers (given, or predicted for those still to answer), and that raises `me`'s value
// the most, by more than `minGain`. `from`: whether the offerer is a person (for the others' answers).
bool bestConfirmedCounter(const Evaluator &mine, const Evaluator &model, const BotWeights &modelWeights,
                          const GameState &state, int me, const SwapShape &shape, double minGain, OfferFrom from,
                          TradeVector &counter);

} // namespace canaan
