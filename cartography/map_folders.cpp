#include "cartography/map_folders.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace canaan::cartography {

namespace {
const QString kLastMapFolderKey = QStringLiteral("editor/lastFolder");
}

QString canaanDocumentsFolder()
{
    QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (documents.isEmpty())
        documents = QDir::homePath();
    const QString folder = QDir(documents).filePath(QStringLiteral("Canaan"));
    // If it cannot be made (a read-only home), the documents folder itself is the next best start.
    return QDir().mkpath(folder) ? folder : documents;
}

QString lastMapFolder()
{
    const QString last = QSettings().value(kLastMapFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    return canaanDocumentsFolder();
}

void rememberMapFolder(const QString &filePath)
{
    if (filePath.startsWith(u':'))
        return; // a built-in map inside the program
    QSettings().setValue(kLastMapFolderKey, QFileInfo(filePath).absolutePath());
}

} // namespace canaan::cartography
