#include "tools/canaan-cli/review_command.h"

#include "play/game_review.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace canaan::cli {

namespace {

inline constexpr int kMaxSamples = 100000;

int usageError(const QString &message, Streams &streams)
{
    streams.err << QStringLiteral("canaan-cli review: ") << message << '\n';
    return kExitUsage;
}

QString numbers(const std::vector<int> &values)
{
    QStringList parts;
    for (int v : values)
        parts << QString::number(v);
    return parts.join(u' ');
}

QString percents(const std::vector<double> &values)
{
    QStringList parts;
    for (double v : values)
        parts << QStringLiteral("%1%").arg(qRound(v * 100));
    return parts.join(u' ');
}

void printText(const play::GameReview &review, Streams &streams)
{
    for (const play::ReviewTurn &row : review.turns) {
        const QString series = review.conquest
            ? QCoreApplication::translate("canaan::Cli", "city tokens %1, armies %2").arg(numbers(row.cities), numbers(row.armies))
            : QCoreApplication::translate("canaan::Cli", "VP %1, produced %2, stolen %3, traded %4, discarded %5, dice %6")
                  .arg(numbers(row.vp), numbers(row.produced), numbers(row.stolen), numbers(row.traded),
                      numbers(row.discarded), numbers(row.dice));
        streams.out << QCoreApplication::translate("canaan::Cli", "Turn %1: %2").arg(row.turn).arg(series);
        if (!row.winChance.empty())
            streams.out << QCoreApplication::translate("canaan::Cli", "; chance to win %1").arg(percents(row.winChance));
        streams.out << '\n';
    }
    if (review.samples > 0)
        streams.out << QCoreApplication::translate("canaan::Cli",
            "The chance to win comes from %1 games per turn played on by the computer player \"%2\" (seed %3).")
                           .arg(review.samples)
                           .arg(review.bot)
                           .arg(review.seed)
                    << '\n';
}

} // namespace

QString ReviewCommand::summary() const
{
    return QCoreApplication::translate("canaan::Cli",
        "Prints a saved game's series turn by turn and each player's estimated chance to win.");
}

void ReviewCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(
        QStringLiteral("FILE"), QCoreApplication::translate("canaan::Cli", "The saved game (*.canaansave)."));
    parser.addOption({QStringLiteral("json"),
        QCoreApplication::translate("canaan::Cli", "Prints JSON with stable keys instead of text.")});
    parser.addOption({QStringLiteral("samples"),
        QCoreApplication::translate("canaan::Cli",
            "How many games computer players play on from each turn's end to estimate the chance to win (0: none)."),
        QStringLiteral("N"), QStringLiteral("20")});
    parser.addOption({QStringLiteral("seed"),
        QCoreApplication::translate("canaan::Cli", "The seed of the games played on."), QStringLiteral("S"),
        QStringLiteral("1")});
    parser.addOption({QStringLiteral("bot"),
        QCoreApplication::translate("canaan::Cli", "The computer player who plays the games on."), QStringLiteral("ID"),
        QStringLiteral("normal")});
}

int ReviewCommand::run(const QCommandLineParser &parser, Streams &streams) const
{
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return usageError(QCoreApplication::translate("canaan::Cli", "Give exactly one saved game."), streams);
    bool ok = false;
    play::ReviewOptions options;
    options.samples = parser.value(QStringLiteral("samples")).toInt(&ok);
    if (!ok || options.samples < 0 || options.samples > kMaxSamples)
        return usageError(QCoreApplication::translate("canaan::Cli", "The sample size \"%1\" is not a whole number from 0 to %2.")
                              .arg(parser.value(QStringLiteral("samples")))
                              .arg(kMaxSamples),
            streams);
    options.seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok)
        return usageError(QCoreApplication::translate(
                              "canaan::Cli", "The seed \"%1\" is not a whole number from 0 to 18446744073709551615.")
                              .arg(parser.value(QStringLiteral("seed"))),
            streams);
    options.bot = parser.value(QStringLiteral("bot"));
    if (options.bot != QLatin1String("random") && options.bot != QLatin1String("normal") && options.bot != QLatin1String("hard"))
        return usageError(QCoreApplication::translate("canaan::Cli",
                              "The computer player \"%1\" is not one of random, normal and hard (both games have these).")
                              .arg(options.bot),
            streams);
    const play::OpenedReplay opened = play::openReplay(files.front());
    for (const QString &warning : opened.warnings)
        streams.err << warning << '\n';
    if (!opened.ok()) {
        streams.err << opened.error << '\n';
        return kExitFailure;
    }
    const play::GameReview review = play::reviewGame(opened, options);
    if (parser.isSet(QStringLiteral("json")))
        streams.out << QJsonDocument(play::reviewJson(review)).toJson(QJsonDocument::Indented);
    else
        printText(review, streams);
    return kExitOk;
}

} // namespace canaan::cli
