// canaan-server's command line (QCommandLineParser): the port, the data folder, the table limit and
// the TLS files, each checked, with a clear message naming the bad option.
#pragma once

#include "net/server.h"

#include <QStringList>
#include <optional>

namespace canaan::server {

struct ServerOptions {
    net::ServerConfig config;
    QString language; // --lang, empty: the system's
};

// The options, or nullopt with *message set: the usage error, or the help or version text when
// *helpOrVersion (exit status 0 then).
std::optional<ServerOptions> parseOptions(const QStringList &arguments, QString *message, bool *helpOrVersion);

} // namespace canaan::server
