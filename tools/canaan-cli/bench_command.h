// canaan-cli bench [--ruleset canaan|classic] [--seconds S]: the engine's speed on random 4-player
// games on one thread, and proof (a counting allocator) that apply and legalActions never allocate.
#pragma once

#include "tools/canaan-cli/cli_command.h"

namespace canaan::cli {

class BenchCommand : public Command {
public:
    QString name() const override { return QStringLiteral("bench"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, Streams &streams) const override;
};

} // namespace canaan::cli
