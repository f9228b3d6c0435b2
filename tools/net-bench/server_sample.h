// What the server process uses, read from /proc (Linux): resident memory and CPU time so far.
#pragma once

#include <QtGlobal>

namespace canaan::netbench {

struct ServerSample {
    qint64 residentKiB = 0;
    double cpuSeconds = 0; // user + system
    bool ok = false;
};

ServerSample sampleProcess(qint64 pid);

// Raises this process's limit on open files (and so its children's: the server it starts) to
// `needed`, as far as the hard limit allows; false with the limit when it stays below.
bool raiseOpenFiles(qint64 needed, qint64 *limit);

// The connection attempts the kernel has dropped at a full listen queue since it started, on the
// whole machine (TcpExt ListenOverflows of /proc/net/netstat); -1 when unknown.
qint64 listenOverflows();

} // namespace canaan::netbench
