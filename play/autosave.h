// The autosave: the running game written after every turn to AppDataLocation/autosave.canaansave
// (through the save writer's QSaveFile, so a kill mid-write leaves the previous file whole).
// QSettings remembers whether the game in it is still running (a crash or kill leaves "running"
// behind, so the next start offers to resume), was closed by the person (Continue still offers it),
// or has finished (nothing to continue).
#pragma once

#include "io/save_file.h"

#include <QDateTime>
#include <QString>

namespace canaan::play {

enum class AutosaveState { None, Running, Closed, Finished };

QString autosavePath();
AutosaveState autosaveState();
void setAutosaveState(AutosaveState state);

// Writes the game; on failure returns false with the reason in *error.
bool writeAutosave(const SavedGame &game, const Rules &rules, const GameState &state, QString *error = nullptr);

// Whether Continue has a game to offer: the file is there and its game is not over.
bool hasGameToContinue();
// Whether the last game was interrupted (a crash or a kill): running, and its file is there.
bool wasInterrupted();

// Moves a damaged autosave out of the way, to autosave.damaged-YYYYMMDD-hhmmss.canaansave beside it,
// so it is never lost. Returns the new path, or an empty string when it could not be moved.
QString setAsideDamagedAutosave(const QDateTime &when = QDateTime::currentDateTime());

} // namespace canaan::play
