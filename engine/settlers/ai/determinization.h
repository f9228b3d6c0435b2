// A full game state consistent with what one seat knows (a determinization), for the rules
// functions a computer player calls: legalActions, apply and the evaluator need every hand. The
// cards the view hides (SeatView::hiddenResources, hiddenDevCards) are dealt back to the other
// seats by their public counts, and what is left of the development cards makes the deck. What the
// view's public facts imply is kept: a seat that accepted or countered the open offer holds the
// cards it would give, the offerer those he offered; in the classic game, the current player
// holds no hidden victory point cards that would already have won him the game.
//
// Any such state lists the same legal actions for the view's seat as the true state, so a bot's
// choice is always legal in the real game.
#pragma once

#include "engine/settlers/ai/hand_tracker.h"
#include "engine/random/rng.h"
#include "engine/settlers/rules/engine.h"
#include "engine/settlers/rules/seat_view.h"

namespace canaan::settlers {

// One deterministic deal: each hidden hand gets the hidden cards in proportion to its size (the
// expected hand, rounded), seats in turn. A function of the view (and of `known`) alone.
// `known`: cards a seat's memory places in the other hands (hand_tracker.h), dealt first.
GameState expectedWorld(const Rules &rules, const SeatView &view, const KnownHands *known = nullptr);

// A deal at random (uniform over the cards, given the counts and the facts above), from `rng`.
GameState sampledWorld(const Rules &rules, const SeatView &view, Pcg32 &rng, const KnownHands *known = nullptr);

} // namespace canaan
