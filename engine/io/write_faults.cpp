#include "engine/io/write_faults.h"

#include <atomic>

namespace canaan::io {

namespace {
std::atomic<bool> g_armed{false};
std::atomic<int> g_steps{0};
int g_failAt = 0;
int g_error = 0;
std::atomic<bool> g_fired{false};
WriteStep g_firedStep = WriteStep::Open;
} // namespace

int writeFaultAt(WriteStep step)
{
    if (!g_armed.load(std::memory_order_acquire))
        return 0;
    if (++g_steps != g_failAt)
        return 0;
    g_firedStep = step;
    g_fired = true;
    return g_error;
}

ScopedWriteFault::ScopedWriteFault(int failAt, int error)
{
    g_failAt = failAt;
    g_error = error;
    g_steps = 0;
    g_fired = false;
    g_armed.store(true, std::memory_order_release);
}

ScopedWriteFault::~ScopedWriteFault() { g_armed.store(false, std::memory_order_release); }

int ScopedWriteFault::steps() const { return g_steps; }

bool ScopedWriteFault::fired() const { return g_fired; }

WriteStep ScopedWriteFault::firedStep() const { return g_firedStep; }

} // namespace canaan::io
