// Dealing a view's hidden cards back: once in proportion (expectedWorld), or at random
// (sampledWorld), under the same counts and known minimums.
#include "engine/settlers/ai/determinization.h"

#include <algorithm>
#include <array>
#include <limits>

namespace canaan::settlers {

namespace {

constexpr int kNoCap = 1 << 20;

// Chooses which kinds of a pool fill `count` places: in proportion (rng null) or at random.
// pool[k] and cap[k] bound how many of kind k may be taken; taken cards leave the pool.
template <std::size_t N>
void deal(std::array<int, N> &pool, int count, std::uint8_t *to, const std::array<int, N> &cap, Pcg32 *rng)
{
    std::array<int, N> room{};
    int total = 0;
    for (std::size_t k = 0; k < N; ++k) {
        room[k] = std::max(0, std::min(pool[k], cap[k]));
        total += room[k];
    }
    count = std::min(count, total);
    std::array<int, N> got{};
    if (rng) {
        for (int i = 0; i < count; ++i) {
            int pick = rng->below(total);
            std::size_t k = 0;
            while (pick >= room[k] - got[k]) {
                pick -= room[k] - got[k];
                ++k;
            }
            ++got[k];
            --total;
        }
    } else if (count > 0) {
        // Largest remainders: the whole part of each kind's share, then one more to the kinds
        // whose share's fraction is largest (compared as integers, so every platform agrees).
        int given = 0;
        for (std::size_t k = 0; k < N; ++k) {
            got[k] = room[k] * count / total;
            given += got[k];
        }
        for (; given < count; ++given) {
            std::size_t best = N;
            long bestRest = -1;
            for (std::size_t k = 0; k < N; ++k) {
                const long rest = static_cast<long>(room[k]) * count - static_cast<long>(got[k]) * total;
                if (got[k] < room[k] && rest > bestRest) {
                    best = k;
                    bestRest = rest;
                }
            }
            ++got[best];
        }
    }
    for (std::size_t k = 0; k < N; ++k) {
        pool[k] -= got[k];
        to[k] = static_cast<std::uint8_t>(to[k] + got[k]);
    }
}

// Deals `count` resource cards to one hand whose unknown part is expected to hold likely[k] cards of
// kind k plus `vague` cards in the pool's mix (KnownHands units): each card's kind is drawn with
// those weights (rng) or the weights' shares are rounded by largest remainders (no rng), never
// more of a kind than the pool holds.
void dealLikely(std::array<int, kResourceCount> &pool, int count, std::uint8_t *to, const std::uint16_t *likely,
    int vague, Pcg32 *rng)
{
    std::array<int, kResourceCount> got{};
    int total = 0;
    for (int k = 0; k < kResourceCount; ++k)
        total += pool[k];
    count = std::min(count, total);
    const auto weights = [&](std::array<long, kResourceCount> &w) {
        long sum = 0;
        int room = 0;
        for (int k = 0; k < kResourceCount; ++k)
            room += pool[k] - got[k];
        for (int k = 0; k < kResourceCount; ++k) {
            const int left = pool[k] - got[k];
            w[k] = left > 0 ? static_cast<long>(likely[k]) * room + static_cast<long>(vague) * left : 0;
            sum += w[k];
        }
        if (sum == 0) // nothing expected is left: the pool's mix
            for (int k = 0; k < kResourceCount; ++k)
                sum += (w[k] = pool[k] - got[k]);
        return sum;
    };
    std::array<long, kResourceCount> w{};
    if (rng) {
        for (int i = 0; i < count; ++i) {
            long pick = rng->below(static_cast<int>(weights(w))); // a few million at most
            int k = 0;
            while (pick >= w[k])
                pick -= w[k++];
            ++got[k];
        }
    } else if (count > 0) {
        const long sum = weights(w);
        int given = 0;
        for (int k = 0; k < kResourceCount; ++k) {
            got[k] = std::min<int>(pool[k], static_cast<int>(w[k] * count / sum));
            given += got[k];
        }
        for (; given < count; ++given) {
            int best = 0;
            long bestRest = std::numeric_limits<long>::min();
            for (int k = 0; k < kResourceCount; ++k) {
                const long rest = w[k] * count - static_cast<long>(got[k]) * sum;
                if (got[k] < pool[k] && rest > bestRest) {
                    best = k;
                    bestRest = rest;
                }
            }
            ++got[best];
        }
    }
    for (int k = 0; k < kResourceCount; ++k) {
        pool[k] -= got[k];
        to[k] = static_cast<std::uint8_t>(to[k] + got[k]);
    }
}

// The cards seat q is known to hold: those he offered, accepted or countered to give (R10: each
// was checked against his hand, and no card moves while the offer is open).
std::array<int, kResourceCount> knownCards(const GameState &s, int q)
{
    std::array<int, kResourceCount> least{};
    if (!s.offerOpen)
        return least;
    for (int r = 0; r < kResourceCount; ++r) {
        if (q == s.current)
            least[r] = std::max<int>(0, s.offer[r]);
        else if (s.answers[q] == 1 + static_cast<int>(TradeAnswer::Accept))
            least[r] = std::max<int>(0, -s.offer[r]);
        else if (s.answers[q] == 1 + static_cast<int>(TradeAnswer::Counter))
            least[r] = std::max<int>(0, -s.counters[q][r]);
    }
    return least;
}

GameState dealWorld(const Rules &rules, const SeatView &v, Pcg32 *rng, const KnownHands *known)
{
    GameState s = v.board;
    const int n = s.numPlayers;
    const auto hidden = [&v](int q) { return q != v.seat; };

    // Resources: the known cards first, then the rest by the hands' sizes.
    std::array<int, kResourceCount> pool{};
    for (int r = 0; r < kResourceCount; ++r)
        pool[r] = v.hiddenResources[r];
    std::array<int, kResourceCount> noCap{};
    noCap.fill(kNoCap);
    int left[kMaxPlayers] = {};
    for (int q = 0; q < n; ++q) {
        if (!hidden(q))
            continue;
        left[q] = v.handCount[q];
        const auto least = knownCards(s, q);
        for (int r = 0; r < kResourceCount; ++r) {
            const int remembered = known ? known->cards[q][r] : 0;
            const int k = std::min({std::max(least[r], remembered), pool[r], left[q]});
            s.hand[q][r] = static_cast<std::uint8_t>(k);
            pool[r] -= k;
            left[q] -= k;
        }
    }
    for (int q = 0; q < n; ++q) {
        if (!hidden(q))
            continue;
        if (known && known->weighted)
            dealLikely(pool, left[q], s.hand[q], known->likely[q], known->vague[q], rng);
        else
            deal(pool, left[q], s.hand[q], noCap, rng);
    }

    // Development cards: the current player's first, under his cap of hidden VP cards.
    std::array<int, kDevCardCount> cards{};
    for (int c = 0; c < kDevCardCount; ++c)
        cards[c] = v.hiddenDevCards[c];
    std::array<int, kDevCardCount> anyCard{};
    anyCard.fill(kNoCap);
    for (int i = 0; i < n; ++i) {
        const int q = (s.current + i) % n;
        if (!hidden(q))
            continue;
        auto cap = anyCard;
        if (q == s.current && rules.isClassic() && s.stage == Stage::Play)
            cap[static_cast<int>(DevCard::VictoryPoint)] = std::max(0, rules.options().vpToWin - 1 - s.vp[q]);
        deal(cards, v.devCount[q], s.devHand[q], cap, rng);
        if (q == s.current) {
            // Which of them he bought this turn, so cannot play yet (R20).
            std::array<int, kDevCardCount> held{};
            for (int c = 0; c < kDevCardCount; ++c)
                held[c] = s.devHand[q][c];
            deal(held, v.devNewCount, s.devNew, anyCard, rng);
        }
    }
    for (int c = 0; c < kDevCardCount; ++c)
        s.deck[c] = static_cast<std::uint8_t>(cards[c]);
    return s;
}

} // namespace

GameState expectedWorld(const Rules &rules, const SeatView &view, const KnownHands *known)
{
    return dealWorld(rules, view, nullptr, known);
}

GameState sampledWorld(const Rules &rules, const SeatView &view, Pcg32 &rng, const KnownHands *known)
{
    return dealWorld(rules, view, &rng, known);
}

} // namespace canaan
