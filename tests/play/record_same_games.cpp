// Prints the "same games" lines (same_games.h) of seeds 1..N for each ruleset and seat count:
//     record_same_games N > same_games.tsv
// The test keeps a few per combination; issue 19 compares 1,000 per combination by hand.
#include "tests/play/same_games.h"

#include <QCoreApplication>
#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int count = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 0;
    if (count <= 0) {
        std::fprintf(stderr, "usage: record_same_games GAMES_PER_COMBINATION\n");
        return 2;
    }
    for (const QString &ruleset : {QStringLiteral("canaan"), QStringLiteral("classic")})
        for (int seats = 2; seats <= 4; ++seats)
            for (int seed = 1; seed <= count; ++seed) {
                const auto g = canaan::testing::playSameGame(ruleset, seats, static_cast<std::uint64_t>(seed));
                std::printf("%s\n", qPrintable(g.line()));
                std::fflush(stdout);
            }
    return 0;
}
