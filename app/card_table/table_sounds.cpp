#include "table_sounds.h"

#include <QSettings>
#include <QSoundEffect>
#include <QUrl>

#include <algorithm>

namespace canaan::cardtable {

namespace {

const QString kVolumeKey = QStringLiteral("sound/volume");

QString fileOf(TableSound sound)
{
    switch (sound) {
    case TableSound::Dice: return QStringLiteral("qrc:/sounds/dice.wav");
    case TableSound::Card: return QStringLiteral("qrc:/sounds/card.wav");
    case TableSound::Won: return QStringLiteral("qrc:/sounds/won.wav");
    case TableSound::Lost: return QStringLiteral("qrc:/sounds/lost.wav");
    case TableSound::Turn: return QStringLiteral("qrc:/sounds/turn.wav");
    }
    return {};
}

} // namespace

TableSounds::TableSounds(QObject *parent) : QObject(parent), m_volume(storedVolume()) {}

int TableSounds::storedVolume()
{
    return std::clamp(QSettings().value(kVolumeKey, 0).toInt(), 0, 100);
}

void TableSounds::storeVolume(int percent)
{
    QSettings().setValue(kVolumeKey, std::clamp(percent, 0, 100));
}

void TableSounds::setVolume(int percent)
{
    m_volume = std::clamp(percent, 0, 100);
    for (QSoundEffect *e : std::as_const(m_effects))
        e->setVolume(m_volume / 100.0);
}

QSoundEffect *TableSounds::effect(TableSound sound)
{
    QSoundEffect *&e = m_effects[sound];
    if (!e) {
        e = new QSoundEffect(this);
        e->setSource(QUrl(fileOf(sound)));
        e->setVolume(m_volume / 100.0);
    }
    return e;
}

void TableSounds::play(TableSound sound)
{
    if (m_volume <= 0)
        return; // off: nothing is loaded, nothing counted
    ++m_played[sound];
    effect(sound)->play();
}

} // namespace canaan::cardtable
