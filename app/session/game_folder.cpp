#include "app/session/game_folder.h"

#include "cartography/map_folders.h"

#include <QFileInfo>
#include <QSettings>

namespace canaan::session {

namespace {
const QString kLastFolderKey = QStringLiteral("session/lastFolder");
}

QString gamesFolder()
{
    const QString last = QSettings().value(kLastFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    return cartography::canaanDocumentsFolder();
}

void rememberGamesFolder(const QString &filePath)
{
    QSettings().setValue(kLastFolderKey, QFileInfo(filePath).absolutePath());
}

} // namespace canaan::session
