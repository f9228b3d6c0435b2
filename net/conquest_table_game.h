// The Conquest tables of the server (docs/protocol.md, "create" and "A seat view (Conquest)"): the
// setup checked with field ids, and the game run by the play layer's Conquest host with the JSON of
// conquest_wire.h; the table's save is a Conquest save (docs/save-format.md, "Conquest saves").
#pragma once

#include "net/table_game.h"

namespace canaan::net {

// Nations (one per seat, all different), options {"cities", "turns"} and no Settlers field; a
// refusal is badField with the field ("nations[2]", "options.turns") and the problem.
std::optional<Refusal> checkConquestSetup(const TableSetup &setup);
std::unique_ptr<TableGame> makeConquestGame(const Table &table, TableGame::Hooks hooks, QString *problem);

} // namespace canaan::net
