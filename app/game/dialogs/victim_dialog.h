// R07 / R21: the Plague moves to the hex the person clicked and several players there could be
// robbed; he chooses whom. Lists the legal victims with how many cards each holds.
#pragma once

#include "basic_decision_dialog.h"

#include <QList>

class QButtonGroup;
class QRadioButton;

namespace canaan::game {

class VictimDialog : public BasicDecisionDialog {
    Q_OBJECT
public:
    VictimDialog(const DecisionContext &ctx, int tile, QWidget *parent);
    QList<Action> chosenActions() const override;
    // The choice button of a victim, or null when he cannot be robbed here.
    QRadioButton *victimButton(int victim) const;

protected:
    void retranslateUi() override;
    QString blockedReason() const override;
    QString okText() const override;

private:
    int m_tile;
    std::vector<Action> m_choices; // MovePlague to m_tile, one per victim
    QList<QRadioButton *> m_buttons;
    QButtonGroup *m_group;
};

} // namespace canaan::game
