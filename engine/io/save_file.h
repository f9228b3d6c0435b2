// Saved games (*.canaansave, JSON, see docs/save-format.md): the map, the ruleset and options, the
// seats, the seed, the whole action log with its chance outcomes, and a digest of the final state.
// Loading checks every field, then replays the log from a new game. Errors are translated in
// context "canaan::SaveFile" and name the file and the JSON place ("log[57].at").
#pragma once

#include "board/map.h"
#include "io/map_file.h"
#include "rules/action.h"
#include "rules/game_state.h"
#include "rules/rules.h"

#include <QByteArray>
#include <QString>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace canaan {

// Caps that keep a hostile or broken file from exhausting memory.
inline constexpr qint64 kMaxSaveFileBytes = 64 * 1024 * 1024;
inline constexpr int kMaxSavedActions = 1'000'000;
inline constexpr int kMaxSeatNameLength = 64;

// One seat at the table. kind is "human" or a computer player's id ("random", "easy", ...).
struct Seat {
    std::string name; // UTF-8
    std::string kind = "human";
    std::string colour; // "red", "blue", "white", "orange", "green", "brown" or "#rrggbb"
    friend bool operator==(const Seat &, const Seat &) = default;
};

struct SavedGame {
    static constexpr int kFormatVersion = 1;

    MapModel map;
    Ruleset ruleset = Ruleset::Canaan;
    GameOptions options = GameOptions::defaultsFor(Ruleset::Canaan);
    std::vector<Seat> seats;
    std::uint64_t seed = 0;
    int turnLimit = 0; // R25; 0 for none
    std::vector<Action> log;
    // As read from a file: "sha256:<64 hex digits>", or empty when the file has none. The writer
    // always writes the digest of the state the log leads to.
    QString digest;

    Rules rules() const { return Rules(map, ruleset, options, turnLimit); }
    friend bool operator==(const SavedGame &, const SavedGame &) = default;
};

struct SaveReadResult {
    std::optional<SavedGame> game; // set on success
    FileError error; // set on failure
    std::vector<MapWarning> warnings;
    bool ok() const { return game.has_value(); }
};

// Reads and checks the fields only; the log is not replayed. fileName only names the file in errors.
SaveReadResult parseSave(const QByteArray &json, const QString &fileName);

struct SaveLoadResult {
    std::optional<SavedGame> game; // set on success
    GameState state{}; // the state the log leads to, on success
    FileError error;
    std::vector<MapWarning> warnings;
    bool ok() const { return game.has_value(); }
};

// Replays a read game from a new game, checking each action and then the digest.
SaveLoadResult replaySave(SavedGame game, const QString &fileName);
// Reads the file (size capped), parses it and replays it.
SaveLoadResult loadSaveFile(const QString &path);

// The file's bytes; the digest is computed from finalState (the state game.log leads to).
QByteArray serializeSave(const SavedGame &game, const Rules &rules, const GameState &finalState);
// Writes through QSaveFile, so a failed write never damages the previous file.
bool saveSaveFile(const SavedGame &game, const Rules &rules, const GameState &finalState, const QString &path,
    QString *errorMessage = nullptr);

} // namespace canaan
