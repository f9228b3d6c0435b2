// The maps of the new-game list beside the built-in ones: the user's own in his Canaan folder (under
// the documents, QStandardPaths) and in the folders he used last, each with a small picture drawn by
// cartography's paintMap() and kept in QPixmapCache (by path, modification time and size), or, for a
// file that does not load, its error instead.
#pragma once

#include "engine/settlers/board/map.h"

#include <QPixmap>
#include <QString>
#include <QStringList>

namespace canaan::session {

struct MapEntry {
    QString path;
    QString title; // the map's own title (localized); its file name when it does not load
    QString error;   // "FILE:PLACE: error: MESSAGE" when it does not load, else empty
    QString message; // the MESSAGE alone
};

// The folders searched for the user's maps, each once: documents/Canaan, the games folder used last
// (game_folder.h), the folder the editor used last (map_folders.h) and the folders of `recentMaps`.
// Only those that exist.
QStringList userMapFolders(const QStringList &recentMaps);

// The *.canaanmap files in `folders` (not their subfolders), by folder then name, each once; at
// most kMaxListedMaps of them.
inline constexpr int kMaxListedMaps = 60;
QList<MapEntry> userMaps(const QStringList &folders);

// The entry of one file (built in or not), loaded once while the file does not change.
MapEntry mapEntry(const QString &path);

// A picture of the map at `size` (the board fitted in, over the sea), drawn once per file version
// and size; a null pixmap when the file does not load.
QPixmap mapPreview(const QString &path, QSize size);

} // namespace canaan::session
