#include "companion/dice_stats.h"

namespace canaan::companion {

int DiceStats::ways(int n)
{
    if (n < 2 || n > 12)
        return 0;
    return 6 - (n > 7 ? n - 7 : 7 - n);
}

double DiceStats::chiSquare() const
{
    double chi = 0;
    if (total == 0)
        return chi;
    for (int n = 2; n <= 12; ++n) {
        const double e = expected(n);
        const double d = counts[static_cast<std::size_t>(n)] - e;
        chi += d * d / e;
    }
    return chi;
}

int DiceStats::mostAboveExpectation() const
{
    int best = 0;
    double bestExcess = 0;
    for (int n = 2; n <= 12; ++n) {
        const double excess = counts[static_cast<std::size_t>(n)] - expected(n);
        if (excess > bestExcess) {
            bestExcess = excess;
            best = n;
        }
    }
    return best;
}

DiceStats diceStats(const QList<int> &rolls)
{
    DiceStats s;
    for (int r : rolls) {
        if (r < 2 || r > 12)
            continue;
        ++s.counts[static_cast<std::size_t>(r)];
        ++s.total;
    }
    return s;
}

} // namespace canaan::companion
