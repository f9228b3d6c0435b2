// The numbers behind a heuristic bot's judgement: its position value (EvalWeights) and how it
// trades. levelWeights() are the easy and normal bots' (unchanged, so their games stay the same);
// tunedWeights() are "normal+", tuned by many games against three normal bots, which the hard bot
// uses to rank its candidates and to play its own seat in its playouts (docs/ai.md).
#pragma once

#include "engine/settlers/ai/evaluation.h"

namespace canaan::settlers {

enum class BotLevel { Easy, Normal };

struct BotWeights {
    EvalWeights eval;
    double answerMargin = 3.0; // accept an offer when my position gains more than this
    // A fair offer (I receive at least as many cards as I give: a 1:1, a 2:1 in my favour) from a
    // player not ahead of everyone in VP needs only to leave me no worse: a gain above this (half a
    // point, far below a card's 2, absorbs rounding). Issue 42: people's fair 1:1 offers were refused
    // two times in three under answerMargin.
    double fairAnswerMargin = -0.5;
    double leaderMargin = 0.0; // and by this much more when the offerer leads (alone or tied) in VP
    double offerMargin = 6.0;  // offer a swap that beats the best listed action by this much
    int offersPerTurn = 2;
    int nearWinVp = 3;         // never accept an offer from a player this close to winning (fair or not)
    // A starting settlement is drawn at random (the bot's seeded generator) among the spots whose
    // value is within this of the best, so bots of one level in every seat play many openings, not
    // one (issue 36). 0: always the best (easy, whose noise already varies everything).
    double openingTolerance = 8.0;

    // Trading against normal bots (trade_model.h); the defaults keep easy's and normal's trading.
    // Offer only swaps some opponent would accept by the normal bot's own answer rule, the best one
    // for me among them: up to offerMaxGive cards of one kind for up to offerMaxGet of another (or of
    // two others when offerTwoKinds).
    bool offerModelled = false;
    int offerMaxGive = 2;
    int offerMaxGet = 1;
    bool offerTwoKinds = false;
    // Answering a normal bot's offer: counter with the swap (same shape) best for me that the
    // offerer would confirm by its own rule, when it beats accepting.
    bool counterModelled = false;
    // Deal the cards the memory does not know in their likely kinds (HandTracker::likely: a card
    // stolen unseen is probably one of the victim's known ones), not in the hidden cards' mix.
    bool likelyHands = false;
    // Treat every seat as a person's, whatever Bot::setPeople says: the fair-offer rule for every
    // offer, as all bots did between issues 42 and 39 (kept to measure against that hard: hard42).
    bool everyoneAPerson = false;
};

BotWeights levelWeights(BotLevel level);
BotWeights tunedWeights();
// normal+'s weights when issue 39 was filed (canaan's on classic too, a card held worth 2): kept for
// the measuring ids hard42 and hard39, so they play as the hard bot of then.
BotWeights tunedWeightsBefore39();

} // namespace canaan
