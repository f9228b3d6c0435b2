// One canaan-cli subcommand. A new command is a class in its own file plus one line in commands.cpp.
#pragma once

#include "tools/canaan-cli/cli_streams.h"

#include <QCommandLineParser>
#include <QString>
#include <memory>
#include <vector>

namespace canaan::cli {

class Command {
public:
    virtual ~Command() = default;
    virtual QString name() const = 0;
    // One line for the command list of `canaan-cli --help`.
    virtual QString summary() const = 0;
    // Declares the command's positional arguments and options (--help is added by the dispatcher).
    virtual void configure(QCommandLineParser &parser) const = 0;
    // Runs after the arguments parsed. Returns kExitUsage for arguments the parser cannot judge
    // (a missing FILE); the dispatcher then prints the command's usage.
    virtual int run(const QCommandLineParser &parser, Streams &streams) const = 0;
};

// Every command, in the order `canaan-cli --help` lists them.
std::vector<std::unique_ptr<Command>> allCommands();

} // namespace canaan::cli
