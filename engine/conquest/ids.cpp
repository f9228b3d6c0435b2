// Text ids of kinds, categories, nations, actions and reasons (stable: saves and logs use them), and
// the card sets built once from the card table.
#include "engine/conquest/action.h"
#include "engine/conquest/card_set.h"
#include "engine/conquest/nations.h"

#include <array>

namespace canaan::conquest {

namespace {

constexpr std::array<std::string_view, kKindCount> kKindIds = {
    "numbers", "strategy", "intelligence", "morale", "defense", "siege", "retreat",
    "pursuit", "extraConquest", "noAttack", "noAlly", "gain", "raid"};
constexpr std::array<std::string_view, kCategoryCount> kCategoryIds = {"numbers", "strategy", "intelligence", "morale"};
constexpr std::array<std::string_view, kNationCount> kNationIds = {
    "canaanites", "hebrews", "egyptians", "hittites", "philistines", "assyrians",
    "moabites", "edomites", "ammonites", "phoenicians", "arameans"};
constexpr std::array<std::string_view, kActionKindCount> kActionIds = {
    "shuffle", "draw", "die", "pass", "discard", "fill", "attack", "playCard", "lendCard", "lendArmies", "choose"};
constexpr std::array<std::string_view, kIllegalReasonCount> kReasonIds = {
    "ok", "gameOver", "notYourDecision", "wrongTime", "badArgument", "cardNotHeld", "wrongCardKind",
    "defenseNotAllowed", "siegeNotAllowed", "badCategory", "tooManyDiscards", "badTarget", "badBarred",
    "notEnoughArmies", "lentCard", "handFull", "impossibleOutcome"};
constexpr std::array<std::string_view, kIllegalReasonCount> kReasonTexts = {
    "legal",
    "the game is over",
    "another player (or chance) decides now",
    "the game does not wait for this kind of action now",
    "an argument is out of range",
    "the card is not in the player's hand",
    "that kind of card cannot be played now",
    "only the defender may play Defense cards, and never against the Assyrians",
    "Siege cards only after a revealed Defense card, and never by the Assyrians",
    "the card cannot count in that category",
    "at most three cards may be discarded",
    "that player cannot be attacked now",
    "that player cannot be barred from allying",
    "an ally lends 1 to 5 armies, and no more than he has",
    "a lent card cannot be lent on",
    "the hand is full already",
    "that chance outcome cannot happen now"};

template <std::size_t N>
int indexOf(const std::array<std::string_view, N> &ids, std::string_view id)
{
    for (std::size_t i = 0; i < N; ++i)
        if (ids[i] == id)
            return static_cast<int>(i);
    return -1;
}

struct Sets {
    std::array<CardSet, kKindCount> byKind{};
    CardSet all, terrain;
    Sets()
    {
        for (int c = 0; c < kCardCount; ++c) {
            byKind[static_cast<std::size_t>(card(c).kind)].add(c);
            all.add(c);
            if (card(c).terrain)
                terrain.add(c);
        }
    }
};

const Sets &sets()
{
    static const Sets s;
    return s;
}

} // namespace

const CardSet &cardsOfKind(Kind k) { return sets().byKind[static_cast<std::size_t>(k)]; }
const CardSet &allCards() { return sets().all; }
const CardSet &terrainCards() { return sets().terrain; }

std::string_view kindId(Kind k) { return kKindIds[static_cast<std::size_t>(k)]; }
std::string_view categoryId(Category c) { return c == Category::None ? "none" : kCategoryIds[static_cast<std::size_t>(c)]; }
std::string_view nationId(Nation n) { return kNationIds[static_cast<std::size_t>(n)]; }
std::string_view actionKindId(ActionKind k) { return kActionIds[static_cast<std::size_t>(k)]; }
std::string_view illegalReasonId(IllegalReason r) { return kReasonIds[static_cast<std::size_t>(r)]; }
std::string_view illegalReasonText(IllegalReason r) { return kReasonTexts[static_cast<std::size_t>(r)]; }

std::optional<int> parseCard(std::string_view id)
{
    for (int c = 0; c < kCardCount; ++c)
        if (card(c).id == id)
            return c;
    return std::nullopt;
}

std::optional<Category> parseCategory(std::string_view id)
{
    const int i = indexOf(kCategoryIds, id);
    return i < 0 ? std::nullopt : std::optional(static_cast<Category>(i));
}

std::optional<Nation> parseNation(std::string_view id)
{
    const int i = indexOf(kNationIds, id);
    return i < 0 ? std::nullopt : std::optional(static_cast<Nation>(i));
}

std::optional<ActionKind> parseActionKind(std::string_view id)
{
    const int i = indexOf(kActionIds, id);
    return i < 0 ? std::nullopt : std::optional(static_cast<ActionKind>(i));
}

} // namespace canaan::conquest
