// The new-game dialog of Conquest until the play layer's registry shows the same form in the start
// screen's dialog: the choices (ConquestSetupWidget), loaded from and stored to QSettings; Start is
// enabled only while they make a game.
#pragma once

#include "app/card_table/conquest_choices.h"

#include <QDialog>

class QDialogButtonBox;

namespace canaan::cardtable {

class ConquestSetupWidget;

class ConquestNewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit ConquestNewGameDialog(QWidget *parent = nullptr);
    ConquestChoices choices() const;
    void accept() override; // remembers the choices

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    ConquestSetupWidget *m_setup;
    QDialogButtonBox *m_buttons;
};

} // namespace canaan::cardtable
