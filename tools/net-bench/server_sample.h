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

} // namespace canaan::netbench
