// canaan-cli generate --map TEMPLATE --seed S --out FILE [constraints]: a random map from a
// template, the same for the same seed (cartography/map_generator.h).
#pragma once

#include "tools/canaan-cli/cli_command.h"

namespace canaan::cli {

class GenerateCommand : public Command {
public:
    QString name() const override { return QStringLiteral("generate"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, Streams &streams) const override;
};

} // namespace canaan::cli
