// R10: every addressed player has answered the person's offer. Each answer is listed (accepted,
// countered with what, rejected); he takes one acceptance or counter-offer, or withdraws the offer.
#pragma once

#include "basic_decision_dialog.h"

class QButtonGroup;
class QLabel;
class QRadioButton;

namespace canaan::game {

class ConfirmDialog : public BasicDecisionDialog {
    Q_OBJECT
public:
    ConfirmDialog(const DecisionContext &ctx, QWidget *parent);
    QList<Action> chosenActions() const override;
    // The choice that takes this seat's answer (null when he rejected), or withdraws (kNoId).
    QRadioButton *choice(int seat) const;

protected:
    void retranslateUi() override;
    QString blockedReason() const override;
    QString okText() const override;

private:
    std::vector<Action> m_options; // ConfirmTrade, the withdrawal last
    QList<QRadioButton *> m_buttons;
    QList<QLabel *> m_rejections; // (seat, label) of those who rejected
    std::vector<int> m_rejecters;
    QButtonGroup *m_group;
};

} // namespace canaan::game
