// Event ids and English sentences: see events.h.
#include "engine/conquest/events.h"

#include <array>

namespace canaan::conquest {

namespace {

constexpr std::array<std::string_view, kEventKindCount> kEventIds = {
    "shuffled", "cardDrawn", "dieRolled", "firstPlayer", "turnStarted", "discarded", "armiesRaided",
    "mustered", "cardPlayed", "attacked", "noBattle", "cardLent", "armiesLent", "filled", "cardChosen",
    "choiceMade", "cardRevealed", "terrainDiscarded", "tieRolled", "battleWon", "armiesLost", "cityTaken",
    "armiesReturned", "cardReturned", "gameEnded"};

constexpr std::array<std::string_view, 7> kDieFor = {
    "for the first player", "for a Z card", "for the Muster", "for the Philistines' Numbers",
    "in the tie roll", "in the tie roll", "for casualties"};

std::string nationName(std::span<const Nation> nations, int p)
{
    if (p < 0 || p >= static_cast<int>(nations.size()))
        return "Someone";
    std::string name(nationId(nations[static_cast<std::size_t>(p)]));
    name[0] = static_cast<char>(name[0] - 'a' + 'A');
    return name;
}

std::string cardName(int c) { return c == kNone ? std::string("a card") : std::string(card(c).name); }
std::string number(int n) { return std::to_string(n); }
std::string armies(int n) { return number(n) + (n == 1 ? " army" : " armies"); }

} // namespace

std::string_view eventKindId(EventKind k) { return kEventIds[static_cast<std::size_t>(k)]; }

std::string eventText(const Event &e, std::span<const Nation> nations)
{
    const std::string who = nationName(nations, e.player);
    const std::string other = nationName(nations, e.other);
    switch (e.kind) {
    case EventKind::Shuffled: return "The discard pile is shuffled into the deck.";
    case EventKind::CardDrawn: return who + " draw " + cardName(e.card) + ".";
    case EventKind::DieRolled: return who + " roll " + number(e.a) + " " + std::string(kDieFor[e.b % kDieFor.size()]) + ".";
    case EventKind::FirstPlayer: return who + " play first.";
    case EventKind::TurnStarted: return "Turn " + number(e.a) + ": " + who + ".";
    case EventKind::Discarded: return who + " discard " + cardName(e.card) + ".";
    case EventKind::ArmiesRaided: return who + " lose " + armies(e.a) + " to the raid.";
    case EventKind::Mustered: return who + " muster " + armies(e.a) + ".";
    case EventKind::CardPlayed:
        return who + " play " + cardName(e.card) + (e.other != kNone ? ": " + other + " may not ally this turn." : ".");
    case EventKind::Attacked: return who + " attack " + other + ".";
    case EventKind::NoBattle: return who + " attack nobody.";
    case EventKind::CardLent: return who + " lend " + cardName(e.card) + " to " + other + ".";
    case EventKind::ArmiesLent: return who + " lend " + armies(e.a) + " to " + other + ".";
    case EventKind::Filled: return who + " fill their hand.";
    case EventKind::CardChosen:
        return who + " choose " + cardName(e.card) + " for " + std::string(categoryId(static_cast<Category>(e.a))) + ".";
    case EventKind::ChoiceMade: return who + " have chosen.";
    case EventKind::CardRevealed:
        return who + " reveal " + cardName(e.card) + " (" + std::string(categoryId(static_cast<Category>(e.a))) + ").";
    case EventKind::TerrainDiscarded: return cardName(e.card) + " is Terrain: it counts nothing.";
    case EventKind::TieRolled: return "The tie roll: " + number(e.a) + " against " + number(e.b) + ".";
    case EventKind::BattleWon:
        return who + " defeat " + other + ", " + number(e.a) + " categories to " + number(e.b) + (e.a == e.b ? " and the tie roll." : ".");
    case EventKind::ArmiesLost: return who + " lose " + armies(e.a) + ".";
    case EventKind::CityTaken: return who + " take a city from " + other + ".";
    case EventKind::ArmiesReturned: return armies(e.a) + " lent by " + who + " come back.";
    case EventKind::CardReturned: return who + " give " + cardName(e.card) + " back to " + other + ".";
    case EventKind::GameEnded: {
        std::string names;
        for (int p = 0; p < static_cast<int>(nations.size()); ++p)
            if (e.a & (1u << p))
                names += (names.empty() ? "" : " and ") + nationName(nations, p);
        return "The game is over: " + names + " win.";
    }
    }
    return {};
}

} // namespace canaan::conquest
