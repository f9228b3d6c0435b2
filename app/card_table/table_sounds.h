// The card table's sounds (issue 37): dice, a card played or revealed, a battle won or lost, and your
// turn. Our own sounds (resources/sounds, made by make_sounds.py), played with Qt Multimedia. Off by
// default: the volume (0 to 100) is a setting the person chooses, kept in QSettings.
#pragma once

#include <QMap>
#include <QObject>

class QSoundEffect;

namespace canaan::cardtable {

enum class TableSound { Dice, Card, Won, Lost, Turn };

class TableSounds : public QObject {
    Q_OBJECT
public:
    explicit TableSounds(QObject *parent = nullptr);
    // The volume kept in the settings (0, off, when none was chosen).
    static int storedVolume();
    static void storeVolume(int percent);
    void setVolume(int percent);
    int volume() const { return m_volume; }
    // Plays the sound and counts it (for the tests), unless the volume is 0.
    void play(TableSound sound);
    int timesPlayed(TableSound sound) const { return m_played.value(sound); }

private:
    QSoundEffect *effect(TableSound sound);
    int m_volume = 0;
    QMap<TableSound, QSoundEffect *> m_effects; // made when first played
    QMap<TableSound, int> m_played;
};

} // namespace canaan::cardtable
