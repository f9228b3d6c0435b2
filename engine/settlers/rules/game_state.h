// The whole state of a game as one trivially copyable value (at most 1 KiB; 1.5 KiB in the wide
// engine, limits.h): board pieces as
// bitsets over intersection and path ids, counts in small arrays, and what the game waits for.
// The map itself lives in Rules (rules.h), built once and shared.
#pragma once

#include "engine/settlers/board/terrain.h"
#include "engine/settlers/options/cards.h"
#include "engine/settlers/rules/limits.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <type_traits>

namespace canaan::settlers {

enum class Stage : std::uint8_t {
    FirstRoll,         // R01: rolling for the first player
    Setup,             // R02: starting placements
    StartingResources, // R04: each chooses the settlement that pays his starting resources
    Play,
    Over,
};

// What the game waits for now, and from whom (GameState::pendingPlayer).
enum class Pending : std::uint8_t {
    None,               // the game is over
    FirstRoll,          // chance: pendingPlayer's roll for first player
    SetupSettlement,
    SetupRoad,
    StartingSettlement, // R04
    Roll,               // current player: Roll, or play a card first (R09)
    Dice,               // chance: the production roll
    Discard,            // pendingPlayer discards one card (R07)
    MovePlague,         // current player moves the Plague and names a victim
    Steal,              // chance: which card is taken from stealVictim
    CopperChoice,       // pendingPlayer chooses a resource (R06, R04, Bountiful Harvest)
    DeborahsSong,       // pendingPlayer chooses a resource (R22)
    KingsBlessing,      // the new holder chooses the blessing resource (R17)
    DrawCard,           // chance: the development card drawn
    FreeRoad,           // current player places a New Trade Route road
    TradeAnswer,        // pendingPlayer answers the open offer (R10)
    TradeConfirm,       // current player takes one answer or withdraws
    Turn,               // current player: trade, build, play a card or end the turn
};
inline constexpr int kPendingCount = 18;

enum class EndReason : std::uint8_t { None, VictoryPoints, Jerusalem, JerusalemShared, TurnLimit };

inline constexpr int kPadding = 7;

// The dice totals that produce (2..12 but 7), as indices 0..9 of GameState::rollOwed.
inline constexpr int kRollNumbers = 10;
constexpr int rollIndex(int n) { return n - 2 - (n > 7); }

struct GameState {
    // Board.
    VertexBits settlements[kMaxPlayers];
    VertexBits cities[kMaxPlayers];
    EdgeBits roads[kMaxPlayers];
    // Derived from the pieces above, kept by the engine as it places them (refreshPieceSets() for a
    // state whose pieces were set by hand): the sets every listing and roll would otherwise
    // gather seat by seat and road by road.
    VertexBits occupied;                // every building
    VertexBits cityBits;                // every city
    VertexBits ownerBit0, ownerBit1;    // the seat of the building on each occupied intersection
    EdgeBits paved;                     // every road
    VertexBits roadEnds[kMaxPlayers];   // the intersections at either end of each seat's roads
    std::uint8_t tileSeats[kMaxTiles] = {}; // by hex: bit p where seat p has a building at a corner
    // What each seat's buildings are owed on a roll of 2..6, 8..12 (rollIndex()), the Plague not
    // considered: resources in bytes 0-4, copper in byte 5, as Rules::rollYield sums them.
    std::uint8_t rollOwed[kRollNumbers][kMaxPlayers][6] = {};
    std::uint16_t turn = 0; // 1 for the first player's first turn
    // Board ids (two bytes in the wide engine, so they follow `turn`: no padding).
    BoardId plagueTile = kNoBoardId;  // R05: beside the board until first moved
    BoardId setupVertex = kNoBoardId; // the settlement the next starting road must touch

    // Cards.
    std::uint8_t hand[kMaxPlayers][kResourceCount] = {};
    std::uint8_t bank[kResourceCount] = {};
    std::uint8_t devHand[kMaxPlayers][kDevCardCount] = {}; // unplayed, including those bought this turn
    std::uint8_t devNew[kDevCardCount] = {};               // of those, the current player's bought this turn
    std::uint8_t deck[kDevCardCount] = {};                 // left in the deck (the order is chance)
    std::uint8_t playedPriests[kMaxPlayers] = {};
    std::uint8_t playedVp[kMaxPlayers] = {};

    // Supply (R13).
    std::uint8_t roadsLeft[kMaxPlayers] = {};
    std::uint8_t settlementsLeft[kMaxPlayers] = {};
    std::uint8_t citiesLeft[kMaxPlayers] = {};
    std::uint8_t stonesLeft[kMaxPlayers] = {};

