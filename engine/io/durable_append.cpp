#include "engine/io/durable_append.h"

#include "engine/io/write_faults.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <unistd.h>

namespace canaan::io {

namespace {

bool fail(QString *reason, const QString &why)
{
    if (reason)
        *reason = why;
    return false;
}

// The failed append's bytes go again: a later append then follows the last whole one.
bool undo(QFile &file, qint64 size, QString *reason, const QString &why)
{
    if (!file.resize(size))
        return fail(reason,
            QCoreApplication::translate("canaan::DurableAppend", "%1, and the part written could not be removed: %2")
                .arg(why, file.errorString()));
    return fail(reason, why);
}

} // namespace

bool appendFileDurably(const QString &path, const QByteArray &data, QString *reason)
{
    const QFileInfo target(path);
    if (target.exists() && !target.isFile())
        return fail(reason,
            QCoreApplication::translate("canaan::DurableAppend", "%1 is not a regular file, so nothing is added to it")
                .arg(QDir::toNativeSeparators(path)));
    if (int e = writeFaultAt(WriteStep::Open))
        return fail(reason, qt_error_string(e));
    QFile file(path);
    // Unbuffered: a full disk fails the write itself, not a flush at the close.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered))
        return fail(reason, file.errorString());
    const qint64 before = file.size();
    qsizetype attempt = data.size();
    if (int e = writeFaultAt(WriteStep::Write); e == kShortWrite) {
        attempt = data.size() / 2;
    } else if (e != 0) {
        return undo(file, before, reason, qt_error_string(e));
    }
    const qint64 written = file.write(data.constData(), attempt);
    if (written < 0)
        return undo(file, before, reason, file.errorString());
    if (written != data.size())
        return undo(file, before, reason,
            QCoreApplication::translate("canaan::DurableAppend", "only %1 of its %2 bytes could be written; the disk may be full")
                .arg(written)
                .arg(data.size()));
    int e = writeFaultAt(WriteStep::Flush);
    if (e == 0 && !file.flush())
        return undo(file, before, reason, file.errorString());
    // Some file systems report a full disk only when the data is synced.
    if (e == 0)
        e = writeFaultAt(WriteStep::Sync);
    if (e == 0 && ::fdatasync(file.handle()) != 0)
        e = errno;
    if (e != 0)
        return undo(file, before, reason, qt_error_string(e));
    return true;
}

} // namespace canaan::io
