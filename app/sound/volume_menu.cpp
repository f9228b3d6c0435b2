#include "app/sound/volume_menu.h"

#include "app/sound/sound_volume.h"

#include <QActionGroup>
#include <QEvent>

namespace canaan::sound {

VolumeMenu::VolumeMenu(QWidget *parent) : QMenu(parent), m_group(new QActionGroup(this))
{
    setObjectName(QStringLiteral("soundMenu"));
    for (int percent : volumes()) {
        auto *action = new QAction(m_group);
        action->setCheckable(true);
        action->setData(percent);
        addAction(action);
        connect(action, &QAction::triggered, this, [percent] { SoundVolume::instance().setPercent(percent); });
    }
    check(SoundVolume::instance().percent());
    connect(&SoundVolume::instance(), &SoundVolume::changed, this, &VolumeMenu::check);
    retranslate();
}

void VolumeMenu::check(int percent)
{
    for (QAction *action : m_group->actions())
        action->setChecked(action->data().toInt() == percent);
}

void VolumeMenu::retranslate()
{
    setTitle(tr("So&und"));
    const QStringList names{tr("Off"), tr("Quiet"), tr("Medium"), tr("Loud")};
    const QList<QAction *> actions = m_group->actions();
    for (int i = 0; i < actions.size() && i < names.size(); ++i)
        actions.at(i)->setText(names.at(i));
}

void VolumeMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

} // namespace canaan::sound
