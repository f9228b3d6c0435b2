#include "tools/net-bench/server_sample.h"

#include <QFile>
#include <QStringList>
#include <algorithm>
#include <sys/resource.h>
#include <unistd.h>

namespace canaan::netbench {

ServerSample sampleProcess(qint64 pid)
{
    ServerSample sample;
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!status.open(QIODevice::ReadOnly) || !stat.open(QIODevice::ReadOnly))
        return sample;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            sample.residentKiB = line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    // Fields 14 and 15 (utime, stime) follow the command name in parentheses, which may hold spaces.
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    const double ticks = double(sysconf(_SC_CLK_TCK));
    sample.cpuSeconds = (fields.value(11).toDouble() + fields.value(12).toDouble()) / ticks;
    sample.ok = true;
    return sample;
}

bool raiseOpenFiles(qint64 needed, qint64 *limit)
{
    rlimit files{};
    if (::getrlimit(RLIMIT_NOFILE, &files) != 0)
        return false;
    if (files.rlim_cur != RLIM_INFINITY && files.rlim_cur < rlim_t(needed)) {
        files.rlim_cur = files.rlim_max == RLIM_INFINITY ? rlim_t(needed) : std::min(files.rlim_max, rlim_t(needed));
        (void)::setrlimit(RLIMIT_NOFILE, &files); // whatever it did is read back: the limit in force decides
        if (::getrlimit(RLIMIT_NOFILE, &files) != 0)
            return false;
    }
    *limit = files.rlim_cur == RLIM_INFINITY ? needed : qint64(files.rlim_cur);
    return *limit >= needed;
}

qint64 listenOverflows()
{
    QFile netstat(QStringLiteral("/proc/net/netstat"));
    if (!netstat.open(QIODevice::ReadOnly))
        return -1;
    // Pairs of lines: "TcpExt: Name Name ..." then "TcpExt: value value ...".
    const QList<QByteArray> lines = netstat.readAll().split('\n');
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        if (!lines[i].startsWith("TcpExt:") || !lines[i + 1].startsWith("TcpExt:"))
            continue;
        const QList<QByteArray> names = lines[i].simplified().split(' ');
        const QList<QByteArray> values = lines[i + 1].simplified().split(' ');
        const qsizetype at = names.indexOf("ListenOverflows");
        return at > 0 && at < values.size() ? values[at].toLongLong() : -1;
    }
    return -1;
}

} // namespace canaan::netbench
