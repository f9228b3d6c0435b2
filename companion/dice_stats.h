// Dice statistics: how often each sum came up in this game against what two fair dice give.
#pragma once

#include <QList>
#include <array>

namespace canaan::companion {

struct DiceStats {
    std::array<int, 13> counts{}; // by sum; 0 and 1 unused
    int total = 0;
    // Ways to roll n with two dice, out of 36.
    static int ways(int n);
    // The count a fair pair of dice leads one to expect for n after `total` rolls.
    double expected(int n) const { return total * ways(n) / 36.0; }
    // Pearson's chi-square of the counts against the expectation (11 sums, 10 degrees of freedom).
    double chiSquare() const;
    // The sum that came up most often above its expectation, or 0 without rolls.
    int mostAboveExpectation() const;
};

DiceStats diceStats(const QList<int> &rolls);

} // namespace canaan::companion
