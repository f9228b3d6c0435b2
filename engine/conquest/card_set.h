// A set of the 152 cards as three 64-bit words: hands, deck and piles are sets, so moving, counting
// and listing cards costs a few instructions and no allocation.
#pragma once

#include "engine/conquest/cards.h"

#include <array>
#include <bit>
#include <cstdint>

namespace canaan::conquest {

// Population count without a library call: the portable build (no -mpopcnt, engine/CMakeLists.txt)
// would otherwise call libgcc's table version, a tenth of the engine's time.
constexpr int bitCount(std::uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}

struct CardSet {
    std::array<std::uint64_t, 3> w{};

    constexpr bool has(int c) const { return (w[static_cast<unsigned>(c) >> 6] >> (c & 63)) & 1u; }
    constexpr void add(int c) { w[static_cast<unsigned>(c) >> 6] |= std::uint64_t{1} << (c & 63); }
    constexpr void remove(int c) { w[static_cast<unsigned>(c) >> 6] &= ~(std::uint64_t{1} << (c & 63)); }
    constexpr int count() const { return bitCount(w[0]) + bitCount(w[1]) + bitCount(w[2]); }
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
            const int k = bitCount(w[static_cast<std::size_t>(i)]);
            if (n < k) {
                // Byte counts, their running sums in one multiply; skip whole bytes by those
                // sums, then clear at most seven bits.
                std::uint64_t x = w[static_cast<std::size_t>(i)];
                std::uint64_t b = x - ((x >> 1) & 0x5555555555555555ULL);
                b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
                b = (b + (b >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
                const std::uint64_t sums = b * 0x0101010101010101ULL;
                int byte = 0;
                while (static_cast<int>((sums >> (8 * byte)) & 0xff) <= n)
                    ++byte;
                if (byte > 0)
                    n -= static_cast<int>((sums >> (8 * (byte - 1))) & 0xff);
                x >>= 8 * byte;
                for (; n > 0; --n)
                    x &= x - 1;
                return i * 64 + 8 * byte + std::countr_zero(x);
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
