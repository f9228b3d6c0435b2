// The arithmetic of one battle (C14-C17) as pure functions of its figures, with no game State: the
// engine decides its battles with them, and the tabletop companion's battle calculator calls the
// same functions for a battle fought at a real table, so the two can never count differently.
#pragma once

#include "engine/conquest/state.h"

#include <array>
#include <span>

namespace canaan::conquest {

using Forces = std::array<int, kCategoryCount>;

// Adds one card's force as C16 counts it: in its own category, or its "or" category when `alt`,
// plus its "&" part. A card of a kind that fights in no category adds nothing.
void addCardForce(Forces &force, int card, bool alt);

// Whether `side` may count card c in category `category` in the secret choice (C02, C14), the
// attacker being of nation `attacker`.
IllegalReason cardChoiceProblem(int side, int card, int category, Nation attacker);
// Whether the attacker may add Siege cards: only after a Defense card, never the Assyrians (C02, C14).
bool siegeAllowedAgainst(const CardSet &defenderCards, Nation attacker);
// C15: a Defense card among the defender's cards strikes out every Terrain card of the battle.
bool terrainStruckOut(const CardSet &defenderCards);

// A side's force in each category (C16): its cards (Terrain counting nothing when `terrainOut`),
// and in Numbers its armies (its own and lent) and the Philistines' die (0 for any other nation).
Forces sideForceOf(const CardSet &cards, const CardSet &altMode, bool terrainOut, int armies, int philistineDie);

// The categories each side wins: a greater force wins one, equal forces nobody (C16).
std::array<int, 2> categoriesWonBy(const Forces &attacker, const Forces &defender);
// The side that won more categories, or kNone when the counts are equal (then the dice decide, C16).
int winnerByCategories(const std::array<int, 2> &categoriesWon);

// The casualties of a decided battle with the figures they come from (C17).
struct CasualtyFigures {
    std::array<int, 2> armies{};  // each side's armies before the battle (own and lent)
    std::array<int, 2> rounded{}; // loser: armies x die x 10%, winner: armies x 10%, halves up
    std::array<int, 2> loss{};    // after Retreat (halves, down), Pursuit (doubles) and the cap
    int cap = 0;                  // the smaller side's armies
};
CasualtyFigures casualtyFigures(int winnerSide, const std::array<int, 2> &armies, int die, bool retreat, bool pursuit);

// C17: a side's loss shared by its armies' owners in proportion to `armies`, by largest remainders;
// equal remainders lose in the order given (the side's own nation first, then its allies in seat
// order from the active player). Writes each owner's share into `shares` (same size as `armies`, at
// most kMaxOwners). Allocates nothing.
inline constexpr int kMaxOwners = 8;
void shareLoss(std::span<const int> armies, int loss, std::span<int> shares);

} // namespace canaan::conquest
