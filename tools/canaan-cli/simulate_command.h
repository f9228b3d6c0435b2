// canaan-cli simulate --map M --bots a,b,c,d --games N --threads T --seed S [--turn-limit L] [--json]:
// many headless games of computer players with rotating seats, and how each bot fared.
#pragma once

#include "tools/canaan-cli/cli_command.h"

namespace canaan::cli {

class SimulateCommand : public Command {
public:
    QString name() const override { return QStringLiteral("simulate"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, Streams &streams) const override;
};

} // namespace canaan::cli
