// The autosave: the running game written after every turn to AppDataLocation/autosave.canaansave
// (through the save writer's QSaveFile, so a kill mid-write leaves the previous file whole).
// QSettings remembers whether the game in it is still running (a crash or kill leaves "running"
// behind, so the next start offers to resume), was closed by the person (Continue still offers it),
// or has finished (nothing to continue).
// Each game kind (a GameModule's id) keeps its own autosave and state beside the others: the board
// game ("settlers") the names above, another kind <kind>-autosave.canaansave. The functions without a
// kind are the board game's.
#pragma once

#include "engine/io/save_file.h"

#include <QDateTime>
#include <QString>

namespace canaan::play {

enum class AutosaveState { None, Running, Closed, Finished };

inline const QString kSettlersAutosave = QStringLiteral("settlers");

QString autosavePath(const QString &kind = kSettlersAutosave);
AutosaveState autosaveState(const QString &kind = kSettlersAutosave);
void setAutosaveState(AutosaveState state);
void setAutosaveState(const QString &kind, AutosaveState state);

// Whether this copy of the app owns the autosaves: the first copy to ask takes a lock file beside
// them (autosave.lock) for as long as it runs, and asking again retries. A second copy with the same
// settings neither offers to resume nor writes an autosave or its state, so the two never write
// over each other's game (issue 42, D14). Call from the main thread.
bool holdsAutosaves();
// Lets the lock go (the tests' way to play a second copy; the app keeps it until it quits).
void releaseAutosaves();
QString autosaveLockPath();

// The file the game in the autosave was last saved to or opened from (empty: never saved), so that
// Continue resumes it under its name and Ctrl+S writes there again (issue 42, D8).
QString autosaveSavedAs(const QString &kind = kSettlersAutosave);
void setAutosaveSavedAs(const QString &kind, const QString &path);

// Writes the game; on failure returns false with the reason in *error.
bool writeAutosave(const SavedGame &game, const settlers::Rules &rules, const settlers::GameState &state, QString *error = nullptr);

// Whether Continue has a game to offer: the file is there and its game is not over.
bool hasGameToContinue(const QString &kind = kSettlersAutosave);
// Whether the last game was interrupted (a crash or a kill): running, and its file is there.
bool wasInterrupted(const QString &kind = kSettlersAutosave);

// Moves a damaged autosave out of the way, to autosave.damaged-YYYYMMDD-hhmmss.canaansave beside it,
// so it is never lost. Returns the new path, or an empty string when it could not be moved.
QString setAsideDamagedAutosave(const QDateTime &when = QDateTime::currentDateTime());
QString setAsideDamagedAutosave(const QString &kind, const QDateTime &when = QDateTime::currentDateTime());

} // namespace canaan::play
