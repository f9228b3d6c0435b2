#include "game_folder.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace canaan::session {

namespace {
const QString kLastFolderKey = QStringLiteral("session/lastFolder");
}

QString gamesFolder()
{
    const QString last = QSettings().value(kLastFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (documents.isEmpty())
        documents = QDir::homePath();
    const QString folder = QDir(documents).filePath(QStringLiteral("Canaan"));
    // If it cannot be made (a read-only home), the documents folder itself is the next best start.
    return QDir().mkpath(folder) ? folder : documents;
}

void rememberGamesFolder(const QString &filePath)
{
    QSettings().setValue(kLastFolderKey, QFileInfo(filePath).absolutePath());
}

} // namespace canaan::session
