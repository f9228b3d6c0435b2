#include "tools/editor-bench/stall_meter.h"

#include <algorithm>
#include <ctime>

namespace canaan::editor::bench {

namespace {
constexpr int kHeartbeatMs = 2;
}

qint64 threadCpuNs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000000000 + t.tv_nsec;
}

StallMeter::StallMeter()
{
    m_heartbeat.setTimerType(Qt::PreciseTimer);
    m_heartbeat.setInterval(kHeartbeatMs);
    connect(&m_heartbeat, &QTimer::timeout, this, &StallMeter::tick);
    m_clock.start();
    m_heartbeat.start();
}

void StallMeter::restart()
{
    m_lastTick = m_clock.nsecsElapsed();
    m_longest = 0;
    m_lastCpu = threadCpuNs();
    m_longestBusy = 0;
}

void StallMeter::tick()
{
    const qint64 now = m_clock.nsecsElapsed();
    m_longest = std::max(m_longest, now - m_lastTick);
    m_lastTick = now;
    const qint64 cpu = threadCpuNs();
    m_longestBusy = std::max(m_longestBusy, cpu - m_lastCpu);
    m_lastCpu = cpu;
}

double StallMeter::longestGapMs() const
{
    // A stall still going counts too.
    return double(std::max(m_longest, m_clock.nsecsElapsed() - m_lastTick)) / 1e6;
}

double StallMeter::longestBusyMs() const { return double(std::max(m_longestBusy, threadCpuNs() - m_lastCpu)) / 1e6; }

} // namespace canaan::editor::bench
