// What a new or resumed board game is made of, as the windows choose it (Qt types: names and
// colours for the screen), and the match the host plays from it (play::SettlersSetup).
#pragma once

#include "engine/settlers/board/map.h"
#include "play/settlers_match.h"
#include "app/settlers_table/seat_plan.h"

#include <QList>
#include <vector>

namespace canaan::settlerstable {

struct GameSetup {
    settlers::MapModel map;              // its ruleset and options are the game's: set them on this copy
    QList<SeatPlan> seats;     // 2..4, in seat order
    std::uint64_t seed = 1;    // chance and the bots draw from streams derived from it
    int turnLimit = 0;         // R25; 0: none
    int clockSeconds = 0;      // the turn clock per decision of a person (play/match_clock.h); 0: none
    // A resumed game: these actions (chance outcomes included) are applied silently, in order,
    // before the match starts. Replaying stops at the first illegal one (its resumeError()).
    std::vector<settlers::Action> history;
};

// The host's setup: the seats as a save records them (name, "human" or the bot id, "#rrggbb").
play::SettlersSetup boardSetupOf(const GameSetup &setup);

} // namespace canaan::settlerstable
