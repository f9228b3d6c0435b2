// The rules engine's entry points. Every function is pure over (Rules, GameState): no globals, no
// heap allocation in apply(), checkLegal() or legalActions() (issue 4), safe to call from many
// threads on different states.
#pragma once

#include "engine/action_list.h"
#include "engine/settlers/rules/action.h"
#include "engine/settlers/rules/events.h"
#include "engine/settlers/rules/game_state.h"
#include "engine/settlers/rules/rules.h"

#include <array>
#include <cstdint>

namespace canaan::settlers {

// A caller-owned buffer for legal actions.
using ActionList = ActionListOf<Action, kMaxLegalActions>;

// A new game for numPlayers seats (Rules::minPlayers..maxPlayers): bank, deck and supplies full,
// waiting for the first-player rolls (R01).
GameState newGame(const Rules &rules, int numPlayers);

// Recomputes the state's derived piece sets (GameState::occupied .. rollOwed) from its pieces:
// needed only where pieces were set by hand rather than placed through the engine.
void refreshPieceSets(const Rules &rules, GameState &state);

// Every legal action now, except domestic trade offers and counter-offers (their space is too
// large to list; checkLegal judges them). Returns the count. When a chance outcome is pending the
// list holds every possible outcome (one per value; see sampleChance for their weights).
int legalActions(const Rules &rules, const GameState &state, ActionList &out);

IllegalReason checkLegal(const Rules &rules, const GameState &state, const Action &action);

// A counter-offer (AnswerTrade, Counter) by `seat` to the offer pending, judged on what that seat may
// know: its own hand and the offerer's card count. checkLegal passes the count from the state; a
// seat's view has zeroed the offerer's hand, so a window passes SeatView::handCount instead.
IllegalReason checkCounterOffer(const GameState &state, int seat, const std::array<std::int8_t, kResourceCount> &trade,
                                int offererCards);

// Applies a legal action (precondition: checkLegal(...) == Ok; not checked again, for speed).
void apply(const Rules &rules, GameState &state, const Action &action, EventSink *events = nullptr);

// checkLegal, then apply when legal.
IllegalReason tryApply(const Rules &rules, GameState &state, const Action &action, EventSink *events = nullptr);

inline bool isChancePending(const GameState &s)
{
    // One bit test rather than four compares: drivers ask before every action, and the answer
    // alternates unpredictably in random play.
    constexpr std::uint32_t kChance = 1u << static_cast<int>(Pending::FirstRoll) | 1u << static_cast<int>(Pending::Dice) |
                                      1u << static_cast<int>(Pending::DrawCard) | 1u << static_cast<int>(Pending::Steal);
    static_assert(kPendingCount <= 32);
    return (kChance >> static_cast<unsigned>(s.pending)) & 1u;
}

// The chance outcome for two independent uniform 32-bit numbers, with the right probabilities:
// dice uniform, the card drawn weighted by what is left in the deck, the stolen card weighted by
// the victim's hand.
Action chanceFromRandom(const Rules &rules, const GameState &state, std::uint32_t r1, std::uint32_t r2);

template <typename Rng>
Action sampleChance(const Rules &rules, const GameState &state, Rng &rng)
{
    const auto r1 = static_cast<std::uint32_t>(rng());
    const auto r2 = static_cast<std::uint32_t>(rng());
    return chanceFromRandom(rules, state, r1, r2);
}

// Victory points and their parts (the property test checks vp == total()).
struct VpParts {
    int settlements = 0;
    int cities = 0;        // 2 each
    int vpCards = 0;       // canaan: played VP cards (R20)
    int hiddenVpCards = 0; // classic: unplayed VP cards, counted only on the holder's turn
    int longestRoad = 0;
    int mostPriests = 0;
    int kingsBlessing = 0;
    int publicTotal() const { return settlements + 2 * cities + vpCards + longestRoad + mostPriests + kingsBlessing; }
};
VpParts vpParts(const Rules &rules, const GameState &state, int player);
// The VP that count for winning now (classic adds hidden VP cards on the player's own turn).
int victoryPoints(const Rules &rules, const GameState &state, int player);

// The maritime rate for giving Resource r (R11): 4, 3 or 2.
int maritimeRate(const Rules &rules, const GameState &state, int player, int resource);
// R19 recomputed from scratch.
int longestRoadOf(const Rules &rules, const GameState &state, int player);
// R16: seats whose building on a Jerusalem site the player may use for a stone, paying a toll
// (bit mask), and whether he has his own site (no toll).
int tollOwners(const Rules &rules, const GameState &state, int player);
bool hasOwnSite(const Rules &rules, const GameState &state, int player);

} // namespace canaan
