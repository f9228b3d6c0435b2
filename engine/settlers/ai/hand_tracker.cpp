// HandTracker: the cards that moved in each action, from its events and the bank's change.
#include "engine/settlers/ai/hand_tracker.h"

#include "engine/settlers/rules/action.h"

#include <algorithm>
#include <cmath>

namespace canaan::settlers {

void HandTracker::forget(const SeatView &view)
{
    m_seat = view.seat;
    for (int q = 0; q < kMaxPlayers; ++q) {
        std::fill(std::begin(m_known[q]), std::end(m_known[q]), 0);
        m_unknown[q] = q < view.board.numPlayers ? view.handCount[q] : 0;
        std::fill(std::begin(m_likely[q]), std::end(m_likely[q]), 0.0);
        m_vague[q] = m_unknown[q];
    }
}

// Seat q paid `cards` of kind r beyond those known: they were among his unknown cards, so fewer of
// that kind are expected there (and, if the expectation had none, the vague part paid them).
void HandTracker::payUnknown(int q, int r, int cards)
{
    m_likely[q][r] -= cards;
    if (m_likely[q][r] < 0) {
        m_vague[q] = std::max(0.0, m_vague[q] + m_likely[q][r]);
        m_likely[q][r] = 0;
    }
}

// An unseen card went from victim to thief: any card of the victim's as likely as another, so each
// kind's share of his hand, known or expected, goes with it. The victim keeps the rest, his known
// cards being lower bounds that may each have lost one (as known() reports them).
void HandTracker::stealUnseen(int thief, int victim)
{
    double share[kResourceCount] = {};
    double hand = m_vague[victim];
    for (int r = 0; r < kResourceCount; ++r)
        hand += m_known[victim][r] + m_likely[victim][r];
    if (hand < 1) {
        m_vague[thief] += 1;
        return;
    }
    const double keep = 1 - 1 / hand;
    for (int r = 0; r < kResourceCount; ++r) {
        share[r] = (m_known[victim][r] + m_likely[victim][r]) / hand;
        const int stillKnown = std::max(0, m_known[victim][r] - 1);
        m_likely[victim][r] = std::max(0.0, (m_known[victim][r] + m_likely[victim][r]) * keep - stillKnown);
        m_likely[thief][r] += share[r];
    }
    m_vague[thief] += m_vague[victim] / hand;
    m_vague[victim] *= keep;
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
                if (p != m_seat && e.b != m_seat && e.b < kMaxPlayers)
                    stealUnseen(p, e.b); // a steal is an action of its own: nothing else moved
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
                payUnknown(q, r, -m_known[q][r]);
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
            std::fill(std::begin(m_likely[q]), std::end(m_likely[q]), 0.0);
            m_vague[q] = m_unknown[q];
        }
        normalizeLikely(q);
    }
}

// The expected make-up must add up to the unknown cards: scaled to them (all vague when nothing
// is expected).
void HandTracker::normalizeLikely(int q)
{
    double sum = m_vague[q];
    for (int r = 0; r < kResourceCount; ++r)
        sum += m_likely[q][r];
    if (m_unknown[q] <= 0 || sum < 1e-9) {
        std::fill(std::begin(m_likely[q]), std::end(m_likely[q]), 0.0);
        m_vague[q] = std::max(0, m_unknown[q]);
        return;
    }
    const double scale = m_unknown[q] / sum;
    for (int r = 0; r < kResourceCount; ++r)
        m_likely[q][r] *= scale;
    m_vague[q] *= scale;
}

// Whether what is remembered of seat q's hand adds up to its size in `view`.
bool HandTracker::agrees(const SeatView &view, int q) const
{
    int total = m_unknown[q];
    for (int r = 0; r < kResourceCount; ++r)
        total += m_known[q][r];
    return total == view.handCount[q];
}

KnownHands HandTracker::known(const SeatView &view) const
{
    KnownHands k;
    if (view.seat != m_seat || view.isSpectator())
        return k;
    for (int q = 0; q < view.board.numPlayers; ++q) {
        if (q == m_seat)
            continue;
        if (!agrees(view, q))
            continue;
        for (int r = 0; r < kResourceCount; ++r)
            k.cards[q][r] = static_cast<std::uint8_t>(std::min<int>(m_known[q][r], view.hiddenResources[r]));
    }
    return k;
}

KnownHands HandTracker::likely(const SeatView &view) const
{
    KnownHands k = known(view);
    if (view.seat != m_seat || view.isSpectator())
        return k;
    k.weighted = true;
    const auto units = [](double cards) {
        return static_cast<std::uint16_t>(std::lround(std::clamp(cards, 0.0, 1000.0) * KnownHands::kUnit));
    };
    for (int q = 0; q < view.board.numPlayers; ++q) {
        if (q == m_seat)
            continue;
        if (!agrees(view, q)) { // forgotten: the whole hand is vague
            k.vague[q] = units(view.handCount[q]);
            continue;
        }
        for (int r = 0; r < kResourceCount; ++r)
            k.likely[q][r] = units(m_likely[q][r]);
        k.vague[q] = units(m_vague[q]);
    }
    return k;
}

} // namespace canaan
