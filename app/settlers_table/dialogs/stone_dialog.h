// R16: a building stone for Jerusalem costs Stone + Ore. With his own building on a Jerusalem site
// the person just confirms; otherwise he reaches a site of another tribe along roads and pays its
// owner one card of his choice as toll: he chooses the owner (when several are reachable) and the card.
#pragma once

#include "app/settlers_table/dialogs/basic_decision_dialog.h"

class QButtonGroup;
class QLabel;

namespace canaan::settlerstable {

class ResourcePicker;

class StoneDialog : public BasicDecisionDialog {
    Q_OBJECT
public:
    StoneDialog(const DecisionContext &ctx, QWidget *parent);
    QList<settlers::Action> chosenActions() const override;

    bool tollDue() const { return !m_ownSite; }
    QButtonGroup *owners() const { return m_owners; } // button id: the owner's seat
    ResourcePicker *toll() const { return m_toll; }

protected:
    void retranslateUi() override;
    QString blockedReason() const override;
    QString okText() const override;

private:
    void updateToll();

    bool m_ownSite = false;
    QLabel *m_ownersLabel;
    QButtonGroup *m_owners;
    QLabel *m_tollLabel;
    ResourcePicker *m_toll;
};

} // namespace canaan::settlerstable
