// The Settlers (board game) tables of the server: the setup checked the way a save is checked, and
// the game run by the play layer's SettlersMatch with the JSON of settlers_wire.h.
#pragma once

#include "net/table_game.h"

namespace canaan::net {

// The table's setup as the first part of a save (map, ruleset, options, seats, seed), checked by the
// save reader (settlers_table_setup.h); a refusal names the field and the problem.
std::optional<Refusal> checkSettlersSetup(const TableSetup &setup);
std::unique_ptr<TableGame> makeSettlersGame(const Table &table, TableGame::Hooks hooks, QString *problem);

} // namespace canaan::net
