// What one seat may know (C20, issue 20 "Seat views"): its own hand, everyone's counts, every card
// once revealed; never another hand, the deck's order or contents, or the other side's secret choice
// before both have chosen. Bots decide from this alone; the play layer (issue 19) will adopt it.
#pragma once

#include "engine/conquest/state.h"

#include <array>
#include <cstdint>

namespace canaan::conquest {

struct SeatView {
    std::uint8_t seat = 0;
    Options options;
    std::uint8_t numPlayers = 0;
    std::array<Nation, kMaxPlayers> nations{};
    std::array<std::uint8_t, kMaxPlayers> cities{};
    std::uint8_t pool = 0;
    std::array<std::uint16_t, kMaxPlayers> armies{};
    std::array<std::uint16_t, kMaxPlayers> armiesAway{};
    std::array<std::uint8_t, kMaxPlayers> lentArmies{};
    std::array<std::uint8_t, kMaxPlayers> lentSide{};
    // Cards in each hand; during the secret choice a side's chosen cards still count as in hand, so
    // not even how many were chosen shows before the reveal.
    std::array<std::uint8_t, kMaxPlayers> handCounts{};
    std::uint8_t deckCount = 0, discardCount = 0;

    CardSet hand;        // own
    CardSet lentToMe;    // own hand's cards lent by allies
    CardSet lentByMe;    // own cards now in another hand
    CardSet chosen;      // own secret choice (before the reveal)
    CardSet chosenAlt;   // ... of them, "or" cards in their second category
    CardSet table;       // played this turn, face up
    CardSet seenDiscard; // discard pile cards that were face up
    std::array<CardSet, 2> battle{}; // both sides' cards, once revealed
    CardSet battleAlt;

    Pending pending = Pending::GameOver;
    std::uint8_t pendingPlayer = 0;
    DieFor dieFor = DieFor::FirstPlayer;
    Step step = Step::GameOver;
    std::uint8_t drawPlayer = 0, drawsLeft = 0, discards = 0;
    std::uint8_t active = 0, turnsPlayed = 0, totalTurns = 0;
    std::uint8_t attacker = kNone, defender = kNone;
    std::uint8_t protectedMask = 0, barredMask = 0, extraBattles = 0, battles = 0;
    std::array<std::uint8_t, kMaxPlayers> firstRolls{};
    std::array<std::uint8_t, 2> philistineDie{};
    std::array<std::uint8_t, 2> tieDie{};
    std::uint8_t winnerSide = kNone, retreat = 0, pursuit = 0;
    std::array<std::uint8_t, 2> categoriesWon{};
    std::uint8_t winners = 0;

    bool revealed() const { return step != Step::Choice; }
    int mySide() const { return seat == attacker ? kAttacker : seat == defender ? kDefender : kNone; }
    // Cards whose place this seat does not know: the deck and the other hands (and hidden discards).
    CardSet unknown() const;
    friend bool operator==(const SeatView &, const SeatView &) = default;
};

SeatView viewOf(const State &state, int seat);
// What someone who plays no seat may know (a window watching computer players, a finished game
// opened from a file): every public fact and no hand at all; `seat` is kNone.
SeatView spectatorView(const State &state);

} // namespace canaan::conquest
