// Actions: every decision of every player, and every chance outcome, is one small Action value.
// docs/engine.md lists each kind with its arguments. Ids (actionKindId, ...) are stable: saves use them.
#pragma once

#include "engine/settlers/board/terrain.h"
#include "engine/settlers/options/cards.h"
#include "engine/settlers/rules/limits.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace canaan::settlers {

enum class ActionKind : std::uint8_t {
    // Chance outcomes, supplied by the driver (sampleChance) and recorded in the log.
    FirstRoll,   // player rolled a=die1, b=die2 to decide who starts (R01)
    Dice,        // production roll of the current player: a=die1, b=die2 (1..6)
    DrawCard,    // the development card drawn: a=DevCard
    Steal,       // the card taken at random from the victim: a=Resource
    // Decisions of players.
    SetupSettlement,          // a=vertex (R02, R03)
    SetupRoad,                // a=edge, touching the settlement just placed
    ChooseStartingSettlement, // a=vertex of one's own settlement (R04, canaan only)
    Roll,                     // the current player rolls (the Dice outcome follows)
    Discard,                  // a=Resource: one card discarded on a 7 (R07); repeated until half is gone
    MovePlague,               // a=tile, b=victim seat or kNoId (R07, R21)
    ChooseResource,           // a=Resource: copper (R06), Deborah's Song, King's Blessing (R17)
    BuildRoad,                // a=edge; free while a New Trade Route is being placed
    BuildSettlement,          // a=vertex
    BuildCity,                // a=vertex of one's own settlement
    BuyCard,                  // pays; the DrawCard outcome follows
    BuildStone,               // a=toll owner seat or kNoId, b=toll Resource or kNoId (R16)
    MaritimeTrade,            // a=Resource given (at the best rate, R11), b=Resource received (one)
    OfferTrade,               // a=target seat or kNoId for all; trade = net cards (R10)
    AnswerTrade,              // a=TradeAnswer; trade = counter-offer when a=Counter
    ConfirmTrade,             // a=seat whose acceptance or counter is taken, or kNoId to withdraw
    PlayCard,                 // a=DevCard, b and c per card (docs/engine.md)
    EndTurn,
};
inline constexpr int kActionKindCount = 22;

enum class TradeAnswer : std::uint8_t { Reject, Accept, Counter };

// A few bytes; trivially copyable. `trade` is a net vector per Resource seen from the player whose
// turn it is: positive = he gives that many, negative = he receives that many. a and b may hold a
// board id (BoardId: two bytes in the wide engine); c never does. A seat, resource or card argument
// left empty is kNoId in every engine.
struct Action {
    ActionKind kind = ActionKind::EndTurn;
    std::uint8_t player = 0; // the seat deciding; for chance outcomes the seat concerned
    BoardId a = kNoId;
    BoardId b = kNoId;
    std::uint8_t c = kNoId;
    std::array<std::int8_t, kResourceCount> trade{};
    friend bool operator==(const Action &, const Action &) = default;
};
static_assert(sizeof(Action) == (kWideEngine ? 12 : 10));

// An action with small-integer arguments (ids, seats, enum values; kNoId for none).
constexpr Action makeAction(ActionKind kind, int player, int a = kNoId, int b = kNoId, int c = kNoId)
{
    Action x;
    x.kind = kind;
    x.player = static_cast<std::uint8_t>(player);
    x.a = static_cast<BoardId>(a);
    x.b = static_cast<BoardId>(b);
    x.c = static_cast<std::uint8_t>(c);
    return x;
}

constexpr bool isChance(ActionKind k) { return static_cast<int>(k) <= static_cast<int>(ActionKind::Steal); }

// Why an action is not legal now. The UI translates these; ids are for logs and saves.
enum class IllegalReason : std::uint8_t {
    Ok,
    GameOver,
    NotYourDecision,    // another seat (or chance) must act now
    WrongTime,          // this kind of action is not what the game waits for
    BadArgument,        // an id out of range or malformed
    NotInRuleset,       // e.g. Jerusalem stones in classic
    NotEnoughResources,
    NoSupply,           // no piece of that kind left (R13)
    Occupied,
    TooClose,           // distance rule (R14)
    NotConnected,       // must touch one's own road or building (R14)
    SeaPath,            // no road between two sea hexes
    NotTouchingNumber,  // R03
    JerusalemSite,      // no starting settlement on a Jerusalem site (R03)
    ClosedToSetup,
    NotAtNewSettlement, // a starting road must touch the settlement just placed (R03)
    NotYourSettlement,
    NotRolled,          // roll first (R09)
    AlreadyRolled,
    TradeClosed,        // built or bought already this turn (R09)
    BadTrade,           // empty side, same resource both ways, or cards not held (R10)
    BadTradeTarget,
    NoSuchAnswer,       // that seat neither accepted nor countered
    BadRate,            // maritime: same resource, or bank empty
    BankEmpty,
    DeckEmpty,
    CardNotHeld,
    CardIsNew,          // bought this turn (R20)
    CardAlreadyPlayed,  // one non-VP card per turn (R20)
    CannotBeCarriedOut, // R22
    SamePlagueHex,      // the Plague must move (R07)
    BadPlagueHex,       // R08 / classic: where it may stand
    BadVictim,
    NothingToDiscard,
    JerusalemComplete,
    NoJerusalemAccess,  // R16
    TollNotDue,         // own site: no toll (R16)
    BadTollOwner,
    NoCardForToll,
    ImpossibleOutcome,  // a chance outcome that cannot happen (no such card left, ...)
};
inline constexpr int kIllegalReasonCount = 40;

std::string_view actionKindId(ActionKind k);
std::optional<ActionKind> parseActionKind(std::string_view id);
std::string_view tradeAnswerId(TradeAnswer a);
std::optional<TradeAnswer> parseTradeAnswer(std::string_view id);
std::string_view illegalReasonId(IllegalReason r);
std::optional<IllegalReason> parseIllegalReason(std::string_view id);

} // namespace canaan
