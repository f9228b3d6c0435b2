// R07: a player holding more than seven cards on a 7 discards half of them, rounded down. One spin
// box per resource; OK once exactly the owed number is chosen, performed as one Discard per card.
#pragma once

#include "app/settlers_table/dialogs/basic_decision_dialog.h"

namespace canaan::settlerstable {

class ResourceCountEditor;

class DiscardDialog : public BasicDecisionDialog {
    Q_OBJECT
public:
    DiscardDialog(const DecisionContext &ctx, QWidget *parent);
    QList<settlers::Action> chosenActions() const override;
    ResourceCountEditor *editor() const { return m_editor; }
    int owed() const;

protected:
    void retranslateUi() override;
    QString blockedReason() const override;
    QString okText() const override;

private:
    ResourceCountEditor *m_editor;
    class QLabel *m_left;
};

} // namespace canaan::settlerstable
