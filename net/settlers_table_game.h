// The Settlers (board game) tables of the server: the setup checked the way a save is checked, and
// the game run by the play layer's SettlersMatch with the JSON of settlers_wire.h.
#pragma once

#include "net/table_game.h"

namespace canaan::net {

// The table's setup as the first part of a save (map, ruleset, options, seats, seed), checked by the
// save reader; a refusal names the field and the problem. *saveJson gets the save's text.
std::optional<Refusal> checkSettlersSetup(const TableSetup &setup, QByteArray *saveJson = nullptr);
std::unique_ptr<TableGame> makeSettlersGame(const Table &table, TableGame::Hooks hooks, QString *problem);

} // namespace canaan::net
