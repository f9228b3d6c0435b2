#include "tools/net-bench/server_sample.h"

#include <QFile>
#include <QStringList>
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

} // namespace canaan::netbench
