// What a player with a perfect memory knows of the other hands (issue 19): every card gained from
// the bank, discarded, traded, taken by Korah's Rebellion or paid for a build is public, so most of
// each hand is known card by card; only a card stolen between two other seats is not. Fed only
// from what the seat sees: its views before and after each action and the events as eventSeenBy()
// shows them. The known cards are lower bounds, never more than a hand holds; a seat whose counts
// stop agreeing (a missed action) is forgotten, and a tracker that saw nothing knows nothing.
#pragma once

#include "engine/settlers/rules/seat_view.h"

namespace canaan::settlers {

// By seat and resource, cards known to be in that hand (the deciding seat's own row unused).
struct KnownHands {
    std::uint8_t cards[kMaxPlayers][kResourceCount] = {};
    // Filled by HandTracker::likely() only: how the rest of each hand is probably made up, in
    // 64ths of a card: the expected cards of each kind, and those nothing is known of (dealt in the
    // mix of the hidden cards). A card stolen unseen is most likely one of the victim's known ones.
    static constexpr int kUnit = 64;
    bool weighted = false;
    std::uint16_t likely[kMaxPlayers][kResourceCount] = {};
    std::uint16_t vague[kMaxPlayers] = {};
};

class HandTracker {
public:
    // After every action: the seat's view before and after it and the events it saw.
    void observe(const SeatView &before, const SeatView &after, const Event *seen, int count);
    // What is known of the hands in `view` (nothing of a seat whose counts disagree with it).
    KnownHands known(const SeatView &view) const;
    // The same, with the likely make-up of the cards not known (KnownHands::likely).
    KnownHands likely(const SeatView &view) const;

private:
    void forget(const SeatView &view);
    void stealUnseen(int thief, int victim);
    void payUnknown(int q, int r, int cards);
    void normalizeLikely(int q);
    bool agrees(const SeatView &view, int q) const;

    std::uint8_t m_seat = kNoId;
    int m_turn = -1;
    int m_known[kMaxPlayers][kResourceCount] = {};
    int m_unknown[kMaxPlayers] = {}; // cards of a resource not known
    // The unknown cards' expected make-up: by kind, and the part nothing is known of. They add up
    // to m_unknown.
    double m_likely[kMaxPlayers][kResourceCount] = {};
    double m_vague[kMaxPlayers] = {};
};

} // namespace canaan
