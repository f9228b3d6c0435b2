// The calling thread's CPU time: what a computation cost, however loaded the machine is (a busy
// machine stretches wall-clock time, not this).
#pragma once

#include <chrono>
#include <time.h>

namespace canaan::settlers {

// CPU time of the calling thread in seconds (wall-clock time where the platform has no such clock).
inline double threadCpuSeconds()
{
#ifdef CLOCK_THREAD_CPUTIME_ID
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
#else
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
#endif
}

} // namespace canaan
