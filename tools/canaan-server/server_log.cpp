#include "tools/canaan-server/server_log.h"

#include <QByteArray>
#include <QList>
#include <cstdio>
#include <sys/stat.h>

namespace canaan::server {

bool stderrIsJournal()
{
    // systemd sets JOURNAL_STREAM for the service; a program the service started with its own
    // standard error inherits the variable, hence the comparison with the real stream.
    const QList<QByteArray> parts = qgetenv("JOURNAL_STREAM").split(':');
    struct stat status {};
    if (parts.size() != 2 || fstat(fileno(stderr), &status) != 0)
        return false;
    bool deviceOk = false;
    bool inodeOk = false;
    const qulonglong device = parts[0].toULongLong(&deviceOk);
    const qulonglong inode = parts[1].toULongLong(&inodeOk);
    return deviceOk && inodeOk && device == qulonglong(status.st_dev) && inode == qulonglong(status.st_ino);
}

void logLine(Priority priority, const QString &message)
{
    static const bool journal = stderrIsJournal();
    const QByteArray prefix = journal ? "<" + QByteArray::number(int(priority)) + ">" : QByteArray("canaan-server: ");
    const QByteArray line = prefix + message.toUtf8() + '\n';
    std::fwrite(line.constData(), 1, size_t(line.size()), stderr);
    std::fflush(stderr);
}

} // namespace canaan::server
