#include "engine/io/safe_write.h"

#include "engine/io/write_faults.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>
#include <fcntl.h>
#include <unistd.h>

namespace canaan::io {

namespace {

// Small enough that a full disk shows at the write that crosses it, large enough to cost nothing.
constexpr qsizetype kChunkBytes = 64 * 1024;

bool fail(QString *reason, const QString &why)
{
    if (reason)
        *reason = why;
    return false;
}

bool failErrno(QString *reason, int error) { return fail(reason, qt_error_string(error)); }

// The folder's entry for the new file reaches the disk only with an fsync of the folder itself.
// Systems that cannot sync a folder say EINVAL; nothing more can be done there.
int syncFolderOf(const QString &path)
{
    const QByteArray folder = QFile::encodeName(QFileInfo(path).absolutePath());
    const int fd = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return errno;
    const int result = ::fsync(fd) == 0 || errno == EINVAL ? 0 : errno;
    ::close(fd);
    return result;
}

} // namespace

bool writeFileSafely(const QString &path, const QByteArray &data, QString *reason)
{
    // QSaveFile would replace a device node or a FIFO with a regular file (as root, even /dev/full).
    const QFileInfo target(path);
    if (target.exists() && !target.isFile())
        return fail(reason,
            QCoreApplication::translate("canaan::SafeWrite", "%1 is not a regular file, so it is not replaced")
                .arg(QDir::toNativeSeparators(path)));

    QSaveFile file(path);
    // Unbuffered: each write reaches the system at once, so a full disk fails that write, not a
    // flush hidden in commit() (which Qt 6.4 does not report).
    if (int e = writeFaultAt(WriteStep::Open))
        return failErrno(reason, e);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(reason, file.errorString());
    for (qsizetype at = 0; at < data.size(); at += kChunkBytes) {
        const qsizetype size = std::min(kChunkBytes, data.size() - at);
        qsizetype attempt = size;
        if (int e = writeFaultAt(WriteStep::Write); e == kShortWrite) {
            attempt = size / 2;
        } else if (e != 0) {
            file.cancelWriting();
            return failErrno(reason, e);
        }
        const qint64 written = file.write(data.constData() + at, attempt);
        if (written < 0)
            return fail(reason, file.errorString()); // QSaveFile drops the temporary file itself
        if (written != size) {
            // A nearly full disk takes part of a write and sets no error: Qt would say "Unknown error".
            file.cancelWriting();
            return fail(reason,
                QCoreApplication::translate("canaan::SafeWrite",
                    "only %1 of its %2 bytes could be written; the disk may be full")
                    .arg(at + written)
                    .arg(data.size()));
        }
    }
    int e = writeFaultAt(WriteStep::Flush);
    if (e == 0 && !file.flush())
        return fail(reason, file.errorString());
    // Some file systems report a full disk only when the data is synced.
    if (e == 0)
        e = writeFaultAt(WriteStep::Sync);
    if (e == 0 && ::fsync(file.handle()) != 0)
        e = errno;
    if (e == 0)
        e = writeFaultAt(WriteStep::Rename);
    if (e != 0) {
        file.cancelWriting();
        return failErrno(reason, e);
    }
    if (!file.commit())
        return fail(reason, file.errorString());
    if (int e2 = writeFaultAt(WriteStep::SyncFolder); e2 != 0 || (e2 = syncFolderOf(path)) != 0)
        return failErrno(reason, e2);
    return true;
}

int removeStaleTemporaryFilesIn(const QString &folder, const QString &nameFilter, int minAgeSeconds)
{
    static const QRegularExpression suffix(QStringLiteral("\\.[A-Za-z0-9]{6}$"));
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-minAgeSeconds);
    int removed = 0;
    for (const QFileInfo &file :
        QDir(folder).entryInfoList({nameFilter + QStringLiteral(".??????")}, QDir::Files | QDir::Hidden)) {
        if (suffix.match(file.fileName()).hasMatch() && file.lastModified().toUTC() < before
            && QFile::remove(file.absoluteFilePath()))
            ++removed;
    }
    return removed;
}

int removeStaleTemporaryFiles(const QString &path, int minAgeSeconds)
{
    const QFileInfo target(path);
    // The name as a wildcard pattern: brackets, stars and question marks stand for themselves.
    QString filter = target.fileName();
    filter.replace(QRegularExpression(QStringLiteral("([*?\\[])")), QStringLiteral("[\\1]"));
    return removeStaleTemporaryFilesIn(target.absolutePath(), filter, minAgeSeconds);
}

} // namespace canaan::io
