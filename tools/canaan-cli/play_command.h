// canaan-cli play --map M --seed S --bots random,random,... [--save F] [--json] [--turn-limit N]:
// plays a whole game between computer players and prints the summary.
#pragma once

#include "tools/canaan-cli/cli_command.h"

namespace canaan::cli {

class PlayCommand : public Command {
public:
    QString name() const override { return QStringLiteral("play"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, Streams &streams) const override;
};

} // namespace canaan::cli
