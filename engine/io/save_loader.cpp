// Opens a saved game: the file checks (readBoundedFile), then parse and replay.
#include "engine/io/bounded_file.h"
#include "engine/io/save_file.h"

#include <QCoreApplication>

namespace canaan {

QString savedGameReadProblem(const io::BoundedRead &file)
{
    switch (file.status) {
    case io::BoundedRead::Status::Ok:
        return {};
    case io::BoundedRead::Status::Missing:
        return QCoreApplication::translate("canaan::SaveFile", "The file does not exist.");
    case io::BoundedRead::Status::Folder:
        return QCoreApplication::translate("canaan::SaveFile", "This is a folder, not a saved game.");
    case io::BoundedRead::Status::NotRegular:
        return QCoreApplication::translate(
            "canaan::SaveFile", "This is not a regular file (a FIFO, a device or a socket), not a saved game.");
    case io::BoundedRead::Status::TooLarge:
        return QCoreApplication::translate(
            "canaan::SaveFile", "The file is larger than %1 MiB, more than any saved game needs.")
            .arg(kMaxSaveFileBytes / (1024 * 1024));
    case io::BoundedRead::Status::Unreadable:
        return QCoreApplication::translate("canaan::SaveFile", "The file cannot be read: %1.").arg(file.errorString);
    }
    return {};
}

std::optional<QByteArray> readSaveBytes(const QString &path, FileError &error)
{
    error.file = path;
    io::BoundedRead file = io::readBoundedFile(path, kMaxSaveFileBytes);
    error.message = savedGameReadProblem(file);
    if (file.status != io::BoundedRead::Status::Ok)
        return std::nullopt;
    return std::move(file.data);
}

SaveLoadResult loadSaveFile(const QString &path, const ReplayProgress &progress)
{
    SaveLoadResult result;
    const std::optional<QByteArray> data = readSaveBytes(path, result.error);
    if (!data)
        return result;
    SaveReadResult read = parseSave(*data, path);
    if (!read.ok()) {
        result.error = read.error;
        result.warnings = read.warnings;
        return result;
    }
    result = replaySave(std::move(*read.game), path, progress);
    result.warnings.insert(result.warnings.begin(), read.warnings.begin(), read.warnings.end());
    return result;
}

} // namespace canaan
