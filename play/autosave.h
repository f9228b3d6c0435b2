// The autosave: the running game written after every turn to AppDataLocation/autosave.canaansave
// (through the save writer's QSaveFile, so a kill mid-write leaves the previous file whole).
// QSettings remembers whether the game in it is still running (a crash or kill leaves "running"
// behind, so the next start offers to resume), was closed by the person (Continue still offers it),
// or has finished (nothing to continue).
// Each game kind (a GameModule's id) keeps its own autosave and state beside the others: the board
// game ("board") the names above, another kind <kind>-autosave.canaansave. The functions without a
// kind are the board game's.
#pragma once

#include "io/save_file.h"

#include <QDateTime>
#include <QString>

namespace canaan::play {

enum class AutosaveState { None, Running, Closed, Finished };

inline const QString kBoardAutosave = QStringLiteral("board");

QString autosavePath(const QString &kind = kBoardAutosave);
AutosaveState autosaveState(const QString &kind = kBoardAutosave);
void setAutosaveState(AutosaveState state);
void setAutosaveState(const QString &kind, AutosaveState state);

// Writes the game; on failure returns false with the reason in *error.
bool writeAutosave(const SavedGame &game, const Rules &rules, const GameState &state, QString *error = nullptr);

// Whether Continue has a game to offer: the file is there and its game is not over.
bool hasGameToContinue(const QString &kind = kBoardAutosave);
// Whether the last game was interrupted (a crash or a kill): running, and its file is there.
bool wasInterrupted(const QString &kind = kBoardAutosave);

// Moves a damaged autosave out of the way, to autosave.damaged-YYYYMMDD-hhmmss.canaansave beside it,
// so it is never lost. Returns the new path, or an empty string when it could not be moved.
QString setAsideDamagedAutosave(const QDateTime &when = QDateTime::currentDateTime());
QString setAsideDamagedAutosave(const QString &kind, const QDateTime &when = QDateTime::currentDateTime());

} // namespace canaan::play
