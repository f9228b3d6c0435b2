#include "io/bounded_file.h"

#include <QFile>
#include <QFileInfo>

namespace canaan::io {

BoundedRead readBoundedFile(const QString &path, qint64 maxBytes)
{
    BoundedRead result;
    const QFileInfo info(path);
    if (!info.exists()) {
        result.status = BoundedRead::Status::Missing;
        return result;
    }
    if (info.isDir()) {
        result.status = BoundedRead::Status::Folder;
        return result;
    }
    if (info.size() > maxBytes) {
        result.status = BoundedRead::Status::TooLarge;
        return result;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.status = BoundedRead::Status::Unreadable;
        result.errorString = file.errorString();
        return result;
    }
    // One byte past the cap: the file may have grown since it was measured.
    result.data = file.read(maxBytes + 1);
    if (result.data.size() > maxBytes) {
        result.status = BoundedRead::Status::TooLarge;
        result.data.clear();
    }
    return result;
}

} // namespace canaan::io
