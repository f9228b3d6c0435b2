// Fault injection for the file writers (docs/reliability.md, "Injected faults"): a test makes the
// N-th step of writeFileSafely fail with a chosen errno, the way SQLite tests its I/O, to prove that
// every step's failure is reported and the previous file survives. Without a fault set, each step
// only bumps a counter.
#pragma once

#include <cerrno>

namespace canaan::io {

// The steps of one safe write, in order. Write repeats once per chunk.
enum class WriteStep { Open, Write, Flush, Sync, Rename, SyncFolder };

// As the error of a Write step: the step writes only half its bytes and reports no error, as
// write(2) does on a nearly full disk (the system's error string is then "Unknown error").
inline constexpr int kShortWrite = -1;

// Called by writeFileSafely before each step: 0 to go on, or the errno the step must fail with
// (or kShortWrite).
int writeFaultAt(WriteStep step);

// For tests: while alive, the failAt-th step counted from its construction (1-based) fails with
// `error`; steps() says how many steps ran, so a test can try every N until a write succeeds.
// Process-wide; one at a time.
class ScopedWriteFault {
public:
    explicit ScopedWriteFault(int failAt, int error = ENOSPC);
    ~ScopedWriteFault();
    ScopedWriteFault(const ScopedWriteFault &) = delete;
    ScopedWriteFault &operator=(const ScopedWriteFault &) = delete;
    int steps() const;
    // The step that failed, when one did.
    bool fired() const;
    WriteStep firedStep() const;
};

} // namespace canaan::io
