// Opens a saved game: the file checks (exists, not a folder, size cap), then parse and replay.
#include "io/save_file.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace canaan {

SaveLoadResult loadSaveFile(const QString &path)
{
    SaveLoadResult result;
    result.error.file = path;
    const QFileInfo info(path);
    if (!info.exists()) {
        result.error.message = QCoreApplication::translate("canaan::SaveFile", "The file does not exist.");
        return result;
    }
    if (info.isDir()) {
        result.error.message = QCoreApplication::translate("canaan::SaveFile", "This is a folder, not a saved game.");
        return result;
    }
    const QString tooLarge = QCoreApplication::translate(
        "canaan::SaveFile", "The file is larger than %1 MiB, more than any saved game needs.")
                                 .arg(kMaxSaveFileBytes / (1024 * 1024));
    if (info.size() > kMaxSaveFileBytes) {
        result.error.message = tooLarge;
        return result;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error.message
            = QCoreApplication::translate("canaan::SaveFile", "The file cannot be read: %1.").arg(file.errorString());
        return result;
    }
    const QByteArray data = file.read(kMaxSaveFileBytes + 1); // it may have grown since it was measured
    if (data.size() > kMaxSaveFileBytes) {
        result.error.message = tooLarge;
        return result;
    }
    SaveReadResult read = parseSave(data, path);
    if (!read.ok()) {
        result.error = read.error;
        result.warnings = read.warnings;
        return result;
    }
    result = replaySave(std::move(*read.game), path);
    result.warnings.insert(result.warnings.begin(), read.warnings.begin(), read.warnings.end());
    return result;
}

} // namespace canaan
