// How long the GUI thread goes without serving its event loop: a heartbeat timer ticks every
// 2 ms, and the longest gap between two ticks is the longest stall a user would feel. On a loaded
// machine part of a gap is the thread waiting for a core: the thread's own CPU time between two
// ticks says what the editor's work cost.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace canaan::editor::bench {

// The calling thread's CPU time so far (ns).
qint64 threadCpuNs();

class StallMeter : public QObject {
public:
    StallMeter();
    // Starts a new measurement: the longest gap counts from here.
    void restart();
    // The longest gap between two ticks since restart() (ms), the time to the first tick included.
    double longestGapMs() const;
    // The most CPU time the GUI thread spent between two ticks since restart() (ms).
    double longestBusyMs() const;

private:
    void tick();

    QTimer m_heartbeat;
    QElapsedTimer m_clock;
    qint64 m_lastTick = 0;
    qint64 m_longest = 0;
    qint64 m_lastCpu = 0;
    qint64 m_longestBusy = 0;
};

} // namespace canaan::editor::bench
