// Conquest actions: every decision and every chance outcome (C21) is one four-byte Action.
// docs/conquest.md lists each kind with its arguments; the ids are stable, saves use them.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace canaan::conquest {

inline constexpr std::uint8_t kNone = 0xFF;

enum class ActionKind : std::uint8_t {
    // Chance outcomes (C06, C21).
    Shuffle,    // the discard pile becomes the deck (its order is the following draws)
    Draw,       // player draws a=card from the deck
    Die,        // player rolled a=1..6 (what for: the pending decision says, see DieFor)
    // Decisions.
    Pass,       // "no more" / "none" in the current decision (keep hand, no card, no ally, commit ...)
    Discard,    // Leadership: a=card to the discard pile (C10, up to 3)
    Fill,       // Conquest: fill the hand to its size (C13)
    Attack,     // Alliance: a=target seat (C12)
    PlayCard,   // a=card of kind Z, G, U, A (b=player barred), Siege, R, P or Q, when its time comes
    LendCard,   // ally: a=card, b=side (0 attacker, 1 defender) (C12)
    LendArmies, // ally: a=1..5 armies, b=side
    Choose,     // secret choice: a=card, b=Category it counts in (C14)
};
inline constexpr int kActionKindCount = 11;

struct Action {
    ActionKind kind = ActionKind::Pass;
    std::uint8_t player = 0;
    std::uint8_t a = kNone;
    std::uint8_t b = kNone;
    friend bool operator==(const Action &, const Action &) = default;
};
static_assert(sizeof(Action) == 4);

constexpr Action makeAction(ActionKind kind, int player, int a = kNone, int b = kNone)
{
    return Action{kind, static_cast<std::uint8_t>(player), static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)};
}

constexpr bool isChance(ActionKind k) { return k <= ActionKind::Die; }

enum class IllegalReason : std::uint8_t {
    Ok,
    GameOver,
    NotYourDecision,  // another seat, or chance, acts now
    WrongTime,        // the game waits for another kind of action
    BadArgument,      // a number out of range
    CardNotHeld,
    WrongCardKind,    // that card cannot be played now (e.g. a Q card in the Muster)
    DefenseNotAllowed,// only the defender, never against the Assyrians (C02, C14)
    SiegeNotAllowed,  // only after a Defense card, never by the Assyrians (C02, C14)
    BadCategory,      // not a category this card may count in (C14)
    TooManyDiscards,  // three at most (C10)
    BadTarget,        // yourself, or a player protected by a U card this turn (C12)
    BadBarred,        // A card: only a player neither attacker nor defender, not yourself (C12)
    NotEnoughArmies,  // lending more than one has, or more than 5 (C12)
    LentCard,         // a card lent to you cannot be lent on
    HandFull,         // Fill with a full hand
    ImpossibleOutcome,// a chance outcome that cannot happen (card not in deck, die out of 1..6)
};
inline constexpr int kIllegalReasonCount = 17;

std::string_view actionKindId(ActionKind k);
std::optional<ActionKind> parseActionKind(std::string_view id);
std::string_view illegalReasonId(IllegalReason r);
// A sentence in English for logs and the command line ("the card is not in your hand").
std::string_view illegalReasonText(IllegalReason r);

} // namespace canaan::conquest
