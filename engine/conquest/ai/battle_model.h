// How the bots judge a battle's odds (issue 20, "normal: judges a battle's odds"): the opponent's
// force in each category as a normal distribution over the cards this seat cannot see, and a plan
// (the cards to choose) scored by its chance to win minus what its cards are worth keeping.
#pragma once

#include "engine/conquest/view.h"

#include <array>

namespace canaan::conquest::ai {

// The cards of a secret choice; `alt` marks "or" cards in their second category.
struct Plan {
    CardSet cards, alt;
};

struct Spread {
    std::array<double, kCategoryCount> mean{}, var{};
};

// The forces one card adds when played by `side` in its own category (or, when alt, its second).
std::array<int, kCategoryCount> contribution(int c, bool alt);
std::array<int, kCategoryCount> planForce(const Plan &plan, bool terrainOut);

// What a card is worth keeping in hand, in rough "force points" (0 = worthless to keep).
double keepValue(int c);

struct BattleSetup {
    int mySide = kAttacker;
    double myNumbers = 0, oppNumbers = 0;       // armies (and the Philistines' expected die)
    double myNumbersVar = 0, oppNumbersVar = 0; // the Philistines' die
    bool defenseBanned = false;                 // Assyrian attacker (C02)
    bool oppMaySiege = false;                   // the attacker may answer a Defense card (C14)
};

// The setup of the battle between `me` and `opp`, seen from view (me on side mySide).
BattleSetup setupFor(const SeatView &v, int me, int opp, int mySide);

// The opponent's force if he holds `cards` unknown cards and plays each with probability `rate`.
Spread opponentSpread(const SeatView &v, int oppSide, bool defenseBanned, double cards, double rate);

// The chance that my forces win the battle against the spread (ties of counts: half).
double winChance(const BattleSetup &b, const Spread &opp, const std::array<int, kCategoryCount> &mine, bool iPlayDefense);

// Greedy: adds the card that raises 2 x winChance - cost most, until none does. costWeight scales
// keepValue into the same units.
Plan greedyPlan(const CardSet &hand, const BattleSetup &b, const Spread &opp, double costWeight);

} // namespace canaan::conquest::ai
