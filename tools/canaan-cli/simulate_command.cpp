#include "tools/canaan-cli/simulate_command.h"
#include "tools/canaan-cli/percent_text.h"

#include "engine/settlers/ai/bot_registry.h"
#include "engine/settlers/ai/simulation.h"
#include "tools/canaan-cli/bot_game_rules.h"
#include "tools/canaan-cli/builtin_maps.h"
#include "tools/canaan-cli/cli_games.h"
#include "tools/canaan-cli/settlers_cli.h"
#include "engine/io/map_file.h"
#include "engine/settlers/rules/rules.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace canaan::cli {

namespace {

int usageError(const QString &message, Streams &streams)
{
    streams.err << QStringLiteral("canaan-cli simulate: ") << message << '\n';
    return kExitUsage;
}


QStringList knownBots()
{
    QStringList ids;
    for (const auto *list : {&settlers::botIds(), &settlers::measuringBotIds()})
        for (std::string_view id : *list)
            ids << QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size()));
    return ids;
}

QJsonObject timeJson(const settlers::TimeStats &t)
{
    return QJsonObject {{QStringLiteral("decisions"), static_cast<double>(t.count)},
        {QStringLiteral("medianSeconds"), t.median}, {QStringLiteral("p95Seconds"), t.p95},
        {QStringLiteral("maxSeconds"), t.max}};
}

QJsonObject summaryJson(
    const settlers::SimulationSummary &sum, const QString &map, std::uint64_t seed, int threads, int turnLimit, double seconds)
{
    QJsonArray bots;
    for (std::size_t k = 0; k < sum.perBot.size(); ++k) {
        const settlers::SlotSummary &s = sum.perBot[k];
        const settlers::Interval ci = settlers::wilson95(s.wins, sum.games);
        bots.append(QJsonObject {{QStringLiteral("slot"), static_cast<int>(k) + 1},
            {QStringLiteral("bot"), QString::fromStdString(s.bot)}, {QStringLiteral("wins"), s.wins},
            {QStringLiteral("winRate"), sum.games ? double(s.wins) / sum.games : 0.0},
            {QStringLiteral("winRateLow"), ci.low}, {QStringLiteral("winRateHigh"), ci.high},
            {QStringLiteral("meanVp"), s.meanVp}, {QStringLiteral("medianDecisionSeconds"), s.medianDecisionSeconds},
            {QStringLiteral("maxDecisionSeconds"), s.maxDecisionSeconds},
            {QStringLiteral("timing"),
                QJsonObject {{QStringLiteral("all"), timeJson(s.allWall)},
                    {QStringLiteral("withChoice"), timeJson(s.choiceWall)},
                    {QStringLiteral("withChoiceCpu"), timeJson(s.choiceCpu)}}}});
    }
    auto winsJson = [&sum](const std::vector<int> &wins) {
        QJsonArray array;
        for (int w : wins) {
            const settlers::Interval ci = settlers::wilson95(w, sum.games);
            array.append(QJsonObject {{QStringLiteral("wins"), w},
                {QStringLiteral("winRate"), sum.games ? double(w) / sum.games : 0.0},
                {QStringLiteral("winRateLow"), ci.low}, {QStringLiteral("winRateHigh"), ci.high}});
        }
        return array;
    };
    return QJsonObject {{QStringLiteral("map"), map}, {QStringLiteral("games"), sum.games},
        {QStringLiteral("seed"), QString::number(seed)}, {QStringLiteral("threads"), threads},
        {QStringLiteral("turnLimit"), turnLimit}, {QStringLiteral("bots"), bots}, {QStringLiteral("winsBySeat"), winsJson(sum.winsBySeat)},
        {QStringLiteral("winsByTurnOrder"), winsJson(sum.winsByTurnOrder)},
        {QStringLiteral("meanTurns"), sum.meanTurns}, {QStringLiteral("meanActions"), sum.meanActions},
        {QStringLiteral("ended"),
            QJsonObject {{QStringLiteral("victoryPoints"), sum.endedByVp},
                {QStringLiteral("jerusalem"), sum.endedByJerusalem},
                {QStringLiteral("turnLimit"), sum.endedByTurnLimit}}},
        {QStringLiteral("stalled"), sum.stalled}, {QStringLiteral("seconds"), seconds},
        {QStringLiteral("openings"),
            QJsonObject {{QStringLiteral("counted"), sum.openingsCounted},
                {QStringLiteral("distinct"), sum.distinctOpenings},
                {QStringLiteral("commonest"), sum.commonestOpening},
                {QStringLiteral("commonestShare"),
                    sum.openingsCounted ? double(sum.commonestOpening) / sum.openingsCounted : 0.0}}}};
}

void printOpenings(const settlers::SimulationSummary &sum, Streams &streams)
{
    streams.out << QCoreApplication::translate("canaan::Cli",
        "Openings (the starting settlements by place in turn order): %1 distinct in %2 games; the commonest "
        "was played in %3 games (%4).")
                       .arg(sum.distinctOpenings)
                       .arg(sum.openingsCounted)
                       .arg(sum.commonestOpening)
                       .arg(percentText(sum.openingsCounted ? double(sum.commonestOpening) / sum.openingsCounted : 0.0))
                << '\n';
}

