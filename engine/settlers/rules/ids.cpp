// Stable lower-case ids for saves and logs. Never rename one: old saves use them.
#include "engine/settlers/rules/action.h"
#include "engine/settlers/rules/events.h"
#include "engine/settlers/rules/game_state.h"

#include <array>

namespace canaan::settlers {
namespace {

constexpr std::array<std::string_view, kActionKindCount> kActionIds{
    "firstRoll", "dice", "drawCard", "steal", "setupSettlement", "setupRoad", "chooseStartingSettlement",
    "roll", "discard", "movePlague", "chooseResource", "buildRoad", "buildSettlement", "buildCity", "buyCard",
    "buildStone", "maritimeTrade", "offerTrade", "answerTrade", "confirmTrade", "playCard", "endTurn"};
static_assert(static_cast<int>(ActionKind::EndTurn) + 1 == kActionKindCount);

constexpr std::array<std::string_view, 3> kAnswerIds{"reject", "accept", "counter"};

constexpr std::array<std::string_view, kIllegalReasonCount> kReasonIds{
    "ok", "gameOver", "notYourDecision", "wrongTime", "badArgument", "notInRuleset", "notEnoughResources",
    "noSupply", "occupied", "tooClose", "notConnected", "seaPath", "notTouchingNumber", "jerusalemSite",
    "closedToSetup", "notAtNewSettlement", "notYourSettlement", "notRolled", "alreadyRolled", "tradeClosed",
    "badTrade", "badTradeTarget", "noSuchAnswer", "badRate", "bankEmpty", "deckEmpty", "cardNotHeld",
    "cardIsNew", "cardAlreadyPlayed", "cannotBeCarriedOut", "samePlagueHex", "badPlagueHex", "badVictim",
    "nothingToDiscard", "jerusalemComplete", "noJerusalemAccess", "tollNotDue", "badTollOwner",
    "noCardForToll", "impossibleOutcome"};
static_assert(static_cast<int>(IllegalReason::ImpossibleOutcome) + 1 == kIllegalReasonCount);

constexpr std::array<std::string_view, kEventKindCount> kEventIds{
    "firstRolled", "firstPlayerChosen", "settlementPlaced", "roadPlaced", "cityBuilt", "resourcesGained",
    "diceRolled", "bankShortage", "blackStoneAdded", "discarded", "plagueMoved", "cardStolen", "cardBought",
    "cardPlayed", "monopolyTaken", "stoneAdded", "specialCardChanged", "blessingResourceSet",
    "maritimeTraded", "tradeOffered", "tradeAnswered", "tradeDone", "tradeWithdrawn", "caravanStarted",
    "turnStarted", "jerusalemCompleted", "gameEnded"};
static_assert(static_cast<int>(EventKind::GameEnded) + 1 == kEventKindCount);

constexpr std::array<std::string_view, 3> kSpecialIds{"longestRoad", "mostPriests", "kingsBlessing"};
constexpr std::array<std::string_view, 5> kStageIds{"firstRoll", "setup", "startingResources", "play", "over"};
constexpr std::array<std::string_view, kPendingCount> kPendingIds{
    "none", "firstRoll", "setupSettlement", "setupRoad", "startingSettlement", "roll", "dice", "discard",
    "movePlague", "steal", "copperChoice", "deborahsSong", "kingsBlessing", "drawCard", "freeRoad",
    "tradeAnswer", "tradeConfirm", "turn"};
static_assert(static_cast<int>(Pending::Turn) + 1 == kPendingCount);
constexpr std::array<std::string_view, 5> kEndIds{"none", "victoryPoints", "jerusalem", "jerusalemShared",
                                                  "turnLimit"};

template <typename E, std::size_t N>
std::optional<E> parse(const std::array<std::string_view, N> &ids, std::string_view id)
{
    for (std::size_t i = 0; i < N; ++i)
        if (ids[i] == id)
            return static_cast<E>(i);
    return std::nullopt;
}

} // namespace

std::string_view actionKindId(ActionKind k) { return kActionIds[static_cast<std::size_t>(k)]; }
std::optional<ActionKind> parseActionKind(std::string_view id) { return parse<ActionKind>(kActionIds, id); }
std::string_view tradeAnswerId(TradeAnswer a) { return kAnswerIds[static_cast<std::size_t>(a)]; }
std::optional<TradeAnswer> parseTradeAnswer(std::string_view id) { return parse<TradeAnswer>(kAnswerIds, id); }
std::string_view illegalReasonId(IllegalReason r) { return kReasonIds[static_cast<std::size_t>(r)]; }
std::optional<IllegalReason> parseIllegalReason(std::string_view id) { return parse<IllegalReason>(kReasonIds, id); }
std::string_view eventKindId(EventKind k) { return kEventIds[static_cast<std::size_t>(k)]; }
std::optional<EventKind> parseEventKind(std::string_view id) { return parse<EventKind>(kEventIds, id); }
std::string_view specialCardId(SpecialCard c) { return kSpecialIds[static_cast<std::size_t>(c)]; }
std::string_view stageId(Stage s) { return kStageIds[static_cast<std::size_t>(s)]; }
std::string_view pendingId(Pending p) { return kPendingIds[static_cast<std::size_t>(p)]; }
std::optional<Pending> parsePending(std::string_view id) { return parse<Pending>(kPendingIds, id); }
std::string_view endReasonId(EndReason r) { return kEndIds[static_cast<std::size_t>(r)]; }
std::optional<EndReason> parseEndReason(std::string_view id) { return parse<EndReason>(kEndIds, id); }

std::uint64_t stateDigest(const GameState &state)
{
    const auto *bytes = reinterpret_cast<const unsigned char *>(&state);
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (std::size_t i = 0; i < sizeof(GameState); ++i) {
        h ^= bytes[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

} // namespace canaan
