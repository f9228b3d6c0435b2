// The battle calculator for Conquest at a real table (issue 41): what each side put into a battle
// (armies, lent armies, the cards played, the Philistines' die) and the dice rolled, in; the forces,
// the categories, the winner, the casualties and the city token, out. Every figure comes from the
// engine's own battle arithmetic (conquest/battle_arithmetic.h); this file only checks the inputs
// and says, in a sentence, what is wrong with them.
#pragma once

#include "engine/conquest/battle_arithmetic.h"
#include "engine/conquest/state.h"

#include <QList>
#include <QStringList>

#include <array>

namespace canaan::companion {

inline constexpr int kMaxBattleArmies = 9999;
inline constexpr int kMaxAllies = conquest::kMaxPlayers - 2; // six nations less attacker and defender

struct BattleSideInput {
    conquest::Nation nation = conquest::Nation::Moabites;
    int armies = 10;       // the nation's own armies
    QList<int> lent;       // the armies each ally lent this side (1..5 each), in seat order from the active player
    QList<int> cards;      // the cards this side played (the secret choice, Siege, Retreat, Pursuit)
    conquest::CardSet alt; // "or" cards counted in their second category
    int philistineDie = 0; // 1..6 for the Philistines, 0 for anyone else
    int cities = 0;        // city tokens before the battle
};

struct BattleInput {
    std::array<BattleSideInput, 2> sides; // conquest::kAttacker, conquest::kDefender
    QList<std::array<int, 2>> tieRolls;   // the attacker's and the defender's die, roll by roll (C16)
    int casualtyDie = 0;                  // the loser's roll (C17); 0 = not rolled yet
};

struct BattleOutcome {
    QStringList problems;              // translated sentences; when any, nothing below holds
    std::array<conquest::Forces, 2> force{};
    std::array<int, 2> categoriesWon{};
    QList<int> terrainRemoved;         // struck out by a Defense card (C15)
    int winnerSide = conquest::kNone;  // kNone: tied and the dice have not decided yet
    bool rollAgain = false;            // tied categories and the last tie roll was equal too
    bool retreat = false, pursuit = false; // the loser's R card, the winner's P card (C17)
    bool casualtiesKnown = false;      // the casualty die is in
    conquest::CasualtyFigures casualties;
    std::array<QList<int>, 2> shares;  // each side's loss by owner: [0] its own nation, then its allies in order
    int citySide = conquest::kNone;    // the side that loses a city token to the other, or kNone
    bool ok() const { return problems.isEmpty(); }
};

BattleOutcome calculateBattle(const BattleInput &input);

// A die typed in ("4"): 1..6, 0 for an empty text, -1 for anything else (then calculateBattle says why).
int parseDie(const QString &text);
// Lent armies typed in as "3, 2": the numbers in order; anything not a number is -1.
QList<int> parseNumbers(const QString &text);

} // namespace canaan::companion
