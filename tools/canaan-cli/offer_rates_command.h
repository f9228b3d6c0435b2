// canaan-cli offer-rates --level normal|hard [--map M] [--bots IDS] [--games N] [--seed S] [--every K]:
// how often a computer player accepts a person's 1:1 and 2:1 offers, asked at sampled moments of
// games of bots (engine/settlers/ai/offer_rates.h), and the games' mean length (docs/ai.md, issue 42).
#pragma once

#include "tools/canaan-cli/cli_command.h"

namespace canaan::cli {

class OfferRatesCommand : public Command {
public:
    QString name() const override { return QStringLiteral("offer-rates"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, Streams &streams) const override;
};

} // namespace canaan::cli