void printText(const settlers::SimulationSummary &sum, Streams &streams)
{
    QTextStream &out = streams.out;
    out << QCoreApplication::translate("canaan::Cli", "Games: %1").arg(sum.games) << '\n';
    for (std::size_t k = 0; k < sum.perBot.size(); ++k) {
        const settlers::SlotSummary &s = sum.perBot[k];
        const settlers::Interval ci = settlers::wilson95(s.wins, sum.games);
        out << QCoreApplication::translate(
            "canaan::Cli", "Bot %1 (%2): %3 wins, win rate %4 (95% interval %5 to %6), mean VP %7")
                   .arg(k + 1)
                   .arg(QString::fromStdString(s.bot))
                   .arg(s.wins)
                   .arg(percentText(sum.games ? double(s.wins) / sum.games : 0.0), percentText(ci.low), percentText(ci.high))
                   .arg(s.meanVp, 0, 'f', 2)
            << '\n';
        out << QCoreApplication::translate("canaan::Cli", "  decision time: median %1 ms, longest %2 ms")
                   .arg(s.medianDecisionSeconds * 1000, 0, 'f', 3)
                   .arg(s.maxDecisionSeconds * 1000, 0, 'f', 1)
            << '\n';
        out << QCoreApplication::translate("canaan::Cli",
            "  decisions with a choice (%1): median %2 ms, 95th percentile %3 ms, longest %4 ms; "
            "CPU time median %5 ms, 95th percentile %6 ms")
                   .arg(s.choiceWall.count)
                   .arg(s.choiceWall.median * 1000, 0, 'f', 3)
                   .arg(s.choiceWall.p95 * 1000, 0, 'f', 3)
                   .arg(s.choiceWall.max * 1000, 0, 'f', 1)
                   .arg(s.choiceCpu.median * 1000, 0, 'f', 3)
                   .arg(s.choiceCpu.p95 * 1000, 0, 'f', 3)
            << '\n';
    }
    out << QCoreApplication::translate("canaan::Cli", "Mean game length: %1 turns (%2 actions)")
               .arg(sum.meanTurns, 0, 'f', 1)
               .arg(sum.meanActions, 0, 'f', 0)
        << '\n';
    out << QCoreApplication::translate(
        "canaan::Cli", "Games ended by victory points: %1, by Jerusalem: %2, by the turn limit: %3")
               .arg(sum.endedByVp)
               .arg(sum.endedByJerusalem)
               .arg(sum.endedByTurnLimit)
        << '\n';
    // With the interval, so a designer can tell a map's bias from the noise of few games.
    auto winsLine = [&](const char *text, std::size_t index, int w) {
        const settlers::Interval ci = settlers::wilson95(w, sum.games);
        out << QCoreApplication::translate("canaan::Cli", text)
                   .arg(index + 1)
                   .arg(w)
                   .arg(percentText(sum.games ? double(w) / sum.games : 0.0), percentText(ci.low), percentText(ci.high))
            << '\n';
    };
    for (std::size_t seat = 0; seat < sum.winsBySeat.size(); ++seat)
        winsLine(QT_TRANSLATE_NOOP("canaan::Cli", "Seat %1: %2 wins, win rate %3 (95% interval %4 to %5)"), seat,
            sum.winsBySeat[seat]);
    for (std::size_t place = 0; place < sum.winsByTurnOrder.size(); ++place)
        winsLine(QT_TRANSLATE_NOOP("canaan::Cli",
                     "Player %1 in turn order: %2 wins, win rate %3 (95% interval %4 to %5)"),
            place, sum.winsByTurnOrder[place]);
    const int places = static_cast<int>(sum.winsByTurnOrder.size());
    if (places > 0)
        out << QCoreApplication::translate("canaan::Cli",
            "Every seat plays each place in turn order equally often, so a lean shows in the places: a place whose "
            "interval lies wholly above (or below) %1 wins more (or less) than an even map gives it, with these "
            "computer players.")
                   .arg(percentText(1.0 / places))
            << '\n';
}

} // namespace

QString SimulateCommand::summary() const
{
    return QCoreApplication::translate(
        "canaan::Cli", "Plays many games of computer players with rotating seats and reports how each fared.");
}

