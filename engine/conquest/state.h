// The whole state of a Conquest game: small (static_assert: at most 1 KiB), trivially copyable, no
// pointers, so bots copy it freely and saves rebuild it from the log alone.
#pragma once

#include "engine/conquest/action.h"
#include "engine/conquest/card_set.h"
#include "engine/conquest/nations.h"

#include <array>
#include <cstdint>
#include <type_traits>

namespace canaan::conquest {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 6;

// The ranges of the options (setupProblem refuses others).
inline constexpr int kMinCities = 10;
inline constexpr int kMaxCities = 60;
inline constexpr int kMinTurns = 4;
inline constexpr int kMaxTurns = 200;

// Options the new-game dialog and the save may change (C03, C08).
struct Options {
    int cities = 20; // kMinCities..kMaxCities
    int turns = 20;  // kMinTurns..kMaxTurns, single players' turns
    friend bool operator==(const Options &, const Options &) = default;
};

// What the game waits for. Chance: Shuffle, Draw, Die; the rest are decisions of pendingPlayer.
enum class Pending : std::uint8_t {
    Shuffle,
    Draw,
    Die,
    Discard,   // Leadership: Discard or Pass
    Raid,      // Z cards before the Muster roll
    Gain,      // G cards after it
    Target,    // Attack or Pass
    NoAttack,  // the target may answer with a U card
    NoAlly,    // A cards
    Ally,      // LendCard, LendArmies or Pass
    Fill,      // Fill or Pass (C13)
    Choose,    // the secret choice: Choose or Pass (= done)
    Siege,     // Siege cards after a revealed Defense card
    Retreat,   // the loser's R card
    Pursuit,   // the winner's P card
    Extra,     // the winner's Q card
    GameOver,
};

// Why a die is rolled: fixes what the Die outcome does.
enum class DieFor : std::uint8_t { FirstPlayer, Raid, Muster, Philistines, TieAttacker, TieDefender, Casualties };

// Where the turn's state machine stands (internal; advance() moves it on).
enum class Step : std::uint8_t {
    DealCards, FirstRoll, Leadership, Muster, Target, Allies, ConquestFill, Choice, Reveal, Decide,
    Casualties, AfterBattle, GameOver,
};

inline constexpr int kAttacker = 0;
inline constexpr int kDefender = 1;

struct State {
    Options options;
    std::uint8_t numPlayers = 0;
    std::array<Nation, kMaxPlayers> nations{};
    std::array<std::uint8_t, kMaxPlayers> cities{};
    std::uint8_t pool = 0;          // city tokens not dealt, out of play (C03)
    std::array<std::uint16_t, kMaxPlayers> armies{};
    std::array<std::uint16_t, kMaxPlayers> armiesAway{}; // lent armies that survived, back at turn end (C19)
    std::array<std::uint8_t, kMaxPlayers> lentArmies{};  // lent for the current battle
    std::array<std::uint8_t, kMaxPlayers> lentSide{};    // kAttacker / kDefender / kNone

    // Every card is in exactly one of: deck, discard, a hand, the table (played this turn), or a
    // side's cards in the current battle.
    CardSet deck, discard, table;
    std::array<CardSet, kMaxPlayers> hands{};
    std::array<CardSet, 2> battle{};  // chosen (secret until revealed), then revealed, + Siege
    CardSet altMode;                  // "or" cards played in their second category
    CardSet seen;                     // cards whose place everyone knows (revealed or played)
    std::array<std::uint8_t, kCardCount> lender{}; // the ally who lent this card, or kNone
    CardSet lent;                     // the cards now lent (lender[c] != kNone)

    // Turn and battle.
    Pending pending = Pending::Shuffle;
    std::uint8_t pendingPlayer = 0;
    DieFor dieFor = DieFor::FirstPlayer;
    Step step = Step::DealCards;
    std::uint8_t sub = 0;           // the part of the step (e.g. Leadership: fill, discard, redraw)
    std::uint8_t cursor = 0;        // seat whose part of a round-the-table step it is
    std::uint8_t visited = 0;       // how many seats that step has done
    std::uint8_t drawsLeft = 0;     // cards owed to drawPlayer before the step goes on
    std::uint8_t drawPlayer = 0;
    std::uint8_t discards = 0;      // Leadership discards of the current player
    std::uint8_t active = 0;
    std::uint8_t turnsPlayed = 0;   // single players' turns finished
    std::uint8_t totalTurns = 0;    // the game ends after this many (C08)
    std::uint8_t attacker = kNone;
    std::uint8_t defender = kNone;
    std::uint8_t protectedMask = 0; // U: may not be attacked this turn
    std::uint8_t barredMask = 0;    // A: may not ally this turn
    std::uint8_t extraBattles = 0;  // Q and Hittite battles still owed this turn (C18)
    std::uint8_t battles = 0;       // battles fought this turn
    std::uint8_t contenders = 0;    // first-player roll: seats still rolling
    std::array<std::uint8_t, kMaxPlayers> firstRolls{};
    std::array<std::uint8_t, 2> philistineDie{};
    std::array<std::uint8_t, 2> tieDie{};
    std::uint8_t winnerSide = kNone;
    std::uint8_t retreat = 0, pursuit = 0; // R / P played in this battle
    std::uint8_t categoriesWon[2] = {0, 0};
    std::uint8_t winners = 0;       // bit mask once the game is over (C09)

    int handCount(int p) const { return hands[static_cast<std::size_t>(p)].count(); }
    Nation nation(int p) const { return nations[static_cast<std::size_t>(p)]; }
    bool over() const { return pending == Pending::GameOver; }
    friend bool operator==(const State &, const State &) = default;
    int sidePlayer(int side) const { return side == kAttacker ? attacker : defender; }
};

static_assert(std::is_trivially_copyable_v<State>);
static_assert(sizeof(State) <= 1024, "issue 20: the state is at most 1 KiB");

} // namespace canaan::conquest
