// Reads a whole file that must stay under a size cap: the common first step of loading a map or a
// saved game. Only regular files are opened: a FIFO would block the reader forever and a device
// never ends. The callers word the errors in their own translation context.
#pragma once

#include <QByteArray>
#include <QString>

namespace canaan::io {

struct BoundedRead {
    enum class Status { Ok, Missing, Folder, NotRegular, TooLarge, Unreadable };
    Status status = Status::Ok;
    QByteArray data;     // when Ok
    QString errorString; // the system's reason, when Unreadable ("Permission denied", "Too many
                         // levels of symbolic links", "Input/output error")
};

// Every file a user names is read through one of these two (test_user_file_reads checks that no
// other code opens one): the whole file, refused past maxBytes...
BoundedRead readBoundedFile(const QString &path, qint64 maxBytes);
// ...or only its first headBytes, to tell what kind of file it is (never TooLarge).
BoundedRead readFileHead(const QString &path, qint64 headBytes);

} // namespace canaan::io
