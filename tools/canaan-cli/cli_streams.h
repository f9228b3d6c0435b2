// Where a command writes: results to out, problems and usage to err. Passed in so that commands do
// not reach for globals and can be driven from tests.
#pragma once

#include <QTextStream>

namespace canaan::cli {

struct Streams {
    QTextStream &out;
    QTextStream &err;
};

// Exit codes shared by every command.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1; // bad input files, failed checks
inline constexpr int kExitUsage = 2;   // wrong arguments

} // namespace canaan::cli
