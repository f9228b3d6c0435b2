// Saved Conquest games: the `.canaansave` family with "game": "conquest" (docs/save-format.md,
// "Conquest saves"). The options, the seats with their nations, the seed, the whole action log with
// every chance outcome (C21) and a digest of the final state. Loading checks every field, replays
// the log through checkLegal and compares the digest; an error names the file and the JSON place.
#pragma once

#include "engine/conquest/state.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <vector>

namespace canaan::conquest::saves {

inline constexpr int kFormatVersion = 1;
inline constexpr int kMaxLoggedActions = 1'000'000;

struct SavedSeat {
    Nation nation = Nation::Moabites;
    QString kind = QStringLiteral("human"); // "human" or a computer player's id
    QString name;
    friend bool operator==(const SavedSeat &, const SavedSeat &) = default;
};

struct SavedConquest {
    Options options;
    std::vector<SavedSeat> seats;
    std::uint64_t seed = 0;
    std::vector<Action> log;
    friend bool operator==(const SavedConquest &, const SavedConquest &) = default;
};

struct LoadedConquest {
    std::optional<SavedConquest> game; // set on success
    State state;                       // the state the log leads to
    QString error;                     // "FILE:PLACE: error: message" on failure (FileError)
    QStringList warnings;
    bool ok() const { return game.has_value(); }
};

// The first bytes of a save that tell its kind: the writer puts "game" in the first lines.
inline constexpr qsizetype kSaveHeadBytes = 4096;
// Whether a save starting with `head` (its first kSaveHeadBytes) is of the Conquest kind: a cheap
// look before loading, which checks the rest.
bool isConquestSave(const QByteArray &head);
// The same look at a file, through the bounded reader (a FIFO or a device is simply not Conquest).
bool isConquestFile(const QString &path);

QByteArray serialize(const SavedConquest &game, const State &final);
// Writes through canaan::io::writeFileSafely (every step checked); false and a message on failure.
bool saveToFile(const SavedConquest &game, const State &final, const QString &path, QString *error);

// Whether loading compares the digest with the state the log leads to. A save cut short on purpose
// (canaan-cli decide, docs/bot-protocol.md) keeps the whole game's digest: its form is still checked.
enum class DigestCheck { Compare, FormOnly };

LoadedConquest load(const QByteArray &json, const QString &fileName, DigestCheck digestCheck = DigestCheck::Compare);
LoadedConquest loadFile(const QString &path);

// The digest: "sha256:" and the SHA-256 of canonicalText(state).
QString digestOf(const State &state);
// One fact per line in a fixed order (docs/save-format.md, "Conquest saves").
QByteArray canonicalText(const State &state);

} // namespace canaan::conquest::saves