void SimulateCommand::configure(QCommandLineParser &parser) const
{
    parser.addOption({QStringLiteral("map"),
        QCoreApplication::translate("canaan::Cli", "The map: canaan, classic or a map file."), QStringLiteral("MAP")});
    parser.addOption({QStringLiteral("bots"),
        QCoreApplication::translate("canaan::Cli", "Computer players, one per seat, separated by commas."),
        QStringLiteral("IDS"), QStringLiteral("normal,normal,normal,normal")});
    parser.addOption({QStringLiteral("games"), QCoreApplication::translate("canaan::Cli", "How many games to play."),
        QStringLiteral("N"), QStringLiteral("100")});
    parser.addOption(
        {QStringLiteral("threads"), QCoreApplication::translate("canaan::Cli", "How many threads play at once."),
            QStringLiteral("T"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("seed"),
        QCoreApplication::translate("canaan::Cli", "The seed of the first game's random numbers."), QStringLiteral("S"),
        QStringLiteral("1")});
    parser.addOption({QStringLiteral("turn-limit"),
        QCoreApplication::translate("canaan::Cli", "Ends a game unfinished after this many turns (0: no limit)."),
        QStringLiteral("L"), QStringLiteral("1000")});
    parser.addOption({QStringLiteral("openings"),
        QCoreApplication::translate("canaan::Cli",
            "Stops every game after the starting placements and counts how many distinct openings were played.")});
    parser.addOption({QStringLiteral("json"),
        QCoreApplication::translate("canaan::Cli", "Prints JSON with stable keys instead of text.")});
    addGameOptions(parser, true);
}

int SimulateCommand::run(const QCommandLineParser &parser, Streams &streams) const
{
    int status = 0;
    const CliGame *game = chosenGame(parser, name(), streams, &status);
    return game ? game->simulate(parser, streams) : status;
}

int settlersSimulate(const QCommandLineParser &parser, Streams &streams)
{
    if (!parser.positionalArguments().isEmpty())
        return usageError(QCoreApplication::translate(
                              "canaan::Cli", "The simulate command takes no file arguments; give the map with --map."),
            streams);
    if (!parser.isSet(QStringLiteral("map")))
        return usageError(QCoreApplication::translate("canaan::Cli", "Give the map with --map."), streams);
    bool ok = false;
    const std::uint64_t seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok)
        return usageError(QCoreApplication::translate(
                              "canaan::Cli", "The seed \"%1\" is not a whole number from 0 to 18446744073709551615.")
                              .arg(parser.value(QStringLiteral("seed"))),
            streams);
    const int games = parser.value(QStringLiteral("games")).toInt(&ok);
    if (!ok || games < 1 || games > 10000000)
        return usageError(QCoreApplication::translate(
                              "canaan::Cli", "The number of games \"%1\" is not a whole number from 1 to 10000000.")
                              .arg(parser.value(QStringLiteral("games"))),
            streams);
    const int threads = parser.value(QStringLiteral("threads")).toInt(&ok);
    if (!ok || threads < 1 || threads > 64)
        return usageError(QCoreApplication::translate(
                              "canaan::Cli", "The number of threads \"%1\" is not a whole number from 1 to 64.")
                              .arg(parser.value(QStringLiteral("threads"))),
            streams);
    const int turnLimit = parser.value(QStringLiteral("turn-limit")).toInt(&ok);
    if (!ok || turnLimit < 0 || turnLimit > 100000)
        return usageError(
            QCoreApplication::translate("canaan::Cli", "The turn limit \"%1\" is not a whole number from 0 to 100000.")
                .arg(parser.value(QStringLiteral("turn-limit"))),
            streams);
    const QStringList ids = parser.value(QStringLiteral("bots")).split(u',');
    std::vector<std::string> bots;
    for (const QString &id : ids) {
        if (!knownBots().contains(id))
            return usageError(
                QCoreApplication::translate("canaan::Cli", "Unknown computer player \"%1\"; available: %2.")
                    .arg(id, knownBots().join(QStringLiteral(", "))),
                streams);
        bots.push_back(id.toStdString());
    }

    const QString mapArgument = parser.value(QStringLiteral("map"));
    int status = kExitOk;
    const std::unique_ptr<settlers::Rules> loadedRules = rulesForBotGames(
        QStringLiteral("simulate"), mapArgument, static_cast<int>(bots.size()), turnLimit, streams, status);
    if (!loadedRules)
        return status;
    const settlers::Rules &rules = *loadedRules;

    settlers::SimulationOptions options;
    options.bots = bots;
    options.games = games;
    options.threads = threads;
    options.seed = seed;
    options.openingsOnly = parser.isSet(QStringLiteral("openings"));
    const int step = std::max(1, games / 20);
    options.progress = [&streams, step](int done, int total) {
        if (done % step == 0 || done == total)
            streams.err << QCoreApplication::translate("canaan::Cli", "Played %1 of %2 games").arg(done).arg(total)
                        << '\n'
                        << Qt::flush;
    };
    QElapsedTimer timer;
    timer.start();
    const settlers::SimulationSummary sum = summarize(bots, settlers::simulate(rules, options));
    const double seconds = timer.nsecsElapsed() / 1e9;
    if (parser.isSet(QStringLiteral("json")))
        streams.out << QJsonDocument(summaryJson(sum, mapArgument, seed, threads, turnLimit, seconds))
                           .toJson(QJsonDocument::Indented);
    else if (options.openingsOnly)
        printOpenings(sum, streams);
    else
        printText(sum, streams);
    return kExitOk;
}

} // namespace canaan::cli
