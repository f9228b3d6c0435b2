#include "app/sound/sound_player.h"

#include "app/sound/sound_volume.h"

#include <QSoundEffect>
#include <QUrl>

#include <algorithm>

namespace canaan::sound {

namespace {

QString fileOf(Sound sound)
{
    switch (sound) {
    case Sound::Dice: return QStringLiteral("qrc:/sounds/dice.wav");
    case Sound::Card: return QStringLiteral("qrc:/sounds/card.wav");
    case Sound::Won: return QStringLiteral("qrc:/sounds/won.wav");
    case Sound::Lost: return QStringLiteral("qrc:/sounds/lost.wav");
    case Sound::Turn: return QStringLiteral("qrc:/sounds/turn.wav");
    case Sound::Robbery: return QStringLiteral("qrc:/sounds/robbery.wav");
    case Sound::Trade: return QStringLiteral("qrc:/sounds/trade.wav");
    }
    return {};
}

} // namespace

SoundPlayer::SoundPlayer(QObject *parent) : QObject(parent), m_volume(SoundVolume::instance().percent())
{
    connect(&SoundVolume::instance(), &SoundVolume::changed, this, &SoundPlayer::setVolume);
}

void SoundPlayer::setVolume(int percent)
{
    m_volume = std::clamp(percent, 0, 100);
    for (QSoundEffect *e : std::as_const(m_effects))
        e->setVolume(m_volume / 100.0);
}

QSoundEffect *SoundPlayer::effect(Sound sound)
{
    QSoundEffect *&e = m_effects[sound];
    if (!e) {
        e = new QSoundEffect(this);
        e->setSource(QUrl(fileOf(sound)));
        e->setVolume(m_volume / 100.0);
    }
    return e;
}

void SoundPlayer::play(Sound sound)
{
    if (m_volume <= 0)
        return; // off: nothing is loaded, nothing recorded
    m_played << sound;
    effect(sound)->play();
}

} // namespace canaan::sound
