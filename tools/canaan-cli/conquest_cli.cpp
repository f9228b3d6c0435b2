// `--game conquest`: see conquest_cli.h.
#include "tools/canaan-cli/conquest_cli.h"
#include "tools/canaan-cli/percent_text.h"

#include "tools/canaan-cli/cli_command.h"
#include "engine/conquest/ai/driver.h"
#include "engine/conquest/saves/conquest_save.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include "engine/random/rng.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <mutex>
#include <thread>

namespace canaan::cli {

namespace {

using namespace canaan::conquest;
using canaan::mixSeed;
using canaan::Pcg32;

int usage(const QString &command, const QString &message, Streams &streams)
{
    streams.err << QStringLiteral("canaan-cli %1: ").arg(command) << message << '\n';
    return kExitUsage;
}

QString nationName(Nation n) { return QString::fromLatin1(nationId(n).data(), static_cast<qsizetype>(nationId(n).size())); }

// The nations of --nations, or an error message. "any": drawn per game (empty list returned).
std::optional<std::vector<Nation>> parseNations(const QString &text, QString *error)
{
    std::vector<Nation> out;
    if (text == QLatin1String("any"))
        return out;
    for (const QString &id : text.split(u',')) {
        const auto n = parseNation(id.trimmed().toStdString());
        if (!n) {
            QStringList known;
            for (int i = 0; i < kNationCount; ++i)
                known << nationName(static_cast<Nation>(i));
            *error = QCoreApplication::translate("canaan::Cli", "Unknown nation \"%1\"; available: %2.").arg(id, known.join(QStringLiteral(", ")));
            return std::nullopt;
        }
        out.push_back(*n);
    }
    return out;
}

QJsonObject summaryJson(const State &s, const std::vector<saves::SavedSeat> &seats, long actions)
{
    QJsonArray seatArray, winners;
    for (int p = 0; p < s.numPlayers; ++p) {
        seatArray.append(QJsonObject{{QStringLiteral("nation"), nationName(s.nations[static_cast<std::size_t>(p)])},
                                     {QStringLiteral("kind"), seats[static_cast<std::size_t>(p)].kind},
                                     {QStringLiteral("cities"), s.cities[static_cast<std::size_t>(p)]},
                                     {QStringLiteral("armies"), s.armies[static_cast<std::size_t>(p)]},
                                     {QStringLiteral("cards"), s.handCount(p)}});
        if (s.winners & (1u << p))
            winners.append(p);
    }
    return QJsonObject{{QStringLiteral("game"), QStringLiteral("conquest")},
                       {QStringLiteral("finished"), s.over()},
                       {QStringLiteral("turns"), s.turnsPlayed},
                       {QStringLiteral("actions"), static_cast<double>(actions)},
                       {QStringLiteral("winners"), winners},
                       {QStringLiteral("seats"), seatArray},
                       {QStringLiteral("digest"), saves::digestOf(s)}};
}

void printSummary(const State &s, const std::vector<saves::SavedSeat> &seats, long actions, bool json, Streams &streams)
{
    if (json) {
        streams.out << QJsonDocument(summaryJson(s, seats, actions)).toJson(QJsonDocument::Indented);
        return;
    }
    QTextStream &out = streams.out;
    out << QCoreApplication::translate("canaan::Cli", "Conquest: %1 nations, %2 turns played, %3 actions")
               .arg(s.numPlayers)
               .arg(s.turnsPlayed)
               .arg(actions)
        << '\n';
    QStringList winners;
    for (int p = 0; p < s.numPlayers; ++p) {
        out << QCoreApplication::translate("canaan::Cli", "Seat %1: %2 (%3): %4 city tokens, %5 army tokens, %6 cards")
                   .arg(p)
                   .arg(nationName(s.nations[static_cast<std::size_t>(p)]), seats[static_cast<std::size_t>(p)].kind)
                   .arg(s.cities[static_cast<std::size_t>(p)])
                   .arg(s.armies[static_cast<std::size_t>(p)])
                   .arg(s.handCount(p))
            << '\n';
        if (s.winners & (1u << p))
            winners << QCoreApplication::translate("canaan::Cli", "seat %1 (%2)").arg(p).arg(nationName(s.nations[static_cast<std::size_t>(p)]));
    }
    out << (s.over() ? QCoreApplication::translate("canaan::Cli", "Winner: %1").arg(winners.join(QStringLiteral(", "))) : QCoreApplication::translate("canaan::Cli", "The game is not finished."))
        << '\n';
    out << QCoreApplication::translate("canaan::Cli", "Digest: %1").arg(saves::digestOf(s)) << '\n';
}

struct Interval {
    double low, high;
};

// Wilson's 95% interval for k successes in n trials.
Interval wilson(double k, int n)
{
    if (n == 0)
        return {0, 0};
    const double z = 1.959964, p = k / n, d = 1 + z * z / n;
    const double centre = (p + z * z / (2.0 * n)) / d;
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / d;
    return {centre - half, centre + half};
}


// setupProblem()'s sentences (engine/conquest/turn.cpp), for lupdate: the engine has no Qt.
[[maybe_unused]] constexpr const char *kSetupProblems[] = {
    QT_TRANSLATE_NOOP("canaan::conquest::Setup", "Conquest needs 2 to 6 nations"),
    QT_TRANSLATE_NOOP("canaan::conquest::Setup", "unknown nation"),
    QT_TRANSLATE_NOOP("canaan::conquest::Setup", "each nation may play only once"),
    QT_TRANSLATE_NOOP("canaan::conquest::Setup", "city tokens must be 10 to 60"),
    QT_TRANSLATE_NOOP("canaan::conquest::Setup", "turns must be 4 to 200"),
};

QString setupText(std::string_view problem)
{
    return QCoreApplication::translate("canaan::conquest::Setup", std::string(problem).c_str());
}

// A game of Conquest always lasts its --turns (C08) and has no early stop: a --turn-limit, which
// stops a Settlers game unfinished, is refused rather than silently ignored. -1 when not given.
int refuseTurnLimit(const QCommandLineParser &parser, const QString &command, Streams &streams)
{
    if (!parser.isSet(QStringLiteral("turn-limit")))
        return -1;
    return usage(command,
        QCoreApplication::translate("canaan::Cli", "--turn-limit is for Settlers of Canaan only: a game of Conquest always lasts the "
                                                   "turns given with --turns (4 to 200)."),
        streams);
}

Options optionsFrom(const QCommandLineParser &parser)
{
    Options o;
    o.cities = parser.value(QStringLiteral("cities")).toInt();
    o.turns = parser.value(QStringLiteral("turns")).toInt();
    return o;
}

} // namespace

void addConquestOptions(QCommandLineParser &parser, bool simulate)
{
    parser.addOption({QStringLiteral("nations"),
                      simulate ? QCoreApplication::translate("canaan::Cli", "Conquest: the nations, one per seat, separated by commas, or \"any\" for distinct "
                                    "nations drawn for every game.")
                               : QCoreApplication::translate("canaan::Cli", "Conquest: the nations, one per seat, separated by commas."),
                      QStringLiteral("LIST"), QStringLiteral("hittites,hebrews,egyptians,assyrians")});
    parser.addOption({QStringLiteral("cities"),
                      QCoreApplication::translate("canaan::Cli", "Conquest: the city tokens in the pool (10 to 60)."),
                      QStringLiteral("N"), QStringLiteral("20")});
    parser.addOption({QStringLiteral("turns"),
                      QCoreApplication::translate("canaan::Cli", "Conquest: the single players' turns the game lasts (4 to 200), rounded up to whole rounds."),
                      QStringLiteral("N"), QStringLiteral("20")});
    if (simulate)
        parser.addOption({QStringLiteral("rotate"),
                          QCoreApplication::translate("canaan::Cli", "Conquest: rotate the computer players over the seats and the nations from game to game.")});
}


int conquestPlay(const QCommandLineParser &parser, Streams &streams)
{
    const QString cmd = QStringLiteral("play");
    if (const int status = refuseTurnLimit(parser, cmd, streams); status >= 0)
        return status;
    QString error;
    const auto nations = parseNations(parser.value(QStringLiteral("nations")), &error);
    if (!nations)
        return usage(cmd, error, streams);
    if (nations->empty())
        return usage(cmd, QCoreApplication::translate("canaan::Cli", "Name the nations of the game with --nations."), streams);
    bool ok = false;
    const std::uint64_t seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok)
        return usage(cmd, QCoreApplication::translate("canaan::Cli", "The seed \"%1\" is not a whole number from 0 to 18446744073709551615.").arg(parser.value(QStringLiteral("seed"))), streams);
    QStringList bots = parser.value(QStringLiteral("bots")).split(u',');
    if (!parser.isSet(QStringLiteral("bots")))
        bots = QStringList(static_cast<qsizetype>(nations->size()), QStringLiteral("normal"));
    if (bots.size() != static_cast<qsizetype>(nations->size()))
        return usage(cmd, QCoreApplication::translate("canaan::Cli", "Give one computer player per nation: %1 nations, %2 computer players.").arg(nations->size()).arg(bots.size()), streams);
    const Options options = optionsFrom(parser);
    if (const auto problem = setupProblem(options, *nations); !problem.empty())
        return usage(cmd, setupText(problem), streams);
    std::vector<std::unique_ptr<Bot>> owned;
    std::vector<Bot *> seats;
    saves::SavedConquest saved;
    saved.seed = seed;
    saved.options = options;
    for (qsizetype i = 0; i < bots.size(); ++i) {
        owned.push_back(makeBot(bots[i].toStdString(), botSeedOf(seed, static_cast<int>(i))));
        if (!owned.back())
            return usage(cmd, QCoreApplication::translate("canaan::Cli", "Unknown computer player \"%1\"; available: random, normal, hard.").arg(bots[i]), streams);
        seats.push_back(owned.back().get());
        saved.seats.push_back({(*nations)[static_cast<std::size_t>(i)], bots[i], {}});
    }
    PlayedConquest game = playGame(options, *nations, seats, chanceSeedOf(seed), true);
    saved.log = std::move(game.log);
    if (parser.isSet(QStringLiteral("save"))) {
        const QString file = parser.value(QStringLiteral("save"));
        if (!saves::saveToFile(saved, game.final, file, &error)) {
            streams.err << QStringLiteral("%1: error: %2").arg(file, error) << '\n';
            return kExitFailure;
        }
    }
    printSummary(game.final, saved.seats, game.actions, parser.isSet(QStringLiteral("json")), streams);
    return kExitOk;
}

