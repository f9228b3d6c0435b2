// The end screen's figures (ConquestSummary): the city tokens after every turn and the battles won and
// lost. The card table counts them as the game goes; a game resumed from its log (a finished save
// opened from a file, or Continue) gets its past ones by replaying the log through the engine, counted
// by the same two functions at the same moments.
#pragma once

#include "app/card_table/conquest_end_screen.h"

#include "engine/conquest/action.h"
#include "engine/conquest/state.h"
#include "engine/conquest/view.h"

#include <QStringList>

#include <span>

namespace canaan::cardtable {

// Puts `now` (a State or a SeatView) on the chart: a turn not seen yet adds a point, the turn seen
// last updates its point. `turnSeen` is the turn of the chart's last point (-1 before any).
template <typename Game>
void noteCities(ConquestSummary &summary, int &turnSeen, const Game &now)
{
    std::array<int, conquest::kMaxPlayers> cities{};
    for (int s = 0; s < now.numPlayers; ++s)
        cities[s] = now.cities[s];
    if (now.turnsPlayed != turnSeen || summary.citiesByTurn.isEmpty()) {
        summary.citiesByTurn << cities;
        turnSeen = now.turnsPlayed;
    } else {
        summary.citiesByTurn.last() = cities; // the turn's latest
    }
}

// Counts one battle won and one lost when `action` is its casualty die (C17 settles the battle);
// `before` is the State or SeatView just before it.
template <typename Game>
void noteBattle(ConquestSummary &summary, const Game &before, const conquest::Action &action)
{
    if (action.kind != conquest::ActionKind::Die || before.dieFor != conquest::DieFor::Casualties
        || before.winnerSide == conquest::kNone || before.attacker == conquest::kNone || before.defender == conquest::kNone)
        return;
    const bool attackerWon = before.winnerSide == conquest::kAttacker;
    ++summary.battlesWon[attackerWon ? before.attacker : before.defender];
    ++summary.battlesLost[attackerWon ? before.defender : before.attacker];
}

// A seat's view as the game goes: its players, names, nations, winners, cities and armies on the
// summary, and its cities on the chart (noteCities).
void noteView(ConquestSummary &summary, int &turnSeen, const conquest::SeatView &view, const QStringList &names);

// Replays `log` from `start` (the new game's state) through the engine, noting every turn's city
// tokens and every battle. Stops at an action the engine refuses (the save's loader reports those).
void replaySummary(ConquestSummary &summary, int &turnSeen, const conquest::State &start,
                   std::span<const conquest::Action> log);

} // namespace canaan::cardtable
