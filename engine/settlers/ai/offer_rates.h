// How often a computer player says yes to a person's offer (issue 42): games of bots are played as
// simulate plays them, and at sampled moments of the main phase the current player stands in for a
// person who offers one bot seat a typical 1:1 or 2:1 swap. The bot answers from its seat's view and
// memory, as in play; the offer is made on a copy, so the game itself goes on unchanged.
#pragma once

#include "engine/settlers/ai/trade_model.h"
#include "engine/settlers/rules/engine.h"

#include <cstdint>
#include <string>
#include <vector>

namespace canaan { class Pcg32; }

namespace canaan::settlers {

// The person's offer to `bot`: he asks one card of the kind the bot holds most of and gives, of the
// kinds he holds, those the bot holds fewest of (one card for OfferShape::OneForOne, two for
// TwoForOne), never the kind he asks; ties drawn by `rng`. False when he or the bot cannot pay.
enum class OfferShape { OneForOne, TwoForOne };
bool personOffer(const GameState &state, int person, int bot, OfferShape shape, Pcg32 &rng, TradeVector &offer);

struct OfferTally {
    int asked = 0;
    int accepted = 0;
    int countered = 0; // a counter-offer: neither yes nor no
};

struct OfferRateOptions {
    std::vector<std::string> bots; // one id per seat; seats rotate as in simulate
    std::string level;             // the bots whose answers are counted
    int games = 100;
    std::uint64_t seed = 1;
    int everyTurns = 4; // a moment is sampled on every this-many-th turn, after the roll
};

struct OfferRates {
    OfferTally oneForOne, twoForOne;
    int games = 0;
    long long turns = 0; // summed over the games
    int levelWins = 0;   // games a seat of the counted level won (a quick check of its strength)
};

// Plays options.games games of simulate's seeds (simulationGameSeed) on one thread.
OfferRates measureOfferRates(const Rules &rules, const OfferRateOptions &options);

} // namespace canaan
