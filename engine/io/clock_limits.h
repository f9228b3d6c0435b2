// The turn clock's limits (issue 42): the seconds a table may give each decision of a person, 0
// for no clock. Saves, the network protocol and the dialogs read them here so they cannot disagree;
// the clock itself is the play layer's (play/turn_clock.h), and the engine knows nothing of it.
#pragma once

#include <algorithm>
#include <array>

namespace canaan {

inline constexpr std::array<int, 4> kClockChoices{0, 30, 60, 120};

constexpr bool isClockChoice(long long seconds)
{
    return std::find(kClockChoices.begin(), kClockChoices.end(), seconds) != kClockChoices.end();
}

// The computer player that makes a person's timed-out decision, and that plays a dropped person's
// seat on a server until he is back: one level for both, so a seat is never played weaker.
inline constexpr const char *kStandInBot = "normal";

} // namespace canaan
