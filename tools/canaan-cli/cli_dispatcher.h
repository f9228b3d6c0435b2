// Picks the subcommand from the first argument and runs it, handling --help, --version and usage
// errors the same way for every command.
#pragma once

#include "cli_streams.h"

#include <QStringList>

namespace canaan::cli {

// arguments as QCoreApplication::arguments() gives them, the program name first.
int dispatch(const QStringList &arguments, Streams &streams);

} // namespace canaan::cli
