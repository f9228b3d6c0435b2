// canaan-cli review FILE [--json] [--samples N] [--seed S] [--bot ID]: a saved game's series turn
// by turn (play/game_review.h) with each seat's estimated chance to win, as JSON or one line a turn.
#pragma once

#include "tools/canaan-cli/cli_command.h"

namespace canaan::cli {

class ReviewCommand : public Command {
public:
    QString name() const override { return QStringLiteral("review"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, Streams &streams) const override;
};

} // namespace canaan::cli
