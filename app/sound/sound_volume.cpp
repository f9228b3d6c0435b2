#include "app/sound/sound_volume.h"

#include <QSettings>

#include <algorithm>

namespace canaan::sound {

namespace {

const QString kVolumeKey = QStringLiteral("sound/volume");

} // namespace

SoundVolume::SoundVolume() : m_percent(std::clamp(QSettings().value(kVolumeKey, 0).toInt(), 0, 100)) {}

SoundVolume &SoundVolume::instance()
{
    static SoundVolume volume;
    return volume;
}

void SoundVolume::setPercent(int percent)
{
    percent = std::clamp(percent, 0, 100);
    QSettings().setValue(kVolumeKey, percent);
    if (percent == m_percent)
        return;
    m_percent = percent;
    emit changed(percent);
}

} // namespace canaan::sound
