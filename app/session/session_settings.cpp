#include "app/session/session_settings.h"

#include <QCoreApplication>
#include <QSettings>

namespace canaan::session {

namespace {
const QString kSpeedKey = QStringLiteral("game/computerSpeed");
const QString kResumeKey = QStringLiteral("game/offerResume");

class SpeedText {
    Q_DECLARE_TR_FUNCTIONS(canaan::session::ComputerSpeed)
};
} // namespace

ComputerSpeed storedComputerSpeed()
{
    const int value = QSettings().value(kSpeedKey, static_cast<int>(ComputerSpeed::Normal)).toInt();
    if (value < 0 || value > static_cast<int>(ComputerSpeed::Instant))
        return ComputerSpeed::Normal; // a hand-edited setting never breaks the game
    return static_cast<ComputerSpeed>(value);
}

void storeComputerSpeed(ComputerSpeed speed) { QSettings().setValue(kSpeedKey, static_cast<int>(speed)); }

int stepDelayFor(ComputerSpeed speed)
{
    switch (speed) {
    case ComputerSpeed::Slow: return 1200;
    case ComputerSpeed::Normal: return 500;
    case ComputerSpeed::Fast: return 150;
    case ComputerSpeed::Instant: return 0;
    }
    return 500;
}

QString computerSpeedName(ComputerSpeed speed)
{
    switch (speed) {
    case ComputerSpeed::Slow: return SpeedText::tr("Slow");
    case ComputerSpeed::Normal: return SpeedText::tr("Normal");
    case ComputerSpeed::Fast: return SpeedText::tr("Fast");
    case ComputerSpeed::Instant: return SpeedText::tr("Instant");
    }
    return {};
}

bool offerResumeAtStart() { return QSettings().value(kResumeKey, true).toBool(); }
void setOfferResumeAtStart(bool offer) { QSettings().setValue(kResumeKey, offer); }

} // namespace canaan::session
