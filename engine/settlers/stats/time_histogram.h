// A fixed-size histogram of durations for order statistics over any number of samples: 16 bins per
// doubling from 0.1 µs to about 1,000 s (so a quantile is off by at most 2.2% of its value), the
// exact count and the exact maximum. `simulate` keeps one per bot and kind of decision, so its
// memory does not grow with the number of games (docs/ai.md).
#pragma once

#include <array>
#include <cstdint>

namespace canaan::settlers {

class TimeHistogram {
public:
    static constexpr int kBinsPerDoubling = 16;
    static constexpr double kSmallest = 1e-7; // seconds; anything faster counts as this
    static constexpr int kBins = 34 * kBinsPerDoubling; // up to kSmallest * 2^34, about 1,718 s

    void add(double seconds);
    void merge(const TimeHistogram &other);

    long long count() const { return m_count; }
    double max() const { return m_max; }
    // Nearest rank, like timeStats: the smallest bin holding at least `share` of the samples,
    // given as the middle of the bin (the maximum when that is smaller). 0 when empty.
    double quantile(double share) const;

private:
    std::array<std::uint64_t, kBins> m_bins{};
    long long m_count = 0;
    double m_max = 0;
};

} // namespace canaan
