// Plays the games' sounds (issue 37): dice, a card played or revealed, a battle won or lost, your turn,
// a robbery, a trade. Silent at volume 0 (the default): then nothing is loaded and nothing recorded.
// What it was asked to play at a volume above 0 is recorded in order, so the tests can check which
// sound an event asks for without an audio device.
#pragma once

#include <QList>
#include <QMap>
#include <QObject>

class QSoundEffect;

namespace canaan::sound {

enum class Sound { Dice, Card, Won, Lost, Turn, Robbery, Trade };

class SoundPlayer : public QObject {
    Q_OBJECT
public:
    // At the app's volume (SoundVolume), following its changes.
    explicit SoundPlayer(QObject *parent = nullptr);
    // This player's volume until the app's next change (0 to 100).
    void setVolume(int percent);
    int volume() const { return m_volume; }
    void play(Sound sound);
    const QList<Sound> &played() const { return m_played; }
    int timesPlayed(Sound sound) const { return int(m_played.count(sound)); }

private:
    QSoundEffect *effect(Sound sound);
    int m_volume = 0;
    QMap<Sound, QSoundEffect *> m_effects; // made when first played
    QList<Sound> m_played;
};

} // namespace canaan::sound
