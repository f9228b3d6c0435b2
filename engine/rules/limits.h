// Fixed capacities of the game state, and small bitsets over intersections and paths.
// GameState holds fixed-size arrays (no heap) so it can be copied with memcpy; these numbers bound
// the maps it can play. fitsEngineLimits() tells whether a compiled map fits.
#pragma once

#include <bit>
#include <cstdint>
#include <string_view>

namespace canaan {

class Topology;

inline constexpr int kMaxPlayers = 4;
inline constexpr int kMaxVertices = 128; // intersections touching land
inline constexpr int kMaxEdges = 192;    // paths touching land
inline constexpr int kMaxTiles = 128;    // land hexes and the sea beside them (open sea is no tile)
inline constexpr int kMaxSetupPlacements = 64; // entries of a setupOrder, in maps and saves alike
// The largest options.stonesToComplete of a map or a save: black stones are counted in a byte
// (GameState::blackStones), and stones are only added while fewer than this lie in Jerusalem.
inline constexpr int kMaxStonesToComplete = 200;
// Capacity of ActionList. The largest lists: a turn (at most 1 end + 30 Plentiful Lands + 5
// Korah + 128 Caleb + 5 + 9 + 3 + 6 other cards + 192 roads + 128 settlements + 5 cities + 1 card
// + 20 stones + 20 maritime = 553) and moving the Plague (128 tiles x 3 victims = 384).
inline constexpr int kMaxLegalActions = 768;
inline constexpr std::uint8_t kNoId = 0xFF;    // "none" for a small id (vertex, edge, tile, seat, resource)

// Bits set in x, in a dozen branch-free instructions.
constexpr int popcount64(std::uint64_t x)
{
    x -= (x >> 1) & 0x5555555555555555ULL;
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}

// A fixed-size set of small integer ids, trivially copyable.
template <int Words>
struct Bits {
    std::uint64_t w[Words] = {};

    constexpr bool test(int i) const { return (w[i >> 6] >> (i & 63)) & 1u; }
    constexpr void set(int i) { w[i >> 6] |= std::uint64_t{1} << (i & 63); }
    constexpr void reset(int i) { w[i >> 6] &= ~(std::uint64_t{1} << (i & 63)); }
    constexpr bool any() const
    {
        for (int k = 0; k < Words; ++k)
            if (w[k])
                return true;
        return false;
    }
    // Branch-free (SWAR) rather than std::popcount: without -mpopcnt (not assumed, CI machines
    // differ) that is a library call, and a bit-clearing loop mispredicts on random sets.
    constexpr int count() const
    {
        int n = 0;
        for (int k = 0; k < Words; ++k)
            n += popcount64(w[k]);
        return n;
    }
    constexpr Bits &operator|=(const Bits &o)
    {
        for (int k = 0; k < Words; ++k)
            w[k] |= o.w[k];
        return *this;
    }
    constexpr Bits &operator&=(const Bits &o)
    {
        for (int k = 0; k < Words; ++k)
            w[k] &= o.w[k];
        return *this;
    }
    friend constexpr Bits operator|(Bits a, const Bits &b) { return a |= b; }
    friend constexpr Bits operator&(Bits a, const Bits &b) { return a &= b; }
    constexpr Bits operator~() const
    {
        Bits r;
        for (int k = 0; k < Words; ++k)
            r.w[k] = ~w[k];
        return r;
    }
    constexpr bool intersects(const Bits &o) const
    {
        for (int k = 0; k < Words; ++k)
            if (w[k] & o.w[k])
                return true;
        return false;
    }
    friend constexpr bool operator==(const Bits &, const Bits &) = default;
    // Calls f(id) for every member, in increasing order.
    template <typename F>
    constexpr void forEach(F &&f) const
    {
        for (int k = 0; k < Words; ++k) {
            std::uint64_t x = w[k];
            while (x) {
                f(k * 64 + std::countr_zero(x));
                x &= x - 1;
            }
        }
    }
};

using VertexBits = Bits<(kMaxVertices + 63) / 64>;
using EdgeBits = Bits<(kMaxEdges + 63) / 64>;
using TileBits = Bits<(kMaxTiles + 63) / 64>;

// Why a map cannot be played by this engine, if it cannot.
enum class LimitProblem : std::uint8_t { None, TooManyTiles, TooManyVertices, TooManyEdges };
LimitProblem checkEngineLimits(const Topology &topology);
inline bool fitsEngineLimits(const Topology &topology) { return checkEngineLimits(topology) == LimitProblem::None; }
std::string_view limitProblemId(LimitProblem p);

} // namespace canaan
