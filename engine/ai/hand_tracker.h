// What a player with a perfect memory knows of the other hands (issue 19): every card gained from
// the bank, discarded, traded, taken by Korah's Rebellion or paid for a build is public, so most of
// each hand is known card by card; only a card stolen between two other seats is not. Fed only
// from what the seat sees: its views before and after each action and the events as eventSeenBy()
// shows them. The known cards are lower bounds, never more than a hand holds; a seat whose counts
// stop agreeing (a missed action) is forgotten, and a tracker that saw nothing knows nothing.
#pragma once

#include "rules/seat_view.h"

namespace canaan {

// By seat and resource, cards known to be in that hand (the deciding seat's own row unused).
struct KnownHands {
    std::uint8_t cards[kMaxPlayers][kResourceCount] = {};
};

class HandTracker {
public:
    // After every action: the seat's view before and after it and the events it saw.
    void observe(const SeatView &before, const SeatView &after, const Event *seen, int count);
    // What is known of the hands in `view` (nothing of a seat whose counts disagree with it).
    KnownHands known(const SeatView &view) const;

private:
    void forget(const SeatView &view);

    std::uint8_t m_seat = kNoId;
    int m_turn = -1;
    int m_known[kMaxPlayers][kResourceCount] = {};
    int m_unknown[kMaxPlayers] = {}; // cards of a resource not known
};

} // namespace canaan
