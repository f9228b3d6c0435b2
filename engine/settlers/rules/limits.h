// Fixed capacities of the game state, and small bitsets over intersections and paths.
// GameState holds fixed-size arrays (no heap) so it can be copied with memcpy; these numbers bound
// the maps it can play. fitsEngineLimits() tells whether a compiled map fits.
#pragma once

#include <bit>
#include <cstdint>
#include <string_view>
#include <type_traits>

namespace canaan::settlers {

class Topology;

inline constexpr int kMaxPlayers = 4;

// The capacity is one compile-time choice (docs/map-format.md "Limits"): the wide engine, or with the
// CMake option CANAAN_ENGINE_NARROW the earlier one with room for half the board, kept to measure
// what the room costs. Every number below follows from it; nothing else in the engine names a
// capacity.
#ifndef CANAAN_ENGINE_WIDE
#define CANAAN_ENGINE_WIDE 1
#endif
inline constexpr bool kWideEngine = CANAAN_ENGINE_WIDE != 0;

inline constexpr int kMaxVertices = kWideEngine ? 256 : 128; // intersections touching land
inline constexpr int kMaxEdges = kWideEngine ? 384 : 192;    // paths touching land
inline constexpr int kMaxTiles = kWideEngine ? 256 : 128;    // land hexes and the sea beside them (open sea is no tile)
inline constexpr int kMaxSetupPlacements = 64; // entries of a setupOrder, in maps and saves alike
// The largest options.stonesToComplete of a map or a save: black stones are counted in a byte
// (GameState::blackStones), and stones are only added while fewer than this lie in Jerusalem.
inline constexpr int kMaxStonesToComplete = 200;
// The longest legal-action lists: a turn (at most 1 end + 30 Plentiful Lands + 5 Korah + Caleb on
// every intersection + 5 + 9 + 3 + 6 other cards + a road on every path + a settlement on every
// intersection + 5 cities + 1 card + 20 stones + 20 maritime) and moving the Plague (every tile x 3
// victims). Today's engine: 553 and 384.
inline constexpr int kMaxTurnActions = 105 + 2 * kMaxVertices + kMaxEdges;
inline constexpr int kMaxPlagueActions = 3 * kMaxTiles;
// Capacity of ActionList, with room to spare: listings write a few bytes past their last action.
inline constexpr int kMaxLegalActions = kWideEngine ? 1024 : 768;
static_assert(kMaxTurnActions < kMaxLegalActions && kMaxPlagueActions < kMaxLegalActions);

inline constexpr std::uint8_t kNoId = 0xFF; // "none" for a seat, a resource, a card

// An intersection, path or tile id as actions, events, states and the compiled board store it: a
// byte while every id fits below kNoId, two bytes in the wide engine. kNoBoardId is its "none":
// above every id, in the 64-bit word just past a set of paths (255 in word 3; the wide engine's
// 384 in word 6), which the longest-road search keeps zero (special_cards.cpp).
using BoardId = std::conditional_t<kWideEngine, std::uint16_t, std::uint8_t>;
inline constexpr BoardId kNoBoardId = kWideEngine ? kMaxEdges : kNoId;
static_assert(kMaxVertices <= kNoBoardId && kMaxEdges <= kNoBoardId && kMaxTiles <= kNoBoardId);

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
