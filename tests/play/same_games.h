// "Same games" (issue 19): a seeded game of random bots played through the app's game loop at step
// delay 0, summed up as its log length and final state digest. Recorded once before the play layer
// replaced GameController (data/same_games.tsv); the host must reproduce every line.
#pragma once

#include <QString>
#include <cstdint>

namespace canaan::testing {

struct SameGame {
    QString ruleset; // "canaan" or "classic": the built-in map of that name
    int seats = 0;
    std::uint64_t seed = 0;
    qsizetype logLength = 0;
    QString digest;
    QString line() const;                   // one TSV line, as in the data file
    static SameGame fromLine(const QString &line); // seats == 0 when malformed
};

// Plays the game through the match host and the event loop (a QCoreApplication must exist) and fills length and digest.
SameGame playSameGame(const QString &ruleset, int seats, std::uint64_t seed);

} // namespace canaan::testing
