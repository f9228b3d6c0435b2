// A set of the 152 cards as three 64-bit words: hands, deck and piles are sets, so moving, counting
// and listing cards costs a few instructions and no allocation.
#pragma once

#include "conquest/cards.h"

#include <array>
#include <bit>
#include <cstdint>

namespace canaan::conquest {

struct CardSet {
    std::array<std::uint64_t, 3> w{};

    constexpr bool has(int c) const { return (w[static_cast<unsigned>(c) >> 6] >> (c & 63)) & 1u; }
    constexpr void add(int c) { w[static_cast<unsigned>(c) >> 6] |= std::uint64_t{1} << (c & 63); }
    constexpr void remove(int c) { w[static_cast<unsigned>(c) >> 6] &= ~(std::uint64_t{1} << (c & 63)); }
    constexpr int count() const { return std::popcount(w[0]) + std::popcount(w[1]) + std::popcount(w[2]); }
    constexpr bool empty() const { return (w[0] | w[1] | w[2]) == 0; }
    constexpr void clear() { w = {}; }
    constexpr CardSet operator|(const CardSet &o) const { return {{w[0] | o.w[0], w[1] | o.w[1], w[2] | o.w[2]}}; }
    constexpr CardSet operator&(const CardSet &o) const { return {{w[0] & o.w[0], w[1] & o.w[1], w[2] & o.w[2]}}; }
    constexpr CardSet without(const CardSet &o) const { return {{w[0] & ~o.w[0], w[1] & ~o.w[1], w[2] & ~o.w[2]}}; }
    constexpr CardSet &operator|=(const CardSet &o) { return *this = *this | o; }
    friend constexpr bool operator==(const CardSet &, const CardSet &) = default;

    // The n-th card of the set in id order (0 <= n < count()).
    constexpr int nth(int n) const
    {
        for (int i = 0; i < 3; ++i) {
            const int k = std::popcount(w[static_cast<std::size_t>(i)]);
            if (n < k) {
                std::uint64_t x = w[static_cast<std::size_t>(i)];
                for (; n > 0; --n)
                    x &= x - 1;
                return i * 64 + std::countr_zero(x);
            }
            n -= k;
        }
        return -1;
    }

    // Calls f(card) for each card in id order.
    template <typename F>
    constexpr void forEach(F &&f) const
    {
        for (int i = 0; i < 3; ++i)
            for (std::uint64_t x = w[static_cast<std::size_t>(i)]; x; x &= x - 1)
                f(i * 64 + std::countr_zero(x));
    }
};

// The cards of one kind, and of every kind (built once from the table).
const CardSet &cardsOfKind(Kind k);
const CardSet &allCards();
const CardSet &terrainCards();

} // namespace canaan::conquest
