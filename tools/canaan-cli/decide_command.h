// canaan-cli decide SAVE | --stdio: the bot protocol (docs/bot-protocol.md). Prints the action a
// computer player takes for the seat whose decision it is in a saved game of either game; --stdio
// answers one request per line (a save as one line of JSON, or a save's path) in one process.
#pragma once

#include "tools/canaan-cli/cli_command.h"

namespace canaan::cli {

class DecideCommand : public Command {
public:
    QString name() const override { return QStringLiteral("decide"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, Streams &streams) const override;
};

} // namespace canaan::cli
