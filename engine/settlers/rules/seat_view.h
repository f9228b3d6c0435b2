// What one seat may know of a Settlers game (issue 19): its own hand and development cards, the
// public board, every seat's counts and every played card; never another seat's hand or unplayed
// cards, nor the deck's contents. Windows, the network and the computer players read a game through
// this alone. The Conquest engine's counterpart is conquest/view.h.
#pragma once

#include "engine/settlers/rules/events.h"
#include "engine/settlers/rules/game_state.h"

#include <cstdint>
#include <optional>
#include <type_traits>

namespace canaan::settlers {

struct SeatView {
    // The game state with the other seats' secrets zeroed: their `hand` and `devHand`, `devNew`
    // unless this seat is the current player, and `deck`. Everything else in a GameState is public
    // (the bank, played cards, stones, the King's Blessing's resource, trade offers, what is owed).
    GameState board;
    std::uint8_t seat = kNoId;                  // kNoId: a spectator, who sees no hand
    std::uint8_t handCount[kMaxPlayers] = {};   // resource cards in each hand
    std::uint8_t devCount[kMaxPlayers] = {};    // unplayed development cards in each hand
    std::uint8_t devNewCount = 0;               // of the current player's unplayed, bought this turn
    std::uint8_t deckCount = 0;                 // cards left in the deck
    // By resource, the cards in the hands this seat cannot see: public, since the bank is and no
    // card leaves the game (the supply less the bank, the King's Blessing's card and one's hand).
    std::uint8_t hiddenResources[kResourceCount] = {};
    // By kind, the development cards whose place this seat does not know: the deck and the other
    // seats' unplayed cards. Public too: the deck as dealt, less every played card and one's own.
    std::uint8_t hiddenDevCards[kDevCardCount] = {};
    std::uint8_t zero[4] = {}; // always 0: makes the padding explicit, so views compare by bytes

    bool isSpectator() const { return seat == kNoId; }
    friend bool operator==(const SeatView &, const SeatView &) = default;
};

static_assert(std::is_trivially_copyable_v<SeatView>);
// No padding: two views of the same knowledge are the same bytes (the tests compare them so).
static_assert(std::has_unique_object_representations_v<SeatView>);

// The view of `seat` (0..numPlayers-1), or of a spectator for kNoId.
SeatView viewOf(const GameState &state, int seat);
inline SeatView spectatorView(const GameState &state) { return viewOf(state, kNoId); }

// What `seat` (or a spectator, kNoId) learns from an event. The hidden part is replaced by kNoId:
// a stolen card's resource for all but the thief and the victim, a drawn development card's kind
// for all but its buyer. nullopt when the seat learns nothing at all (no such event today).
std::optional<Event> eventSeenBy(const Event &event, int seat);

} // namespace canaan
