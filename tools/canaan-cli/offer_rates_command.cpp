#include "tools/canaan-cli/offer_rates_command.h"
#include "tools/canaan-cli/percent_text.h"

#include "engine/settlers/ai/bot_registry.h"
#include "engine/settlers/ai/offer_rates.h"
#include "engine/settlers/ai/simulation.h"
#include "tools/canaan-cli/bot_game_rules.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <algorithm>

namespace canaan::cli {

namespace {

int usageError(const QString &message, Streams &streams)
{
    streams.err << QStringLiteral("canaan-cli offer-rates: ") << message << '\n';
    return kExitUsage;
}

// A whole number from `low` to `high`, or -1 (after the usage error's text).
int boundedInt(const QCommandLineParser &parser, const QString &option, int low, int high, const char *text,
               Streams &streams)
{
    bool ok = false;
    const int value = parser.value(option).toInt(&ok);
    if (ok && value >= low && value <= high)
        return value;
    usageError(QCoreApplication::translate("canaan::Cli", text).arg(parser.value(option)), streams);
    return -1;
}

void printTally(const char *text, const settlers::OfferTally &t, Streams &streams)
{
    const settlers::Interval ci = settlers::wilson95(t.accepted, t.asked);
    streams.out << QCoreApplication::translate("canaan::Cli", text)
                       .arg(t.asked)
                       .arg(t.accepted)
                       .arg(percentText(t.asked ? double(t.accepted) / t.asked : 0.0), percentText(ci.low),
                            percentText(ci.high))
                       .arg(t.countered)
                << '\n';
}

} // namespace

QString OfferRatesCommand::summary() const
{
    return QCoreApplication::translate(
        "canaan::Cli", "Measures how often a computer player accepts a person's 1:1 and 2:1 trade offers.");
}

void OfferRatesCommand::configure(QCommandLineParser &parser) const
{
    parser.addOption({QStringLiteral("level"),
        QCoreApplication::translate("canaan::Cli", "The computer player whose answers are counted."),
        QStringLiteral("ID"), QStringLiteral("normal")});
    parser.addOption({QStringLiteral("map"),
        QCoreApplication::translate("canaan::Cli", "The map: canaan, classic or a map file."), QStringLiteral("MAP"),
        QStringLiteral("canaan")});
    parser.addOption({QStringLiteral("bots"),
        QCoreApplication::translate("canaan::Cli",
            "Computer players, one per seat, separated by commas (by default four of the level; for hard, hard and "
            "three normal)."),
        QStringLiteral("IDS")});
    parser.addOption({QStringLiteral("games"), QCoreApplication::translate("canaan::Cli", "How many games to play."),
        QStringLiteral("N"), QStringLiteral("100")});
    parser.addOption({QStringLiteral("seed"),
        QCoreApplication::translate("canaan::Cli", "The seed of the first game's random numbers."), QStringLiteral("S"),
        QStringLiteral("1")});
    parser.addOption({QStringLiteral("every"),
        QCoreApplication::translate("canaan::Cli", "Offers are made on every this-many-th turn, after the roll."),
        QStringLiteral("K"), QStringLiteral("4")});
}

int OfferRatesCommand::run(const QCommandLineParser &parser, Streams &streams) const
{
    if (!parser.positionalArguments().isEmpty())
        return usageError(QCoreApplication::translate("canaan::Cli", "The offer-rates command takes no file arguments."),
            streams);
    QStringList known;
    for (std::string_view id : settlers::botIds())
        known << QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size()));
    const QString level = parser.value(QStringLiteral("level"));
    if (!known.contains(level))
        return usageError(QCoreApplication::translate("canaan::Cli", "Unknown computer player \"%1\"; available: %2.")
                              .arg(level, known.join(QStringLiteral(", "))),
            streams);
    QString botList = parser.value(QStringLiteral("bots"));
    if (botList.isEmpty())
        botList = level == QLatin1String("hard") ? QStringLiteral("hard,normal,normal,normal")
                                                 : QStringList(4, level).join(u',');
    settlers::OfferRateOptions options;
    options.level = level.toStdString();
    for (const QString &id : botList.split(u',')) {
        if (!known.contains(id))
            return usageError(QCoreApplication::translate("canaan::Cli", "Unknown computer player \"%1\"; available: %2.")
                                  .arg(id, known.join(QStringLiteral(", "))),
                streams);
        options.bots.push_back(id.toStdString());
    }
    if (!botList.split(u',').contains(level))
        return usageError(QCoreApplication::translate("canaan::Cli", "None of the computer players given is %1.").arg(level),
            streams);
    options.games = boundedInt(parser, QStringLiteral("games"), 1, 100000,
        QT_TRANSLATE_NOOP("canaan::Cli", "The number of games \"%1\" is not a whole number from 1 to 100000."), streams);
    options.everyTurns = boundedInt(parser, QStringLiteral("every"), 1, 1000,
        QT_TRANSLATE_NOOP("canaan::Cli", "The number of turns \"%1\" is not a whole number from 1 to 1000."), streams);
    if (options.games < 0 || options.everyTurns < 0)
        return kExitUsage;
    bool ok = false;
    options.seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok)
        return usageError(QCoreApplication::translate(
                              "canaan::Cli", "The seed \"%1\" is not a whole number from 0 to 18446744073709551615.")
                              .arg(parser.value(QStringLiteral("seed"))),
            streams);

    int status = kExitOk;
    const std::unique_ptr<settlers::Rules> rules = rulesForBotGames(QStringLiteral("offer-rates"),
        parser.value(QStringLiteral("map")), static_cast<int>(options.bots.size()), 1000, streams, status);
    if (!rules)
        return status;

    QElapsedTimer timer;
    timer.start();
    const settlers::OfferRates rates = settlers::measureOfferRates(*rules, options);
    printTally(QT_TRANSLATE_NOOP("canaan::Cli",
                   "1:1 offers: %1 asked, %2 accepted (%3, 95% interval %4 to %5), %6 answered with a counter-offer"),
        rates.oneForOne, streams);
    printTally(QT_TRANSLATE_NOOP("canaan::Cli",
                   "2:1 offers: %1 asked, %2 accepted (%3, 95% interval %4 to %5), %6 answered with a counter-offer"),
        rates.twoForOne, streams);
    streams.out << QCoreApplication::translate("canaan::Cli", "Mean game length: %1 turns over %2 games (%3 s)")
                       .arg(rates.games ? double(rates.turns) / rates.games : 0.0, 0, 'f', 1)
                       .arg(rates.games)
                       .arg(timer.nsecsElapsed() / 1e9, 0, 'f', 1)
                << '\n';
    if (std::count(options.bots.begin(), options.bots.end(), options.level) < static_cast<long>(options.bots.size())) {
        const settlers::Interval ci = settlers::wilson95(rates.levelWins, rates.games);
        streams.out << QCoreApplication::translate("canaan::Cli", "%1 won %2 of %3 games (%4, 95% interval %5 to %6)")
                           .arg(level)
                           .arg(rates.levelWins)
                           .arg(rates.games)
                           .arg(percentText(rates.games ? double(rates.levelWins) / rates.games : 0.0),
                               percentText(ci.low), percentText(ci.high))
                    << '\n';
    }
    return kExitOk;
}

} // namespace canaan::cli
