// The Conquest engine's entry points (issue 20). Pure functions over a State: no globals, no heap
// allocation in apply(), checkLegal() or legalActions(), safe on many threads with different states.
#pragma once

#include "engine/action_list.h"
#include "engine/conquest/action.h"
#include "engine/conquest/state.h"

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

namespace canaan::conquest {

// Enough for every outcome of a draw (152 cards) and every decision.
inline constexpr int kMaxLegalActions = 160;

// A caller-owned buffer for legal actions.
using ActionList = ActionListOf<Action, kMaxLegalActions>;

// Empty when these seats and options make a game (C01, C03, C08), else what is wrong, in English.
std::string_view setupProblem(const Options &options, std::span<const Nation> nations);

// A new game (precondition: setupProblem() is empty): cities dealt (C03), armies taken (C04), the
// 152 cards face down waiting for the first Shuffle (C06); then the deal and the first-player roll.
State newGame(const Options &options, std::span<const Nation> nations);

// Every legal action now: for a chance outcome, every possible outcome (Draw: each card left in the
// deck, equally likely; Die: 1..6). Returns the count.
int legalActions(const State &state, ActionList &out);

IllegalReason checkLegal(const State &state, const Action &action);

// Applies a legal action (precondition: checkLegal() == Ok; not checked again, for speed).
void apply(State &state, const Action &action);

// checkLegal, then apply when legal.
IllegalReason tryApply(State &state, const Action &action);

inline bool isChancePending(const State &s) { return s.pending <= Pending::Die; }

// The chance outcome for a uniform 32-bit number: the die uniform, the card drawn uniform over the deck.
Action chanceFromRandom(const State &state, std::uint32_t r);

// Hand size (C02, C10) and the cards that count toward it (cards lent to the player do not, C12).
int handSize(const State &state, int player);
int cardsTowardHandSize(const State &state, int player);

// Force in each category for one side of the current battle, as C16 counts it (after the reveal).
std::array<int, kCategoryCount> sideForce(const State &state, int side);
// Armies fighting on a side: its nation's and its allies' lent armies (C16).
int sideArmies(const State &state, int side);

// The seats that won (bit mask), once the game is over (C09).
inline int winnersOf(const State &s) { return s.winners; }

} // namespace canaan::conquest
