// What every fuzz target shares: a QCoreApplication for translate() and the Qt types, and a check
// that stops the run with a message when an invariant breaks (libFuzzer then saves the input).
#pragma once

#include <QCoreApplication>
#include <cstdio>
#include <cstdlib>

namespace canaan::fuzz {

inline void ensureApplication()
{
    static int argc = 1;
    static char name[] = "canaan-fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
}

// An invariant of the loaders broke: not a crash, but as much a bug.
[[noreturn]] inline void fail(const char *what)
{
    std::fprintf(stderr, "canaan fuzz invariant broken: %s\n", what);
    std::abort();
}

} // namespace canaan::fuzz

#define CANAAN_FUZZ_CHECK(condition)                                                                         \
    do {                                                                                                     \
        if (!(condition))                                                                                    \
            ::canaan::fuzz::fail(#condition);                                                                \
    } while (false)
