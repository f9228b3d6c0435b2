// The player's preferences that outlast a game (QSettings): how fast the computer players move and
// whether the start offers to resume an interrupted game. The language lives in language_settings.h.
#pragma once

#include <QString>

namespace canaan::session {

enum class ComputerSpeed { Slow, Normal, Fast, Instant };

ComputerSpeed storedComputerSpeed();
void storeComputerSpeed(ComputerSpeed speed);
// The pause before each computer move or die roll, in milliseconds.
int stepDelayFor(ComputerSpeed speed);
// The speed's name in the UI's language.
QString computerSpeedName(ComputerSpeed speed);

// Whether the start asks "Resume the game you were playing?" after a crash (default on).
bool offerResumeAtStart();
void setOfferResumeAtStart(bool offer);

} // namespace canaan::session
