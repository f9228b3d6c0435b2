// Helpers shared by the Conquest engine's files; not part of its interface.
#pragma once

#include "engine/conquest/engine.h"

namespace canaan::conquest::detail {

inline int nextSeat(const State &s, int p) { return (p + 1) % s.numPlayers; }
inline CardSet &hand(State &s, int p) { return s.hands[static_cast<std::size_t>(p)]; }
inline const CardSet &hand(const State &s, int p) { return s.hands[static_cast<std::size_t>(p)]; }
inline CardSet handOfKind(const State &s, int p, Kind k) { return hand(s, p) & cardsOfKind(k); }
inline bool holds(const State &s, int p, Kind k) { return !handOfKind(s, p, k).empty(); }
inline int sideOf(const State &s, int p) { return p == s.attacker ? kAttacker : p == s.defender ? kDefender : kNone; }
// Cards in p's hand lent to him (they may not be lent on).
CardSet lentTo(const State &s, int p);

// Moves the game on through every automatic step until a decision or a chance outcome is pending.
void advance(State &s);
// The player must draw `cards` cards before the step goes on (C06, C10, C13, C14).
void owe(State &s, int player, int cards);
void pend(State &s, Pending what, int player);
void pendDie(State &s, DieFor why, int player);

// A player may bar q with an A card (C12).
bool mayBar(const State &s, int p, int q);
bool mayAlly(const State &s, int p);
// Whether `side` may count card c in category cat in the secret choice (C02, C14).
IllegalReason choiceProblem(const State &s, int side, int c, int cat);
bool defenseRevealed(const State &s);
bool siegeAllowed(const State &s);

// Steps the apply() of one action leads to.
void applyDie(State &s, int value);
void decideBattle(State &s);
void resolveCasualties(State &s, int die);
// The battle is over: lent cards not played go back to their lenders, and no card is lent any more (C12).
void returnLentCards(State &s);
void endTurn(State &s);
void startTurn(State &s);

} // namespace canaan::conquest::detail
