// Where the Save and Open dialogs start: the folder used last, else a "Canaan" folder in the
// user's documents (made when missing), never the folder the program was started from.
#pragma once

#include <QString>

namespace canaan::session {

// The folder to start a file dialog in; it exists when this returns.
QString gamesFolder();
// Remembers the folder of `filePath` (a game just saved or opened) for the next dialog.
void rememberGamesFolder(const QString &filePath);

} // namespace canaan::session
