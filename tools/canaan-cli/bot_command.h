// canaan-cli bot --server ws://HOST:PORT --table CODE (--seat N | --token TOKEN): plays one seat of
// a network table (docs/network.md) as a client, to the end of the game.
#pragma once

#include "tools/canaan-cli/cli_command.h"

namespace canaan::cli {

class BotCommand : public Command {
public:
    QString name() const override { return QStringLiteral("bot"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, Streams &streams) const override;
};

} // namespace canaan::cli
