// Picks the subcommand from the first argument and runs it, handling --help, --version and usage
// errors the same way for every command.
#pragma once

#include "tools/canaan-cli/cli_streams.h"

#include <QStringList>

namespace canaan::cli {

enum class DispatchMode {
    Run,       // parse the arguments, then run the command
    ParseOnly, // stop where the command would run and return kExitOk (the parser's fuzz target)
};

// arguments as QCoreApplication::arguments() gives them, the program name first. --help, --version
// and usage errors are handled the same way in both modes.
int dispatch(const QStringList &arguments, Streams &streams, DispatchMode mode = DispatchMode::Run);

} // namespace canaan::cli
