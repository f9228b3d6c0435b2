#include "engine/settlers/stats/time_histogram.h"

#include <algorithm>
#include <cmath>

namespace canaan::settlers {

namespace {

int binOf(double seconds)
{
    if (!(seconds > TimeHistogram::kSmallest))
        return 0;
    const double bin = std::floor(std::log2(seconds / TimeHistogram::kSmallest) * TimeHistogram::kBinsPerDoubling);
    return static_cast<int>(std::min<double>(bin, TimeHistogram::kBins - 1));
}

// The geometric middle of a bin.
double middleOf(int bin)
{
    return TimeHistogram::kSmallest * std::exp2((bin + 0.5) / TimeHistogram::kBinsPerDoubling);
}

} // namespace

void TimeHistogram::add(double seconds)
{
    ++m_bins[static_cast<std::size_t>(binOf(seconds))];
    ++m_count;
    m_max = std::max(m_max, seconds);
}

void TimeHistogram::merge(const TimeHistogram &other)
{
    for (std::size_t i = 0; i < m_bins.size(); ++i)
        m_bins[i] += other.m_bins[i];
    m_count += other.m_count;
    m_max = std::max(m_max, other.m_max);
}

double TimeHistogram::quantile(double share) const
{
    if (m_count == 0)
        return 0;
    const auto rank = std::clamp<long long>(static_cast<long long>(std::ceil(share * static_cast<double>(m_count))), 1, m_count);
    long long seen = 0;
    for (int bin = 0; bin < kBins; ++bin) {
        seen += static_cast<long long>(m_bins[static_cast<std::size_t>(bin)]);
        if (seen >= rank)
            return std::min(middleOf(bin), m_max);
    }
    return m_max;
}

} // namespace canaan