int conquestReplay(const QString &file, bool json, Streams &streams)
{
    const saves::LoadedConquest loaded = saves::loadFile(file);
    for (const QString &w : loaded.warnings)
        streams.err << w << '\n';
    if (!loaded.ok()) {
        streams.err << loaded.error << '\n';
        return kExitFailure;
    }
    printSummary(loaded.state, loaded.game->seats, static_cast<long>(loaded.game->log.size()), json, streams);
    return kExitOk;
}

int conquestSimulate(const QCommandLineParser &parser, Streams &streams)
{
    const QString cmd = QStringLiteral("simulate");
    if (const int status = refuseTurnLimit(parser, cmd, streams); status >= 0)
        return status;
    QString error;
    const auto fixed = parseNations(parser.value(QStringLiteral("nations")), &error);
    if (!fixed)
        return usage(cmd, error, streams);
    const QStringList bots = parser.value(QStringLiteral("bots")).split(u',');
    for (const QString &b : bots)
        if (!isBotId(b.toStdString()))
            return usage(cmd, QCoreApplication::translate("canaan::Cli", "Unknown computer player \"%1\"; available: random, normal, hard.").arg(b), streams);
    const int n = static_cast<int>(bots.size());
    if (!fixed->empty() && static_cast<int>(fixed->size()) != n)
        return usage(cmd, QCoreApplication::translate("canaan::Cli", "Give one computer player per nation: %1 nations, %2 computer players.").arg(fixed->size()).arg(n), streams);
    if (n < kMinPlayers || n > kMaxPlayers)
        return usage(cmd, QCoreApplication::translate("canaan::Cli", "Conquest is played by 2 to 6 nations."), streams);
    bool ok = false;
    const std::uint64_t seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
    const int games = parser.value(QStringLiteral("games")).toInt();
    const int threads = std::clamp(parser.value(QStringLiteral("threads")).toInt(), 1, 64);
    if (!ok || games < 1)
        return usage(cmd, QCoreApplication::translate("canaan::Cli", "Give a whole seed and a number of games from 1."), streams);
    const bool rotate = parser.isSet(QStringLiteral("rotate"));
    // "any": n distinct nations from the six with abilities and one Minor Kingdom (the Moabites).
    static constexpr std::array<Nation, 7> kPoolNations = {Nation::Canaanites, Nation::Hebrews, Nation::Egyptians, Nation::Hittites,
                                                    Nation::Philistines, Nation::Assyrians, Nation::Moabites};
    const Options options = optionsFrom(parser);
    if (const auto problem = setupProblem(options, std::vector<Nation>(kPoolNations.begin(), kPoolNations.begin() + n)); !problem.empty())
        return usage(cmd, setupText(problem), streams);

    struct Totals {
        std::vector<double> slotWins, slotCities;
        std::vector<std::vector<double>> slotTimes;
        std::array<double, kNationCount> nationWins{}, nationCities{};
        std::array<int, kNationCount> nationGames{};
        double actions = 0;
    } total;
    total.slotWins.assign(static_cast<std::size_t>(n), 0);
    total.slotCities.assign(static_cast<std::size_t>(n), 0);
    total.slotTimes.resize(static_cast<std::size_t>(n));
    std::mutex lock;
    std::atomic<int> next{0};
    const auto worker = [&] {
        for (int g; (g = next++) < games;) {
            const std::uint64_t gameSeed = seed * 1000003ULL + static_cast<std::uint64_t>(g);
            std::vector<Nation> nations(static_cast<std::size_t>(n));
            if (fixed->empty()) {
                Pcg32 pick(mixSeed(gameSeed ^ 0xabcdefULL));
                std::array<Nation, 7> pool = kPoolNations;
                for (int i = 0; i < n; ++i) {
                    std::swap(pool[static_cast<std::size_t>(i)], pool[static_cast<std::size_t>(i + pick.below(7 - i))]);
                    nations[static_cast<std::size_t>(i)] = pool[static_cast<std::size_t>(i)];
                }
            } else {
                for (int i = 0; i < n; ++i)
                    nations[static_cast<std::size_t>(i)] = (*fixed)[static_cast<std::size_t>((i + (rotate ? g / n : 0)) % n)];
            }
            std::vector<int> slotOfSeat(static_cast<std::size_t>(n));
            std::vector<std::unique_ptr<Bot>> owned;
            std::vector<Bot *> seats;
            for (int i = 0; i < n; ++i) {
                const int slot = rotate ? (i + g) % n : i;
                slotOfSeat[static_cast<std::size_t>(i)] = slot;
                owned.push_back(makeBot(bots[slot].toStdString(), botSeedOf(gameSeed, i)));
                seats.push_back(owned.back().get());
            }
            DecisionClock clock;
            const PlayedConquest r = playGame(options, nations, seats, chanceSeedOf(gameSeed), false, &clock);
            const double share = 1.0 / std::popcount(static_cast<unsigned>(r.final.winners));
            std::lock_guard guard(lock);
            total.actions += static_cast<double>(r.actions);
            for (int i = 0; i < n; ++i) {
                const auto slot = static_cast<std::size_t>(slotOfSeat[static_cast<std::size_t>(i)]);
                const bool won = r.final.winners & (1u << i);
                const auto nat = static_cast<std::size_t>(nations[static_cast<std::size_t>(i)]);
                total.slotWins[slot] += won ? share : 0;
                total.slotCities[slot] += r.final.cities[static_cast<std::size_t>(i)];
                total.nationWins[nat] += won ? share : 0;
                total.nationCities[nat] += r.final.cities[static_cast<std::size_t>(i)];
                ++total.nationGames[nat];
                auto &times = total.slotTimes[slot];
                times.insert(times.end(), clock.seconds[i].begin(), clock.seconds[i].end());
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread &t : pool)
        t.join();

    QJsonArray slotRows, nationRows;
    QTextStream &out = streams.out;
    const bool json = parser.isSet(QStringLiteral("json"));
    if (!json)
        out << QCoreApplication::translate("canaan::Cli", "Conquest: %1 games of %2 nations, %3 actions a game").arg(games).arg(n).arg(total.actions / games, 0, 'f', 0) << '\n';
    for (int k = 0; k < n; ++k) {
        auto &times = total.slotTimes[static_cast<std::size_t>(k)];
        std::sort(times.begin(), times.end());
        const double median = times.empty() ? 0 : times[times.size() / 2];
        const double worst = times.empty() ? 0 : times.back();
        const Interval ci = wilson(total.slotWins[static_cast<std::size_t>(k)], games);
        const double rate = total.slotWins[static_cast<std::size_t>(k)] / games;
        slotRows.append(QJsonObject{{QStringLiteral("slot"), k + 1}, {QStringLiteral("bot"), bots[k]},
                                 {QStringLiteral("wins"), total.slotWins[static_cast<std::size_t>(k)]},
                                 {QStringLiteral("winRate"), rate}, {QStringLiteral("winRateLow"), ci.low},
                                 {QStringLiteral("winRateHigh"), ci.high},
                                 {QStringLiteral("meanCities"), total.slotCities[static_cast<std::size_t>(k)] / games},
                                 {QStringLiteral("medianDecisionSeconds"), median},
                                 {QStringLiteral("maxDecisionSeconds"), worst}});
        if (!json)
            out << QCoreApplication::translate("canaan::Cli", "Slot %1 (%2): wins %3 = %4 (95%: %5-%6), mean city tokens %7, median decision %8 µs, longest %9 ms")
                       .arg(k + 1)
                       .arg(bots[k])
                       .arg(total.slotWins[static_cast<std::size_t>(k)], 0, 'f', 1)
                       .arg(percentText(rate), percentText(ci.low), percentText(ci.high))
                       .arg(total.slotCities[static_cast<std::size_t>(k)] / games, 0, 'f', 2)
                       .arg(median * 1e6, 0, 'f', 1)
                       .arg(worst * 1e3, 0, 'f', 1)
                << '\n';
    }
    for (int i = 0; i < kNationCount; ++i) {
        const int played = total.nationGames[static_cast<std::size_t>(i)];
        if (!played)
            continue;
        const double wins = total.nationWins[static_cast<std::size_t>(i)];
        const Interval ci = wilson(wins, played);
        nationRows.append(QJsonObject{{QStringLiteral("nation"), nationName(static_cast<Nation>(i))}, {QStringLiteral("games"), played},
                                      {QStringLiteral("wins"), wins}, {QStringLiteral("winRate"), wins / played},
                                      {QStringLiteral("winRateLow"), ci.low}, {QStringLiteral("winRateHigh"), ci.high},
                                      {QStringLiteral("meanCities"), total.nationCities[static_cast<std::size_t>(i)] / played}});
        if (!json)
            out << QCoreApplication::translate("canaan::Cli", "Nation %1: %2 games, wins %3 (95%: %4-%5), mean city tokens %6")
                       .arg(nationName(static_cast<Nation>(i)))
                       .arg(played)
                       .arg(percentText(wins / played), percentText(ci.low), percentText(ci.high))
                       .arg(total.nationCities[static_cast<std::size_t>(i)] / played, 0, 'f', 2)
                << '\n';
    }
    if (json)
        out << QJsonDocument(QJsonObject{{QStringLiteral("game"), QStringLiteral("conquest")}, {QStringLiteral("games"), games},
                                         {QStringLiteral("seed"), QString::number(seed)}, {QStringLiteral("rotate"), rotate},
                                         {QStringLiteral("meanActions"), total.actions / games},
                                         {QStringLiteral("slots"), slotRows}, {QStringLiteral("nations"), nationRows}})
                   .toJson(QJsonDocument::Indented);
    return kExitOk;
}

int conquestBench(const QCommandLineParser &parser, Streams &streams, const std::atomic<long> &allocations)
{
    bool ok = false;
    const double seconds = parser.value(QStringLiteral("seconds")).toDouble(&ok);
    if (!ok || seconds <= 0 || seconds > 3600)
        return usage(QStringLiteral("bench"), QCoreApplication::translate("canaan::Cli", "The time \"%1\" is not a number of seconds from 0 to 3600.").arg(parser.value(QStringLiteral("seconds"))), streams);
    (void)allCards();
    const long before = allocations.load();
    const BenchResult r = benchRandomGames(4, seconds, 1);
    const long allocated = allocations.load() - before;
    QTextStream &out = streams.out;
    out << QCoreApplication::translate("canaan::Cli", "Conquest: %1 random 4-player games in %2 s on one thread").arg(r.games).arg(r.seconds, 0, 'f', 2) << '\n';
    out << QCoreApplication::translate("canaan::Cli", "Games per second: %1 (wall clock), %2 (processor time of this process)")
               .arg(r.games / r.seconds, 0, 'f', 0)
               .arg(r.cpuSeconds > 0 ? r.games / r.cpuSeconds : 0.0, 0, 'f', 0)
        << '\n';
    out << QCoreApplication::translate("canaan::Cli", "Actions per second: %1 (%2 a game), %3 ns of processor time an action")
               .arg(r.actions / r.seconds, 0, 'f', 0)
               .arg(double(r.actions) / double(r.games), 0, 'f', 0)
               .arg(r.cpuSeconds * 1e9 / double(r.actions), 0, 'f', 1)
        << '\n';
    out << QCoreApplication::translate("canaan::Cli", "Heap allocations during the games: %1").arg(allocated) << '\n';
    out << QCoreApplication::translate("canaan::Cli", "State size: %1 bytes").arg(sizeof(State)) << '\n';
    return kExitOk;
}

} // namespace canaan::cli
