// canaan-cli replay FILE [--json]: replays a saved game, checking every action and the digest, and
// prints the summary, or the error and exit 1.
#pragma once

#include "tools/canaan-cli/cli_command.h"

namespace canaan::cli {

class ReplayCommand : public Command {
public:
    QString name() const override { return QStringLiteral("replay"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, Streams &streams) const override;
};

} // namespace canaan::cli
