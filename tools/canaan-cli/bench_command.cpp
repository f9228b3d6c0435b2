#include "tools/canaan-cli/bench_command.h"

#include "engine/settlers/ai/benchmark.h"
#include "tools/canaan-cli/builtin_maps.h"
#include "tools/canaan-cli/cli_games.h"
#include "tools/canaan-cli/settlers_cli.h"
#include "engine/io/map_file.h"
#include "engine/settlers/rules/rules.h"

#include <QCoreApplication>
#include <atomic>
#include <cstdlib>
#include <memory>
#include <new>

// Counts every heap allocation of canaan-cli, so the benchmark can show that the engine's
// legalActions and apply make none. One relaxed increment per allocation costs nothing measurable.
namespace {
std::atomic<long> g_allocations {0};
}

void *operator new(std::size_t n)
{
    g_allocations.fetch_add(1, std::memory_order_relaxed);
    if (void *p = std::malloc(n ? n : 1))
        return p;
    throw std::bad_alloc();
}
void *operator new[](std::size_t n) { return operator new(n); }
void operator delete(void *p) noexcept { std::free(p); }
void operator delete[](void *p) noexcept { std::free(p); }
void operator delete(void *p, std::size_t) noexcept { std::free(p); }
void operator delete[](void *p, std::size_t) noexcept { std::free(p); }
// The nothrow forms too (std::stable_sort uses them): left to the runtime, their blocks would come
// from a different allocator than the free() above, which AddressSanitizer reports as a mismatch.
void *operator new(std::size_t n, const std::nothrow_t &) noexcept
{
    g_allocations.fetch_add(1, std::memory_order_relaxed);
    return std::malloc(n ? n : 1);
}
void *operator new[](std::size_t n, const std::nothrow_t &tag) noexcept { return operator new(n, tag); }
void operator delete(void *p, const std::nothrow_t &) noexcept { std::free(p); }
void operator delete[](void *p, const std::nothrow_t &) noexcept { std::free(p); }

namespace canaan::cli {

namespace {

int usageError(const QString &message, Streams &streams)
{
    streams.err << QStringLiteral("canaan-cli bench: ") << message << '\n';
    return kExitUsage;
}

constexpr int kPositions = 20000;

} // namespace

QString BenchCommand::summary() const
{
    return QCoreApplication::translate(
        "canaan::Cli", "Measures the rules engine on random 4-player games on one thread.");
}

void BenchCommand::configure(QCommandLineParser &parser) const
{
    parser.addOption({QStringLiteral("ruleset"),
        QCoreApplication::translate("canaan::Cli", "The ruleset: canaan or classic (its built-in map)."),
        QStringLiteral("RULESET"), QStringLiteral("canaan")});
    parser.addOption(
        {QStringLiteral("seconds"), QCoreApplication::translate("canaan::Cli", "How long to play random games."),
            QStringLiteral("S"), QStringLiteral("3")});
    addGameOption(parser);
}

int BenchCommand::run(const QCommandLineParser &parser, Streams &streams) const
{
    int status = 0;
    const CliGame *game = chosenGame(parser, name(), streams, &status);
    return game ? game->bench(parser, streams, g_allocations) : status;
}

int settlersBench(const QCommandLineParser &parser, Streams &streams, const std::atomic<long> &allocations)
{
    const QString ruleset = parser.value(QStringLiteral("ruleset"));
    if (ruleset != QLatin1String("canaan") && ruleset != QLatin1String("classic"))
        return usageError(
            QCoreApplication::translate("canaan::Cli", "The ruleset \"%1\" is neither canaan nor classic.")
                .arg(ruleset),
            streams);
    bool ok = false;
    const double seconds = parser.value(QStringLiteral("seconds")).toDouble(&ok);
    if (!ok || !(seconds > 0 && seconds <= 3600)) // written so that NaN fails too
        return usageError(
            QCoreApplication::translate("canaan::Cli", "The seconds \"%1\" are not a number above 0 and at most 3600.")
                .arg(parser.value(QStringLiteral("seconds"))),
            streams);
    const MapLoadResult loaded = loadMapFile(mapPathFor(ruleset));
    if (!loaded.ok()) {
        streams.err << loaded.error.toString() << '\n';
        return kExitFailure;
    }
    const settlers::Rules rules(*loaded.map, 1000);

    const settlers::GamesRun run = settlers::runRandomGames(rules, seconds);
    QTextStream &out = streams.out;
    out << QCoreApplication::translate("canaan::Cli", "Random 4-player %1 games on one thread: %2 games in %3 s")
               .arg(ruleset)
               .arg(run.games)
               .arg(run.seconds, 0, 'f', 2)
        << '\n';
    out << QCoreApplication::translate("canaan::Cli", "Games per second: %1").arg(run.games / run.seconds, 0, 'f', 0)
        << '\n';
    out << QCoreApplication::translate("canaan::Cli", "Actions per second: %1 (%2 actions per game)")
               .arg(run.actions / run.seconds, 0, 'f', 0)
               .arg(double(run.actions) / double(run.games), 0, 'f', 0)
        << '\n';
    out << QCoreApplication::translate("canaan::Cli", "Nanoseconds per action (choice, chance and apply): %1")
               .arg(run.seconds * 1e9 / double(run.actions), 0, 'f', 1)
        << '\n';

    const std::vector<settlers::Position> positions = settlers::samplePositions(rules, kPositions);
    auto scratch = std::make_unique<settlers::ActionList>();
    const int rounds = 10;
    long before = allocations.load();
    const double legalNs = settlers::timeLegalActions(rules, positions, rounds, *scratch);
    const long legalAllocations = allocations.load() - before;
    before = allocations.load();
    const double applyNs = settlers::timeApply(rules, positions, rounds);
    const long applyAllocations = allocations.load() - before;
    const long calls = static_cast<long>(positions.size()) * rounds;
    out << QCoreApplication::translate(
        "canaan::Cli", "legalActions alone: %1 ns per call; heap allocations in %2 calls: %3")
               .arg(legalNs, 0, 'f', 1)
               .arg(calls)
               .arg(legalAllocations)
        << '\n';
    out << QCoreApplication::translate("canaan::Cli", "apply alone: %1 ns per call; heap allocations in %2 calls: %3")
               .arg(applyNs, 0, 'f', 1)
               .arg(calls)
               .arg(applyAllocations)
        << '\n';
    out << QCoreApplication::translate("canaan::Cli", "State size: %1 bytes").arg(sizeof(settlers::GameState)) << '\n';
    return legalAllocations == 0 && applyAllocations == 0 ? kExitOk : kExitFailure;
}

} // namespace canaan::cli
