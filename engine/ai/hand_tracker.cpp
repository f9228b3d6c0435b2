// HandTracker: the cards that moved in each action, from its events and the bank's change.
#include "ai/hand_tracker.h"

#include "rules/action.h"

#include <algorithm>

namespace canaan {

void HandTracker::forget(const SeatView &view)
{
    m_seat = view.seat;
    for (int q = 0; q < kMaxPlayers; ++q) {
        std::fill(std::begin(m_known[q]), std::end(m_known[q]), 0);
        m_unknown[q] = q < view.board.numPlayers ? view.handCount[q] : 0;
    }
}

void HandTracker::observe(const SeatView &before, const SeatView &after, const Event *seen, int count)
{
    if (after.seat != m_seat || after.board.turn < m_turn)
        forget(before); // another seat or another game
    m_turn = after.board.turn;
    int delta[kMaxPlayers][kResourceCount] = {};
    int unknownDelta[kMaxPlayers] = {};
    int bankMoved[kResourceCount] = {}; // the bank's change that the events explain
    for (int i = 0; i < count; ++i) {
        const Event &e = seen[i];
        const int p = e.player;
        if (p >= kMaxPlayers)
            continue;
        switch (e.kind) {
        case EventKind::ResourcesGained:
            delta[p][e.a] += e.b;
            bankMoved[e.a] -= e.b;
            break;
        case EventKind::Discarded:
            --delta[p][e.a];
            ++bankMoved[e.a];
            break;
        case EventKind::CardStolen:
            if (e.a < kResourceCount) {
                ++delta[p][e.a];
                --delta[e.b][e.a];
            } else {
                ++unknownDelta[p];
                --unknownDelta[e.b];
            }
            break;
        case EventKind::MonopolyTaken:
            delta[p][e.a] += e.b;
            delta[e.c][e.a] -= e.b;
            break;
        case EventKind::MaritimeTraded:
            delta[p][e.a] -= e.b;
            ++delta[p][e.c];
            bankMoved[e.a] += e.b;
            --bankMoved[e.c];
            break;
        case EventKind::StoneAdded: // the stone's cost goes to the bank (below), the toll to a seat
            if (e.b < kMaxPlayers) {
                --delta[p][e.c];
                ++delta[e.b][e.c];
            }
            break;
        case EventKind::TradeDone: { // the offer or the partner's counter, + the offerer gives
            const GameState &b = before.board;
            const bool counter = b.answers[e.a] == 1 + static_cast<int>(TradeAnswer::Counter);
            for (int r = 0; r < kResourceCount; ++r) {
                const int t = counter ? b.counters[e.a][r] : b.offer[r];
                delta[p][r] -= t;
                delta[e.a][r] += t;
            }
            break;
        }
        default: break;
        }
    }
    // What else went into the bank was paid by the seat that acted: a build, a card, a stone. The
    // King's Blessing's card leaves and returns to the bank from no hand.
    const int payer = before.board.pendingPlayer;
    for (int r = 0; r < kResourceCount; ++r) {
        int paid = after.board.bank[r] - before.board.bank[r] - bankMoved[r];
        paid -= (before.board.blessingResource == r) - (after.board.blessingResource == r);
        if (payer < kMaxPlayers)
            delta[payer][r] -= paid;
    }
    for (int q = 0; q < after.board.numPlayers; ++q) {
        if (q == m_seat)
            continue;
        for (int r = 0; r < kResourceCount; ++r) {
            m_known[q][r] += delta[q][r];
            if (m_known[q][r] < 0) { // paid with cards of unknown kind
                m_unknown[q] += m_known[q][r];
                m_known[q][r] = 0;
            }
        }
        if (unknownDelta[q] < 0) {
            // An unseen card taken from him: it may have been any one of the known ones, so each
            // kind may have lost one (the rest of the hand is unknown).
            int left = 0;
            for (int r = 0; r < kResourceCount; ++r) {
                m_known[q][r] = std::max(0, m_known[q][r] - 1);
                left += m_known[q][r];
            }
            m_unknown[q] = after.handCount[q] - left;
        } else {
            m_unknown[q] += unknownDelta[q];
        }
        int total = m_unknown[q];
        for (int r = 0; r < kResourceCount; ++r)
            total += m_known[q][r];
        if (total != after.handCount[q] || m_unknown[q] < 0) {
            std::fill(std::begin(m_known[q]), std::end(m_known[q]), 0);
            m_unknown[q] = after.handCount[q];
        }
    }
}

KnownHands HandTracker::known(const SeatView &view) const
{
    KnownHands k;
    if (view.seat != m_seat || view.isSpectator())
        return k;
    for (int q = 0; q < view.board.numPlayers; ++q) {
        if (q == m_seat)
            continue;
        int total = m_unknown[q];
        for (int r = 0; r < kResourceCount; ++r)
            total += m_known[q][r];
        if (total != view.handCount[q])
            continue;
        for (int r = 0; r < kResourceCount; ++r)
            k.cards[q][r] = static_cast<std::uint8_t>(std::min<int>(m_known[q][r], view.hiddenResources[r]));
    }
    return k;
}

} // namespace canaan
