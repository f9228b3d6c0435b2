// The Sound menu both games' windows offer: off (the default), quiet, medium, loud. It sets the app's
// one volume (SoundVolume) and shows it checked, whichever window changed it.
#pragma once

#include <QMenu>

class QActionGroup;

namespace canaan::sound {

class VolumeMenu : public QMenu {
    Q_OBJECT
public:
    explicit VolumeMenu(QWidget *parent = nullptr);
    // The volumes offered, in the menu's order.
    static QList<int> volumes() { return {0, 25, 50, 100}; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void check(int percent);
    QActionGroup *m_group;
};

} // namespace canaan::sound
