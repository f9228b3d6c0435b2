// Helpers shared by the rule files of the engine. Not part of the public API.
#pragma once

#include "engine/settlers/rules/engine.h"

#include <bit>
#include <cstddef>
#include <cstring>
#include <type_traits>

namespace canaan::settlers::detail {

// A cost by Resource (lumber, wool, grain, stone, ore), also packed one count per byte for canPay.
struct Cost {
    std::array<std::uint8_t, kResourceCount> n;
    std::uint64_t packed;
    constexpr Cost(int lumber, int wool, int grain, int stone, int ore)
        : n{static_cast<std::uint8_t>(lumber), static_cast<std::uint8_t>(wool), static_cast<std::uint8_t>(grain),
            static_cast<std::uint8_t>(stone), static_cast<std::uint8_t>(ore)},
          packed(static_cast<std::uint64_t>(lumber) | static_cast<std::uint64_t>(wool) << 8 |
                 static_cast<std::uint64_t>(grain) << 16 | static_cast<std::uint64_t>(stone) << 24 |
                 static_cast<std::uint64_t>(ore) << 32)
    {
    }
    constexpr int operator[](int r) const { return n[static_cast<std::size_t>(r)]; }
};

// The first eight bytes of an action without a trade, as one word in memory order: kind, player,
// a, b, c and trade[0..2] = 0; in the wide engine (a and b of two bytes) kind, player, a, b, c and
// trade[0] = 0.
inline std::uint64_t actionHead(ActionKind kind, int player, int a = kNoId, int b = kNoId, int c = kNoId)
{
    static_assert(std::endian::native == std::endian::little, "the byte order of the word below");
    constexpr int kIdBits = 8 * sizeof(BoardId);
    static_assert(offsetof(Action, player) == 1 && offsetof(Action, a) == 2 && offsetof(Action, b) == 2 + sizeof(BoardId) &&
                  offsetof(Action, c) == 2 + 2 * sizeof(BoardId) && offsetof(Action, trade) == 3 + 2 * sizeof(BoardId) &&
                  sizeof(Action) == 3 + 2 * sizeof(BoardId) + kResourceCount);
    constexpr std::uint64_t kIdMask = (std::uint64_t{1} << kIdBits) - 1;
    return static_cast<std::uint64_t>(kind) | static_cast<std::uint64_t>(player & 0xFF) << 8 |
           (static_cast<std::uint64_t>(a) & kIdMask) << 16 | (static_cast<std::uint64_t>(b) & kIdMask) << (16 + kIdBits) |
           static_cast<std::uint64_t>(c & 0xFF) << (16 + 2 * kIdBits);
}
// Writes the action with that head (the rest of the trade 0) as two stores rather than ten.
inline void putAction(Action *to, std::uint64_t head)
{
    using Tail = std::conditional_t<sizeof(Action) == 10, std::uint16_t, std::uint32_t>;
    static_assert(sizeof(Action) == sizeof head + sizeof(Tail));
    const Tail tail = 0;
    auto *bytes = reinterpret_cast<unsigned char *>(to);
    std::memcpy(bytes, &head, sizeof head);
    std::memcpy(bytes + sizeof head, &tail, sizeof tail);
}
// An action without a trade, made from one word: built field by field it was put together on
// the stack, and reading it back as a whole waited for those stores (once a chance outcome).
inline Action wordAction(ActionKind kind, int player, int a = kNoId, int b = kNoId, int c = kNoId)
{
    Action x;
    putAction(&x, actionHead(kind, player, a, b, c));
    return x;
}

// R12
inline constexpr Cost kRoadCost{1, 0, 0, 1, 0};
inline constexpr Cost kSettlementCost{1, 1, 1, 1, 0};
inline constexpr Cost kCityCost{0, 0, 2, 0, 3};
inline constexpr Cost kCardCost{0, 1, 1, 0, 1};
inline constexpr Cost kStoneCost{0, 0, 0, 1, 1};
inline constexpr Cost kImprovementsCost{0, 0, 1, 0, 1}; // R22

constexpr int R(Resource r) { return static_cast<int>(r); }
constexpr int D(DevCard c) { return static_cast<int>(c); }

// Five bytes as the low bytes of a word, read as a 4-byte and a 1-byte load: a memcpy of five
// bytes into a word was built on the stack (two stores, then one wider load), which the CPU
// cannot forward from the stores and stalls on, at every listing.
inline std::uint64_t load5(const std::uint8_t *bytes)
{
    std::uint32_t low;
    std::memcpy(&low, bytes, sizeof low);
    return low | std::uint64_t{bytes[4]} << 32;
}
// Six bytes as the low bytes of a word (a 4-byte and a 2-byte load).
inline std::uint64_t load6(const std::uint8_t *bytes)
{
    std::uint32_t low;
    std::uint16_t high;
    std::memcpy(&low, bytes, sizeof low);
    std::memcpy(&high, bytes + sizeof low, sizeof high);
    return low | std::uint64_t{high} << 32;
}
// The low five bytes of a word stored as a 4-byte and a 1-byte store: the same widths as load5,
// so a load5 right after takes its bytes from these stores instead of waiting for them.
inline void store5(std::uint8_t *bytes, std::uint64_t word)
{
    const auto low = static_cast<std::uint32_t>(word);
    std::memcpy(bytes, &low, sizeof low);
    bytes[4] = static_cast<std::uint8_t>(word >> 32);
}
// Twelve bytes as two words (the upper one's high half zero), for the same reason.
struct Words12 {
    std::uint64_t low, high;
};
inline Words12 load12(const std::uint8_t *bytes)
{
    std::uint64_t low;
    std::uint32_t high;
    std::memcpy(&low, bytes, sizeof low);
    std::memcpy(&high, bytes + sizeof low, sizeof high);
    return {low, high};
}

// hand >= cost in every resource, without a branch per resource: the hand's five counts as the
// low bytes of a word; in each byte, (low 7 bits of the count + 128) - cost keeps its high bit
// exactly when the count covers the cost (costs are below 128, so no borrow crosses bytes); a
// count of 128 or more covers any cost.
inline std::uint64_t packedHand(const GameState &s, int p)
{
    static_assert(kResourceCount == 5);
    return load5(s.hand[p]);
}
inline bool canPay(std::uint64_t hand, const Cost &c) // hand: packedHand()
{
    constexpr std::uint64_t kHigh = 0x8080808080ULL, kLow = 0x7f7f7f7f7fULL;
    const std::uint64_t ok = (((hand & kLow) | kHigh) - c.packed) | hand;
    return (ok & kHigh) == kHigh;
}
inline bool canPay(const GameState &s, int p, const Cost &c) { return canPay(packedHand(s, p), c); }
// (The hand covers the cost, so no byte borrows; nor carries: the bank and the hands hold at most
// 255 of a resource. Stored as load5 reads them: the next listing reads this hand.)
inline void pay(GameState &s, int p, const Cost &c)
{
    store5(s.hand[p], load5(s.hand[p]) - c.packed);
    store5(s.bank, load5(s.bank) + c.packed);
}

inline void emit(EventSink *sink, EventKind k, int player = kNoId, int a = kNoId, int b = kNoId, int c = kNoId)
{
    if (sink)
        sink->push({k, static_cast<std::uint8_t>(player), static_cast<BoardId>(a), static_cast<std::uint8_t>(b),
                    static_cast<std::uint8_t>(c)});
}

// Takes up to n cards of r from the bank for p; returns how many.
int gainFromBank(GameState &s, int p, int r, int n, EventSink *sink);

// numPlayers with a bound the compiler can see, for loops that write per-seat arrays: gcc -O3
// cannot know numPlayers <= kMaxPlayers and warned of writes past the arrays (-Wstringop-overflow).
inline int seatCount(const GameState &s) { return s.numPlayers < kMaxPlayers ? s.numPlayers : kMaxPlayers; }

// Seat k places after `from` in play order (clockwise); from < numPlayers and k <= numPlayers,
// so one subtraction wraps it (a division costs tens of cycles).
inline int seatAfter(const GameState &s, int from, int k)
{
    const int seat = from + k;
    return seat >= s.numPlayers ? seat - s.numPlayers : seat;
}
// The first seat in play order from `from` whose bit is set in mask, or kNoId.
inline int firstInOrder(const GameState &s, int from, unsigned mask)
{
    for (int k = 0; k < s.numPlayers; ++k) {
        const int p = seatAfter(s, from, k);
        if (mask & (1u << p))
            return p;
    }
    return kNoId;
}

// Decides what the game waits for next (after every action).
void settle(const Rules &rules, GameState &s, EventSink *sink);
void endGame(GameState &s, EndReason reason, unsigned winners, EventSink *sink);

// Building (building.cpp).
EdgeBits roadSpots(const Rules &rules, const GameState &s, int p);       // R14
VertexBits settlementSpots(const Rules &rules, const GameState &s, int p, bool needRoad);
bool distanceOk(const Rules &rules, const GameState &s, int v);
void putRoad(const Rules &rules, GameState &s, int p, int e, EventSink *sink);
void putSettlement(const Rules &rules, GameState &s, int p, int v, EventSink *sink);
void putCity(const Rules &rules, GameState &s, int p, int v, EventSink *sink);

// Special cards (special_cards.cpp).
void refreshLongestRoads(const Rules &rules, GameState &s, unsigned playersMask, EventSink *sink);
// After p's road e was placed: R19 from the kept longestRoad[p] and the trails through e alone.
void roadAdded(const Rules &rules, GameState &s, int p, int e, EventSink *sink);
void refreshPriests(const Rules &rules, GameState &s, EventSink *sink);
void refreshBlessing(const Rules &rules, GameState &s, EventSink *sink);

// Jerusalem (jerusalem.cpp).
void addBlackStone(const Rules &rules, GameState &s, EventSink *sink);

// Production (production.cpp): a roll of n other than 7; one building producing once (R22 harvest).
void produce(const Rules &rules, GameState &s, int n, EventSink *sink);
void harvest(const Rules &rules, GameState &s, int p, int v, EventSink *sink);
// The 7 (plague.cpp): black stone, discards, then the Plague must move (R07).
void rollSeven(const Rules &rules, GameState &s, EventSink *sink);
// Seats other than p with a building on tile t and at least one card (R07).
unsigned victimsAt(const Rules &rules, const GameState &s, int t, int p);

// Per-topic checks and effects.
IllegalReason checkSetup(const Rules &rules, const GameState &s, const Action &a);
void applySetup(const Rules &rules, GameState &s, const Action &a, EventSink *sink);
IllegalReason checkChance(const Rules &rules, const GameState &s, const Action &a);
void applyChance(const Rules &rules, GameState &s, const Action &a, EventSink *sink);
// The commonest kinds, which apply() calls directly rather than through a second dispatch.
void applyDice(const Rules &rules, GameState &s, const Action &a, EventSink *sink);
void applyMaritime(const Rules &rules, GameState &s, const Action &a, EventSink *sink);
inline void applyRoll(GameState &s) { s.dicePending = true; }
IllegalReason checkProduction(const Rules &rules, const GameState &s, const Action &a); // Roll, ChooseResource
void applyProduction(const Rules &rules, GameState &s, const Action &a, EventSink *sink);
IllegalReason checkPlague(const Rules &rules, const GameState &s, const Action &a); // Discard, MovePlague
void applyPlague(const Rules &rules, GameState &s, const Action &a, EventSink *sink);
IllegalReason checkBuilding(const Rules &rules, const GameState &s, const Action &a); // road, settlement, city, card
void applyBuilding(const Rules &rules, GameState &s, const Action &a, EventSink *sink);
IllegalReason checkStone(const Rules &rules, const GameState &s, const Action &a);
void applyStone(const Rules &rules, GameState &s, const Action &a, EventSink *sink);
IllegalReason checkTrade(const Rules &rules, const GameState &s, const Action &a);
void applyTrade(const Rules &rules, GameState &s, const Action &a, EventSink *sink);
IllegalReason checkPlayCard(const Rules &rules, const GameState &s, const Action &a);
void applyPlayCard(const Rules &rules, GameState &s, const Action &a, EventSink *sink);
IllegalReason checkEndTurn(const Rules &rules, const GameState &s, const Action &a);
void applyEndTurn(const Rules &rules, GameState &s, const Action &a, EventSink *sink);

// Whether the current player may trade now (R09).
inline bool tradingOpen(const Rules &rules, const GameState &s)
{
    return s.pending == Pending::Turn && s.rolled && (!s.tradeClosed || rules.options().freeTradeBuild);
}
// Whether the current player may play a development card now (R09: any moment of his turn).
inline bool cardTime(const GameState &s) { return s.pending == Pending::Turn || s.pending == Pending::Roll; }

} // namespace canaan::detail
