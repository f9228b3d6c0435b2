// What happened, for a host's log and its players (docs/conquest.md "Events"): eventsOf() compares
// the state before and after one action, so apply() stays pure and fast; seenBy() filters an event
// for one seat (C20): a card drawn, discarded or lent shows only to those who may know it, and a
// card of a secret choice is no event at all for the others until the reveal.
#pragma once

#include "engine/conquest/state.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace canaan::conquest {

enum class EventKind : std::uint8_t {
    Shuffled,         // player's draw turned the discard pile into the deck (C06)
    CardDrawn,        // player drew card (the others see a card, not which)
    DieRolled,        // player rolled a; b = DieFor
    FirstPlayer,      // player starts the game (C07)
    TurnStarted,      // player's turn begins; a = its number, from 1
    Discarded,        // Leadership: player discarded card (the others see a card, not which)
    ArmiesRaided,     // a Z card's die: player lost a armies (C11)
    Mustered,         // player gained a armies by the Muster roll (C11)
    CardPlayed,       // player played card (Z, G, U, A, Siege, R, P, Q); other = the seat an A card bars
    Attacked,         // player attacks other (C12)
    NoBattle,         // player attacks nobody: his turn ends
    CardLent,         // player lent card to other (seen by the two; the others see a card, not which)
    ArmiesLent,       // player lent a armies to other
    Filled,           // player fills his hand before the choice (C13)
    CardChosen,       // player chose card, counting in Category a (for him alone)
    ChoiceMade,       // player's secret choice is complete (how many cards stays secret)
    CardRevealed,     // player revealed card, counting in Category a (C14)
    TerrainDiscarded, // card, a Terrain card, counts nothing (C15)
    TieRolled,        // the tie roll (C16): player (attacker) rolled a, other (defender) b
    BattleWon,        // player beat other, a categories to b (equal: the tie roll decided)
    ArmiesLost,       // player lost a armies in the battle (C17)
    CityTaken,        // player took a city token from other (C17)
    ArmiesReturned,   // end of turn: a of player's lent armies came back (C19)
    CardReturned,     // battle's end: card lent to player went back to other (seen by the two, C12)
    GameEnded,        // a = the winners' seats as a bit mask (C09)
};
inline constexpr int kEventKindCount = 25;

struct Event {
    EventKind kind = EventKind::Shuffled;
    std::uint8_t player = kNone;
    std::uint8_t other = kNone;
    std::uint8_t card = kNone;
    std::uint16_t a = 0, b = 0; // armies can pass 255 in long games (C08: up to 200 turns)
    std::uint8_t privateTo = 0; // seats that see the card (bit mask); 0: everyone
    friend bool operator==(const Event &, const Event &) = default;
};

// A caller-owned list; one action makes at most a few dozen events (a reveal: one per card).
struct EventList {
    static constexpr int kCapacity = 64;
    std::array<Event, kCapacity> items{};
    int size = 0;
    void clear() { size = 0; }
    void push(const Event &e)
    {
        if (size < kCapacity)
            items[static_cast<std::size_t>(size++)] = e;
    }
    const Event *begin() const { return items.data(); }
    const Event *end() const { return items.data() + size; }
};

// The events of `action`, applied to `before`, which gave `after`. No heap allocation.
void eventsOf(const State &before, const Action &action, const State &after, EventList &out);

// The event as `seat` may know it: the card hidden (kNone) when it is not his to see, nothing at
// all for another seat's CardChosen. A seat of kNone is a spectator: public events only.
std::optional<Event> seenBy(const Event &e, int seat);

std::string_view eventKindId(EventKind k);
// One sentence in English for logs and the command line ("Hittites attack Hebrews."); a window
// builds its own translated sentence from the fields.
std::string eventText(const Event &e, std::span<const Nation> nations);

} // namespace canaan::conquest
