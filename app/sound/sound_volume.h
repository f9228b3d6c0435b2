// The app's one sound volume (issue 37), 0 to 100; 0, off, is the default. Kept in QSettings
// (`sound/volume`); both games' players follow it, so a change in one window's menu is heard in all.
#pragma once

#include <QObject>

namespace canaan::sound {

class SoundVolume : public QObject {
    Q_OBJECT
public:
    static SoundVolume &instance();
    int percent() const { return m_percent; }
    // Stores the volume (clamped to 0..100) and tells every player.
    void setPercent(int percent);

signals:
    void changed(int percent);

private:
    SoundVolume();
    int m_percent = 0;
};

} // namespace canaan::sound