    // Jerusalem (R15-R17).
    std::uint8_t stones[kMaxPlayers] = {};
    std::uint8_t blackStones = 0;
    std::uint8_t blessingResource = kNoId; // the card under the King's Blessing (out of the bank)

    // Kept up to date incrementally.
    std::uint8_t longestRoad[kMaxPlayers] = {};
    std::uint8_t vp[kMaxPlayers] = {};      // public VP (classic: without hidden VP cards)
    std::uint8_t harbors[kMaxPlayers] = {}; // bit r: 2:1 harbor of Resource r; bit 5: 3:1 harbor
    std::uint8_t longestRoadHolder = kNoId;
    std::uint8_t priestsHolder = kNoId;     // Most Priests / Largest Army
    std::uint8_t blessingHolder = kNoId;

    // Flow.
    Stage stage = Stage::FirstRoll;
    Pending pending = Pending::FirstRoll;
    std::uint8_t pendingPlayer = 0;
    std::uint8_t numPlayers = 0;
    std::uint8_t firstPlayer = 0;
    std::uint8_t current = 0;
    std::uint8_t dice[2] = {};

    std::uint8_t firstRolls[kMaxPlayers] = {}; // 0: not rolled yet
    std::uint8_t firstRollMask = 0;            // seats still rolling (R01 ties roll again)
    std::uint8_t setupStep = 0;                // index into the placement order
    std::uint8_t startingStep = 0;             // R04: how many players have chosen

    // This turn.
    bool rolled = false;
    bool tradeClosed = false;  // R09: built or bought
    bool cardPlayed = false;   // a non-VP card played (R20)
    bool caravan = false;      // R11
    bool dicePending = false;
    bool plagueMove = false;
    bool drawPending = false;
    bool blessingChoice = false;
    bool jerusalemComplete = false; // R24 `continue`: play goes on without stones
    std::uint8_t discardOwed[kMaxPlayers] = {};
    std::uint8_t copperOwed[kMaxPlayers] = {};
    std::uint8_t deborahMask = 0;
    std::uint8_t freeRoads = 0;
    std::uint8_t stealVictim = kNoId;
    std::uint8_t stealCount = 0;

    // Domestic trade (R10). Vectors as in Action::trade.
    bool offerOpen = false;
    std::uint8_t offerTarget = kNoId;
    std::uint8_t answerMask = 0; // seats still to answer
    std::int8_t offer[kResourceCount] = {};
    std::uint8_t answers[kMaxPlayers] = {}; // TradeAnswer + 1; 0 = none
    std::int8_t counters[kMaxPlayers][kResourceCount] = {};

    // The end.
    EndReason endReason = EndReason::None;
    std::uint8_t winners = 0; // mask of seats
#if CANAAN_ENGINE_WIDE
    // The wide engine's two-byte board ids leave the bytes 6 short of a whole word: spelled out,
    // always 0, so there is no padding (below).
    std::uint8_t spare[6] = {};
#endif

    int handSize(int p) const
    {
        int n = 0;
        for (int r = 0; r < kResourceCount; ++r)
            n += hand[p][r];
        return n;
    }
    VertexBits buildings(int p) const { return settlements[p] | cities[p]; }
    VertexBits allBuildings() const { return occupied; }
    EdgeBits allRoads() const { return paved; }
    // The seat with a building on vertex v, or kNoId.
    int ownerAt(int v) const
    {
        if (!occupied.test(v))
            return kNoId;
        return static_cast<int>(ownerBit0.test(v) | ownerBit1.test(v) << 1);
    }
    bool isOver() const { return stage == Stage::Over; }
    friend bool operator==(const GameState &, const GameState &) = default;
};

static_assert(std::is_trivially_copyable_v<GameState>);
// Issue 4's budget, and the wide engine's (its bitsets and tileSeats are twice as wide: 1,472 bytes).
static_assert(sizeof(GameState) <= (kWideEngine ? 1536 : 1024), "GameState must stay within its budget (issue 4)");
// No padding: equal states have equal bytes, so a digest of the bytes is well defined. (The
// fields are ordered so none is needed: the bitsets, then `turn` and the board ids, then single bytes.)
static_assert(std::has_unique_object_representations_v<GameState>);

// FNV-1a (64 bit) of the state's bytes: for saves, to detect a damaged or diverging replay.
std::uint64_t stateDigest(const GameState &state);

std::string_view stageId(Stage s);
std::string_view pendingId(Pending p);
std::optional<Pending> parsePending(std::string_view id);
std::string_view endReasonId(EndReason r);
std::optional<EndReason> parseEndReason(std::string_view id);

} // namespace canaan
