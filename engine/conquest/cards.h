// The Conquest deck as data (C05): 152 cards, one copy each, numbered by their place in card_table.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace canaan::conquest {

inline constexpr int kCardCount = 152;

// The four categories of a battle (C16); None marks "no second category".
enum class Category : std::uint8_t { Numbers, Strategy, Intelligence, Morale, None };
inline constexpr int kCategoryCount = 4;

// Card kinds (C05). Only Numbers..Defense (and Siege after a Defense card) generate force.
enum class Kind : std::uint8_t {
    Numbers,
    Strategy,
    Intelligence,
    Morale,
    Defense,       // counts as Strategy, defender only (C14)
    Siege,         // counts as Strategy, attacker only, after a Defense card (C14)
    Retreat,       // R: halves the loser's casualties (C17)
    Pursuit,       // P: doubles the loser's casualties (C17)
    ExtraConquest, // Q: one more battle after a win (C18)
    NoAttack,      // U: the named target cancels the attack (C12)
    NoAlly,        // A: a third player may not ally this turn (C12)
    Gain,          // G: +2 armies in one's own Muster (C11)
    Raid,          // Z: the active player loses 1D6 armies before his Muster roll (C11)
};
inline constexpr int kKindCount = 13;

struct CardInfo {
    std::string_view id;   // the project's id, used in saves: lower camel case of the name
    std::string_view name; // the seed's English name
    Kind kind;
    std::uint8_t force;    // in the kind's own category
    Category orCategory;   // "X or Y = n": may be played in Y instead, with force n
    std::uint8_t orForce;
    Category andCategory;  // "X & Y = n": counts n in Y as well
    std::uint8_t andForce;
    bool drawsOne;         // "Draw 1 card when played" (C14)
    bool terrain;          // discarded when a Defense card is revealed (C15)
};

extern const std::array<CardInfo, kCardCount> kCards;

inline const CardInfo &card(int c) { return kCards[static_cast<std::size_t>(c)]; }

// The category a card of this kind counts in when played in the secret choice, or None.
constexpr Category ownCategory(Kind k)
{
    switch (k) {
    case Kind::Numbers: return Category::Numbers;
    case Kind::Strategy:
    case Kind::Defense:
    case Kind::Siege: return Category::Strategy;
    case Kind::Intelligence: return Category::Intelligence;
    case Kind::Morale: return Category::Morale;
    default: return Category::None;
    }
}

std::string_view kindId(Kind k);
std::string_view categoryId(Category c);
std::optional<int> parseCard(std::string_view id);
std::optional<Category> parseCategory(std::string_view id);

} // namespace canaan::conquest
