// Editing a game state directly: for tests, puzzles and tools that set up a position without
// playing up to it. Each helper keeps the derived parts (VP, longest road, special cards, harbors,
// bank) consistent, so rules applied afterwards behave as in a real game.
#pragma once

#include "engine/settlers/rules/engine.h"

#include <array>

namespace canaan::settlers::scenario {

// Skips first-player rolls and set-up: the game is in play, `current` to act, rolled or not.
void startPlay(const Rules &rules, GameState &s, int current, bool rolled = true);
void putSettlement(const Rules &rules, GameState &s, int player, int vertex);
void putCity(const Rules &rules, GameState &s, int player, int vertex); // on his settlement, or fresh
void putRoad(const Rules &rules, GameState &s, int player, int edge);
// Sets a hand, taking from or returning to the bank.
void setHand(GameState &s, int player, std::array<int, kResourceCount> cards);
// Moves a development card from the deck to the hand (isNew: bought this turn).
void giveCard(GameState &s, int player, DevCard card, bool isNew = false);
// Player kNoId: black stones. A King's Blessing taken this way has no resource under it.
void addStones(const Rules &rules, GameState &s, int player, int n);
// Recomputes after direct edits, e.g. of playedPriests or pieces set by hand: the derived piece
// sets, longest roads and special-card holders, and what the game waits for.
void refresh(const Rules &rules, GameState &s);
// What the game waits for, decided again as apply() decides it after every action: a state that
// apply() left is unchanged by it (apply() settles its commonest actions by shorter paths).
void settle(const Rules &rules, GameState &s);

} // namespace canaan::scenario
