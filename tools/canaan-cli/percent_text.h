// A share printed as a percentage, one decimal ("12.5%"), for simulate's win rates and intervals.
#pragma once

#include <QString>
#include <algorithm>

namespace canaan::cli {

// Clamped to 0..1: a confidence bound a rounding error puts just below zero printed "-0.0%".
inline QString percentText(double share)
{
    return QString::number(100.0 * std::clamp(share, 0.0, 1.0), 'f', 1) + u'%';
}

} // namespace canaan::cli
