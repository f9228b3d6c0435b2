// What a game looks like now, for people and scripts: per player the VP and its parts, cards,
// pieces left, priests and stones; the bank, Jerusalem, the Plague, the special cards, whose turn and
// what the game waits for, and how it ended. Computed from Rules + GameState + seats; canaan-cli
// prints it as text or JSON (gameSummaryJson) and the app shows it.
#pragma once

#include "engine/io/save_file.h"
#include "engine/settlers/rules/engine.h"

#include <QJsonObject>
#include <QString>
#include <array>
#include <optional>
#include <vector>

namespace canaan {

struct PlayerSummary {
    Seat seat;
    // Every VP the player has, hidden classic VP cards included (a summary sees all cards).
    int vp = 0;
    settlers::VpParts parts;
    std::array<int, settlers::kResourceCount> resources{};
    std::array<int, settlers::kDevCardCount> devCards{}; // unplayed, in hand
    int roadsLeft = 0, settlementsLeft = 0, citiesLeft = 0, stonesLeft = 0;
    int playedPriests = 0;
    int stones = 0; // coloured stones in Jerusalem
    int longestRoad = 0;
};

struct GameSummary {
    settlers::Ruleset ruleset = settlers::Ruleset::Canaan;
    std::vector<PlayerSummary> players;
    std::array<int, settlers::kResourceCount> bank{};
    int deckLeft = 0;
    int blackStones = 0;
    int stonesToComplete = 0;
    bool jerusalemComplete = false; // all its stones are in, black ones included
    std::optional<settlers::HexCoord> plague; // nullopt while beside the board (R05)
    std::optional<int> longestRoadHolder, mostPriestsHolder, kingsBlessingHolder;
    std::optional<settlers::Resource> blessingResource;
    int turn = 0;
    int current = 0;
    settlers::Stage stage = settlers::Stage::FirstRoll;
    settlers::Pending pending = settlers::Pending::None;
    std::optional<int> pendingPlayer;
    settlers::EndReason endReason = settlers::EndReason::None;
    std::vector<int> winners;
};

// seats may be shorter than the game's players (missing names are left empty).
GameSummary summarizeGame(const settlers::Rules &rules, const settlers::GameState &state, const std::vector<Seat> &seats);
// Stable keys and ids (docs/save-format.md, "The summary").
QJsonObject gameSummaryJson(const GameSummary &summary);

} // namespace canaan
