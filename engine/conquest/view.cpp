// viewOf(): the state with every secret of the other seats taken out (C20).
#include "engine/conquest/internal.h"
#include "engine/conquest/view.h"

namespace canaan::conquest {

CardSet SeatView::unknown() const
{
    CardSet known = hand | lentByMe | chosen | table | seenDiscard | battle[0] | battle[1];
    return allCards().without(known);
}

SeatView viewOf(const State &s, int seat)
{
    SeatView v;
    v.seat = static_cast<std::uint8_t>(seat);
    v.options = s.options;
    v.numPlayers = s.numPlayers;
    v.nations = s.nations;
    v.cities = s.cities;
    v.pool = s.pool;
    v.armies = s.armies;
    v.armiesAway = s.armiesAway;
    v.lentArmies = s.lentArmies;
    v.lentSide = s.lentSide;
    const bool secret = s.step == Step::Choice;
    for (int p = 0; p < s.numPlayers; ++p) {
        int n = s.handCount(p);
        if (secret && (p == s.attacker || p == s.defender))
            n += s.battle[static_cast<std::size_t>(detail::sideOf(s, p))].count();
        v.handCounts[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(n);
    }
    v.deckCount = static_cast<std::uint8_t>(s.deck.count());
    v.discardCount = static_cast<std::uint8_t>(s.discard.count());
    v.hand = s.hands[static_cast<std::size_t>(seat)];
    v.lentToMe = detail::lentTo(s, seat);
    s.lent.forEach([&](int c) {
        if (s.lender[static_cast<std::size_t>(c)] == seat && !v.hand.has(c) && !s.table.has(c))
            v.lentByMe.add(c);
    });
    const int side = detail::sideOf(s, seat);
    if (secret) {
        if (side != kNone) {
            v.chosen = s.battle[static_cast<std::size_t>(side)];
            v.chosenAlt = s.altMode & v.chosen;
        }
    } else {
        v.battle = s.battle;
        v.battleAlt = s.altMode;
    }
    v.table = s.table;
    v.seenDiscard = s.discard & s.seen;
    v.pending = s.pending;
    v.pendingPlayer = s.pendingPlayer;
    v.dieFor = s.dieFor;
    v.step = s.step;
    v.drawPlayer = s.drawPlayer;
    v.drawsLeft = s.drawsLeft;
    v.discards = s.discards;
    v.active = s.active;
    v.turnsPlayed = s.turnsPlayed;
    v.totalTurns = s.totalTurns;
    v.attacker = s.attacker;
    v.defender = s.defender;
    v.protectedMask = s.protectedMask;
    v.barredMask = s.barredMask;
    v.extraBattles = s.extraBattles;
    v.battles = s.battles;
    v.firstRolls = s.firstRolls;
    v.philistineDie = s.philistineDie;
    v.tieDie = s.tieDie;
    v.winnerSide = s.winnerSide;
    v.retreat = s.retreat;
    v.pursuit = s.pursuit;
    v.categoriesWon = {s.categoriesWon[0], s.categoriesWon[1]};
    v.winners = s.winners;
    return v;
}

SeatView spectatorView(const State &state)
{
    // Seat 0's view without what only seat 0 may know.
    SeatView v = viewOf(state, 0);
    v.seat = kNone;
    v.hand = {};
    v.lentToMe = {};
    v.lentByMe = {};
    v.chosen = {};
    v.chosenAlt = {};
    return v;
}

} // namespace canaan::conquest
