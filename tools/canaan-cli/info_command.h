// canaan-cli info FILE [--json]: what a map holds, counted.
#pragma once

#include "tools/canaan-cli/cli_command.h"

namespace canaan::cli {

class InfoCommand : public Command {
public:
    QString name() const override { return QStringLiteral("info"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, Streams &streams) const override;
};

} // namespace canaan::cli
