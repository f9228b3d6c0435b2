// canaan-cli print MAP --out F.pdf --paper a4|letter [--layout poster|cutout] [--hex-size MM]:
// print-and-play, a map at real size as a PDF (docs/print.md).
#pragma once

#include "tools/canaan-cli/cli_command.h"

namespace canaan::cli {

class PrintCommand : public Command {
public:
    QString name() const override { return QStringLiteral("print"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, Streams &streams) const override;
};

} // namespace canaan::cli
