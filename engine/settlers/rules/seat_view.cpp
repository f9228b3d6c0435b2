// viewOf() and eventSeenBy(): a game state and its events with every secret of the other seats
// taken out.
#include "engine/settlers/rules/seat_view.h"

#include <algorithm>
#include <cstring>

namespace canaan::settlers {

SeatView viewOf(const GameState &s, int seat)
{
    SeatView v;
    v.board = s;
    v.seat = seat >= 0 && seat < s.numPlayers ? static_cast<std::uint8_t>(seat) : kNoId;
    GameState &b = v.board;
    for (int p = 0; p < s.numPlayers; ++p) {
        int dev = 0;
        for (int c = 0; c < kDevCardCount; ++c)
            dev += s.devHand[p][c];
        v.handCount[p] = static_cast<std::uint8_t>(s.handSize(p));
        v.devCount[p] = static_cast<std::uint8_t>(dev);
        if (p == v.seat)
            continue;
        for (int r = 0; r < kResourceCount; ++r)
            v.hiddenResources[r] = static_cast<std::uint8_t>(v.hiddenResources[r] + s.hand[p][r]);
        for (int c = 0; c < kDevCardCount; ++c)
            v.hiddenDevCards[c] = static_cast<std::uint8_t>(v.hiddenDevCards[c] + s.devHand[p][c]);
        std::memset(b.hand[p], 0, sizeof b.hand[p]);
        std::memset(b.devHand[p], 0, sizeof b.devHand[p]);
    }
    for (int c = 0; c < kDevCardCount; ++c) {
        // A VP card bought and played this turn stays counted in devNew; it is face up, not new.
        const int unplayedNew = s.current < s.numPlayers ? std::min(s.devNew[c], s.devHand[s.current][c]) : 0;
        v.devNewCount = static_cast<std::uint8_t>(v.devNewCount + unplayedNew);
        v.deckCount = static_cast<std::uint8_t>(v.deckCount + s.deck[c]);
        v.hiddenDevCards[c] = static_cast<std::uint8_t>(v.hiddenDevCards[c] + s.deck[c]);
    }
    if (s.current != v.seat)
        std::memset(b.devNew, 0, sizeof b.devNew);
    std::memset(b.deck, 0, sizeof b.deck);
    return v;
}

std::optional<Event> eventSeenBy(const Event &event, int seat)
{
    Event e = event;
    const bool party = seat != kNoId && (seat == e.player || (e.kind == EventKind::CardStolen && seat == e.b));
    switch (e.kind) {
    case EventKind::CardStolen: // thief and victim see the card; the others that one card moved
    case EventKind::CardBought: // only the buyer sees what he drew
        if (!party)
            e.a = kNoId;
        break;
    default: break;
    }
    return e;
}

} // namespace canaan
