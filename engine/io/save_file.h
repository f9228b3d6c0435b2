// Saved games (*.canaansave, JSON, see docs/save-format.md): the map, the ruleset and options, the
// seats, the seed, the whole action log with its chance outcomes, and a digest of the final state.
// Loading checks every field, then replays the log from a new game. Errors are translated in
// context "canaan::SaveFile" and name the file and the JSON place ("log[57].at").
#pragma once

#include "engine/settlers/board/map.h"
#include "engine/io/bounded_file.h"
#include "engine/io/json_document.h"
#include "engine/io/map_file.h"
#include "engine/settlers/rules/action.h"
#include "engine/settlers/rules/game_state.h"
#include "engine/settlers/rules/rules.h"

#include <QByteArray>
#include <QString>
#include <cstdint>
#include <functional>
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
    // 2: the digest covers the whole game (seats, options, map, log), not only the final state.
    static constexpr int kFormatVersion = 2;

    settlers::MapModel map;
    settlers::Ruleset ruleset = settlers::Ruleset::Canaan;
    settlers::GameOptions options = settlers::GameOptions::defaultsFor(settlers::Ruleset::Canaan);
    std::vector<Seat> seats;
    std::uint64_t seed = 0;
    int turnLimit = 0; // R25; 0 for none
    // The turn clock's seconds per decision of a person (io/clock_limits.h), 0 for none: the table's
    // setting, not a rule; a timed-out decision is in the log as the computer's action.
    int clockSeconds = 0;
    std::vector<settlers::Action> log;
    // As read from a file: "sha256:<64 hex digits>", or empty when the file has none. The writer
    // always writes the digest of the state the log leads to.
    QString digest;
    // The version the file was written in, which says what its digest covers; the writer always
    // writes kFormatVersion.
    int formatVersion = kFormatVersion;

    settlers::Rules rules() const { return settlers::Rules(map, ruleset, options, turnLimit); }
    // The seats people play (kind "human"), bit s for seat s, as computer players are told them
    // (Bot::setPeople: the fair-offer rule is for people's offers).
    unsigned peopleSeats() const
    {
        unsigned people = 0;
        for (std::size_t s = 0; s < seats.size(); ++s)
            people |= seats[s].kind == "human" ? 1u << s : 0u;
        return people;
    }
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
    settlers::GameState state{}; // the state the log leads to, on success
    FileError error;
    std::vector<MapWarning> warnings;
    bool ok() const { return game.has_value(); }
};

// Told how many of the log's actions have been replayed, now and then (every 4096 actions).
using ReplayProgress = std::function<void(int done, int total)>;

// Replays a read game from a new game, checking each action and then the digest.
SaveLoadResult replaySave(SavedGame game, const QString &fileName, const ReplayProgress &progress = {});
// The first checks of any saved game, Conquest's too, in the words of canaan::SaveFile: why the
// file could not be read (empty when it was), and whether its text is not one JSON object of a
// bounded size (then `error` says where and why; its file is left as it was).
QString savedGameReadProblem(const io::BoundedRead &file);
bool savedGameJsonProblem(const io::JsonObjectRead &read, FileError &error);
// A saved game's bytes, of either game (a regular file, size capped); nothing, and `error` set
// (the file and the problem), when it cannot be read.
std::optional<QByteArray> readSaveBytes(const QString &path, FileError &error);
// Reads the file (size capped), parses it and replays it.
SaveLoadResult loadSaveFile(const QString &path, const ReplayProgress &progress = {});

// The file's bytes; the digest is computed from finalState (the state game.log leads to).
QByteArray serializeSave(const SavedGame &game, const settlers::Rules &rules, const settlers::GameState &finalState);
// The map as a save holds it (the map file's text, indented). A caller that saves one game again
// and again (a server's table, once a second) writes it once and passes it to the overload below,
// which gives the same bytes: the map was half the cost of a save.
QByteArray embeddedMapText(const settlers::MapModel &map);
// *digest, when given, gets the digest written (a server's table tells it in its `over` message).
QByteArray serializeSave(const SavedGame &game, const settlers::Rules &rules, const settlers::GameState &finalState, const QByteArray &mapText,
    QString *digest = nullptr);
// The digest a save of formatVersion records: from version 2 the SHA-256 of the save's own text
// without the digest, followed by the final state's canonical text (docs/save-format.md, "The
// digest"); version 1 covered only the state.
QString saveDigest(const SavedGame &game, const settlers::Rules &rules, const settlers::GameState &finalState, int formatVersion);
// The digest of the save serializeSave(game, rules, finalState, mapText) writes (this version's),
// with the map's text made once (a server's table tells it in its `over` message).
QString saveDigest(const SavedGame &game, const settlers::Rules &rules, const settlers::GameState &finalState, const QByteArray &mapText);
// Writes through io::writeFileSafely: every step is checked, and a failure never damages the
// previous file.
bool saveSaveFile(const SavedGame &game, const settlers::Rules &rules, const settlers::GameState &finalState, const QString &path,
    QString *errorMessage = nullptr);

} // namespace canaan
