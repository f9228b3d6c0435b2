// Where the user's maps live, shared by the editor and New Game so that a map saved in the one is
// listed by the other (issue 36): the "Canaan" folder in the user's documents, and the folder the
// editor saved or opened a map in last.
#pragma once

#include <QString>

namespace canaan::cartography {

// documents/Canaan, made when missing; the documents folder (or home) when it cannot be made.
QString canaanDocumentsFolder();
// The folder the editor used last, when it still exists; else canaanDocumentsFolder().
QString lastMapFolder();
// Remembers the folder of `filePath` (a map just saved or opened in the editor).
void rememberMapFolder(const QString &filePath);

} // namespace canaan::cartography
