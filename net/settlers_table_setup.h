// A new board-game table's setup read as the first part of a save (map, ruleset, options, seats,
// turn limit), by the save reader, so that a setup the create check accepts is one the game can
// start from. A setup of a built-in map is read once and kept: the create check and every later
// table of the same setup start from what was read (each used to parse a save with its map, a
// third of a table's set-up; docs/network.md, "Set-up read once").
#pragma once

#include "engine/io/save_file.h"
#include "net/client_message.h"
#include "net/table.h"

#include <QByteArray>
#include <memory>
#include <mutex>
#include <optional>
#include <variant>

namespace canaan::net {

// A setup as read: the save it makes with no seed, no names and no actions, the text its map has
// in every save of it (empty when not made: a user's map), and the `game` message's setup text of
// its tables but for their seats (settlersSetupText's text before and after the seats' array),
// made by the first of its tables to need it.
struct SettlersNewGame {
    SavedGame game;
    QByteArray mapText;
    mutable std::once_flag split;
    mutable QByteArray setupBefore, setupAfter; // empty when the text was not as expected
};

// The setup read (kept ones come back without reading), or the refusal naming the field and the
// problem (badMap with the place in the map, or badField).
std::variant<std::shared_ptr<const SettlersNewGame>, Refusal> readSettlersSetup(const TableSetup &setup);

// The `game` message's setup (docs/protocol.md): `game` saved without its log, seed and digest, as
// compact JSON (the keys sorted, as QJsonDocument writes them).
QByteArray settlersSetupText(const SavedGame &game, const settlers::Rules &rules, const QByteArray &mapText);
// The same of a kept setup's table (`rules` its game's): its seats (with their names) written
// between the kept texts.
QByteArray settlersSetupText(const SettlersNewGame &kept, const settlers::Rules &rules, const std::vector<Seat> &seats);

// A new table's save: its setup with a fresh seed and the people's names, as text (for a table the
// kept setups no longer hold, and for the tests).
QByteArray newSettlersSaveJson(const TableSetup &setup, const std::vector<SeatState> &people = {});

} // namespace canaan::net
