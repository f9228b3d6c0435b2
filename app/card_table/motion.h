// The card table's short animations: cards sliding onto the table at a reveal, the die rolling, a
// city token moving from the loser to the winner. They last as long as the computer players' pace
// allows: nothing at all at speed 0 (Instant, and the tests), never more than half a second.
#pragma once

class QObject;
class QVariantAnimation;

#include <functional>

namespace canaan::cardtable {

// The length of an animation, ms, for the step delay of the computer players (ms).
int motionTimeFor(int stepDelayMs);

// Runs `frame` with a progress from 0 to 1 over `ms` (owned by `owner`, deleted when done), then
// `done`. With ms <= 0 only `done` runs, at once. Returns the animation, or null.
QVariantAnimation *animate(QObject *owner, int ms, const std::function<void(double)> &frame,
                           const std::function<void()> &done = {});

} // namespace canaan::cardtable
