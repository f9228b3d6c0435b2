// The numbers behind a heuristic bot's judgement: its position value (EvalWeights) and how it
// trades. levelWeights() are the easy and normal bots' (unchanged, so their games stay the same);
// tunedWeights() are "normal+", tuned by many games against three normal bots, which the hard bot
// uses to rank its candidates and to play its own seat in its playouts (docs/ai.md).
#pragma once

#include "ai/evaluation.h"

namespace canaan {

enum class BotLevel { Easy, Normal };

struct BotWeights {
    EvalWeights eval;
    double answerMargin = 3.0; // accept an offer when my position gains more than this
    double leaderMargin = 0.0; // and by this much more when the offerer leads (alone or tied) in VP
    double offerMargin = 6.0;  // offer a swap that beats the best listed action by this much
    int offersPerTurn = 2;
    int nearWinVp = 3;         // never accept an offer from a player this close to winning
};

BotWeights levelWeights(BotLevel level);
BotWeights tunedWeights();

} // namespace canaan
