// canaan-cli validate FILE...: every error and warning of each map, one line each.
#pragma once

#include "tools/canaan-cli/cli_command.h"

namespace canaan::cli {

class ValidateCommand : public Command {
public:
    QString name() const override { return QStringLiteral("validate"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, Streams &streams) const override;
};

} // namespace canaan::cli
