// A resource of the person's choice from the bank: copper (R06, R04, Bountiful Harvest), Deborah's
// Song (R22) or the King's Blessing resource (R17). One button per resource, the legal ones enabled,
// with a sentence saying why the choice is asked.
#pragma once

#include "app/settlers_table/dialogs/basic_decision_dialog.h"

namespace canaan::settlerstable {

class ResourcePicker;

class ResourceChoiceDialog : public BasicDecisionDialog {
    Q_OBJECT
public:
    ResourceChoiceDialog(const DecisionContext &ctx, QWidget *parent);
    QList<settlers::Action> chosenActions() const override;
    ResourcePicker *picker() const { return m_picker; }

protected:
    void retranslateUi() override;
    QString blockedReason() const override;
    QString okText() const override;

private:
    ResourcePicker *m_picker;
};

} // namespace canaan::settlerstable
