// What the battle screen shows of the current (or last) battle, gathered from one seat's views as the
// game goes: the revealed cards by side, Terrain cards a Defense card removed, each category's force,
// the winner or the tie rolls, and the casualties with the figures they came from (C15-C17). Only
// what the seat may see: nothing of a side's cards before the reveal but its own secret choice.
#pragma once

#include "engine/conquest/action.h"
#include "engine/conquest/battle_arithmetic.h"
#include "engine/conquest/view.h"

#include <QList>

#include <array>

namespace canaan::cardtable {

struct Casualties {
    bool done = false;
    int die = 0;
    std::array<int, 2> armies{};   // each side's armies before the battle (own and lent)
    std::array<int, 2> rounded{};  // loser: armies x die x 10%, winner: armies x 10%, rounded
    std::array<int, 2> loss{};     // after Retreat, Pursuit and the cap
    bool retreat = false, pursuit = false;
    int cap = 0;
    int cityFrom = -1, cityTo = -1; // the seats between which a city token changed hands
};

struct BattleRecord {
    int attacker = -1, defender = -1;
    int turn = -1, index = -1;      // which battle of which turn
    bool revealed = false;
    std::array<QList<int>, 2> cards;
    conquest::CardSet alt;          // "or" cards counted in their second category
    QList<int> terrainRemoved;      // struck out by a Defense card (C15)
    std::array<std::array<int, conquest::kCategoryCount>, 2> force{};
    std::array<int, 2> categoriesWon{};
    int winnerSide = -1;
    QList<std::array<int, 2>> tieRolls; // attacker's and defender's die, per tie roll
    std::array<int, 2> philistineDie{};
    Casualties casualties;
    bool active() const { return attacker >= 0; }
};

// The casualty die (C17) with the view just before it: the battle is settled.
bool settlesBattle(const conquest::SeatView &before, const conquest::Action &action);
// The casualties of that die, with the figures they come from.
Casualties casualtiesOf(const conquest::SeatView &before, const conquest::Action &action);

// The armies fighting on a side: its nation's and the armies lent to it (C16).
int sideArmies(const conquest::SeatView &view, int side);

class BattleTracker {
public:
    // Every view of the seat, in order; a new battle starts a new record.
    void observe(const conquest::SeatView &view);
    // Every action with the view just before it (the dice of ties and casualties are told here).
    void observeAction(const conquest::SeatView &before, const conquest::Action &action);
    const BattleRecord &record() const { return m_record; }

private:
    BattleRecord m_record;
    conquest::CardSet m_lastDiscard;
};

} // namespace canaan::cardtable
