// What happened, as structured events the UI turns into translated log lines. apply() writes them
// into an optional caller-owned sink of fixed capacity; no strings are built in the engine.
#pragma once

#include "engine/settlers/rules/limits.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace canaan::settlers {

enum class EventKind : std::uint8_t {
    FirstRolled,         // player rolled a+b for first player (R01)
    FirstPlayerChosen,   // player starts
    SettlementPlaced,    // player, a=vertex (set-up, built, or free by Caleb's Blessing)
    RoadPlaced,          // player, a=edge
    CityBuilt,           // player, a=vertex
    ResourcesGained,     // player gains b cards of Resource a (production, starting resources, choices)
    DiceRolled,          // player rolled a+b
    BankShortage,        // Resource a paid nobody this roll (R06)
    BlackStoneAdded,     // R07
    Discarded,           // player discarded one Resource a
    PlagueMoved,         // player moved it to tile a
    CardStolen,          // player took Resource a from seat b (visible to those two)
    CardBought,          // player bought/drew a development card; a=DevCard (visible to him only)
    CardPlayed,          // player played DevCard a
    MonopolyTaken,       // player took b cards of Resource a from seat c (Korah's Rebellion)
    StoneAdded,          // player added a Jerusalem stone; b=toll owner or kNoId, c=toll Resource
    SpecialCardChanged,  // SpecialCard a: now held by seat b (kNoId: set aside), before by c
    BlessingResourceSet, // player put Resource a under the King's Blessing
    MaritimeTraded,      // player gave b cards of Resource a for one of Resource c
    TradeOffered,        // player offered to seat a (kNoId: all)
    TradeAnswered,       // player answered TradeAnswer a
    TradeDone,           // player traded with seat a
    TradeWithdrawn,      // player withdrew his offer
    CaravanStarted,      // player trades 2:1 for the rest of the turn
    TurnStarted,         // player's turn begins: its number (1-based) is a + 256 * b
    JerusalemCompleted,  // the last stone is in (R24); a=1 when the game goes on tied
    GameEnded,           // a=EndReason, b=mask of winners
};
inline constexpr int kEventKindCount = 27;

enum class SpecialCard : std::uint8_t { LongestRoad, MostPriests, KingsBlessing };
std::string_view specialCardId(SpecialCard c); // classic names MostPriests "largestArmy" in the UI

struct Event {
    EventKind kind{};
    std::uint8_t player = kNoId;
    BoardId a = kNoId; // the only field that may hold a board id
    std::uint8_t b = kNoId;
    std::uint8_t c = kNoId;
    friend bool operator==(const Event &, const Event &) = default;
};

// Fixed capacity; events past it are counted in `dropped` and lost. One action makes at most a few
// dozen events; the driver clears the sink between actions.
struct EventSink {
    static constexpr int kCapacity = 64;
    std::array<Event, kCapacity> events{};
    int size = 0;
    int dropped = 0;
    void clear() { size = dropped = 0; }
    void push(const Event &e)
    {
        if (size < kCapacity)
            events[size++] = e;
        else
            ++dropped;
    }
};

std::string_view eventKindId(EventKind k);
std::optional<EventKind> parseEventKind(std::string_view id);

} // namespace canaan
