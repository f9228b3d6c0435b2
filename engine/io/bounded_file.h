// Reads a whole file that must stay under a size cap: the common first step of loading a map or a
// saved game. The callers word the errors in their own translation context.
#pragma once

#include <QByteArray>
#include <QString>

namespace canaan::io {

struct BoundedRead {
    enum class Status { Ok, Missing, Folder, TooLarge, Unreadable };
    Status status = Status::Ok;
    QByteArray data;     // when Ok
    QString errorString; // the system's reason, when Unreadable
};

BoundedRead readBoundedFile(const QString &path, qint64 maxBytes);

} // namespace canaan::io
