// canaan-cli render MAP --out F.png|F.svg [--size WxH]: a picture of a map for print.
#pragma once

#include "tools/canaan-cli/cli_command.h"

namespace canaan::cli {

class RenderCommand : public Command {
public:
    QString name() const override { return QStringLiteral("render"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, Streams &streams) const override;
};

} // namespace canaan::cli
