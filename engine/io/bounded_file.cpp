#include "engine/io/bounded_file.h"

#include <QFile>

#include <algorithm>
#include <limits>
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace canaan::io {

namespace {

BoundedRead failure(BoundedRead::Status status, int error = 0)
{
    BoundedRead result;
    result.status = status;
    if (error != 0)
        result.errorString = qt_error_string(error);
    return result;
}

// Closes the descriptor however the read ends.
struct FileDescriptor {
    int fd;
    ~FileDescriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

// A Qt resource (":/maps/canaan.canaanmap") lives in the program itself: always a whole, regular file.
BoundedRead readResource(const QString &path, qint64 maxBytes)
{
    QFile file(path);
    if (!file.exists())
        return failure(BoundedRead::Status::Missing);
    if (file.size() > maxBytes)
        return failure(BoundedRead::Status::TooLarge);
    if (!file.open(QIODevice::ReadOnly))
        return failure(BoundedRead::Status::Folder); // a resource folder is the only kind that will not open
    BoundedRead result;
    result.data = file.readAll();
    return result;
}

} // namespace

namespace {

// Whole files refuse more than maxBytes; a head (wholeFile false) is the first maxBytes of any size.
BoundedRead readRegularFile(const QString &path, qint64 maxBytes, bool wholeFile)
{
    if (path.startsWith(u':')) {
        BoundedRead resource = readResource(path, wholeFile ? maxBytes : std::numeric_limits<qint64>::max());
        if (!wholeFile)
            resource.data.truncate(maxBytes);
        return resource;
    }
    const QByteArray name = QFile::encodeName(path);
    // O_NONBLOCK: opening a FIFO with no writer must not wait; regular files ignore it.
    const FileDescriptor file{::open(name.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
    if (file.fd < 0) {
        const int error = errno;
        if (error == ENOENT)
            return failure(BoundedRead::Status::Missing);
        // A folder may refuse O_RDONLY on some systems; say what it is rather than why.
        struct stat info {};
        if (error != ELOOP && ::stat(name.constData(), &info) == 0 && S_ISDIR(info.st_mode))
            return failure(BoundedRead::Status::Folder);
        return failure(BoundedRead::Status::Unreadable, error); // EACCES, ELOOP, ENAMETOOLONG...
    }
    // Checked on the open descriptor, so the file cannot be swapped between the check and the read.
    struct stat info {};
    if (::fstat(file.fd, &info) != 0)
        return failure(BoundedRead::Status::Unreadable, errno);
    if (S_ISDIR(info.st_mode))
        return failure(BoundedRead::Status::Folder);
    if (!S_ISREG(info.st_mode))
        return failure(BoundedRead::Status::NotRegular);
    if (wholeFile && info.st_size > maxBytes)
        return failure(BoundedRead::Status::TooLarge);

    BoundedRead result;
    // One byte past the cap: the file may have grown since it was measured.
    result.data.resize(static_cast<qsizetype>(std::min<qint64>(info.st_size, maxBytes)) + 1);
    qsizetype used = 0;
    for (;;) {
        if (used == result.data.size()) {
            if (used > maxBytes) {
                if (!wholeFile)
                    break;
                return failure(BoundedRead::Status::TooLarge);
            }
            result.data.resize(std::min<qsizetype>(used * 2 + 4096, maxBytes + 1));
        }
        const ssize_t got = ::read(file.fd, result.data.data() + used, static_cast<size_t>(result.data.size() - used));
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return failure(BoundedRead::Status::Unreadable, errno); // EIO must not look like bad JSON
        if (got == 0)
            break;
        used += got;
    }
    if (used > maxBytes && wholeFile)
        return failure(BoundedRead::Status::TooLarge);
    result.data.resize(std::min<qsizetype>(used, maxBytes));
    return result;
}

} // namespace

BoundedRead readBoundedFile(const QString &path, qint64 maxBytes)
{
    return readRegularFile(path, maxBytes, true);
}

BoundedRead readFileHead(const QString &path, qint64 headBytes)
{
    return readRegularFile(path, headBytes, false);
}

} // namespace canaan::io
