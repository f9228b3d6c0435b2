// R10: the player whose turn it is offers a trade; the person answers: accept (when he holds the cards
// asked for), reject, or counter with cards of his own choosing. The counter is edited from the
// person's side ("you give", "you receive") and sent in the engine's terms (seen from the offerer).
#pragma once

#include "basic_decision_dialog.h"

#include <optional>

class QButtonGroup;
class QLabel;
class QRadioButton;

namespace canaan::game {

class ResourceCountEditor;

class AnswerDialog : public BasicDecisionDialog {
    Q_OBJECT
public:
    AnswerDialog(const DecisionContext &ctx, QWidget *parent);
    QList<Action> chosenActions() const override;

    QRadioButton *choice(TradeAnswer answer) const;
    ResourceCountEditor *counterGives() const { return m_give; }     // the person gives
    ResourceCountEditor *counterReceives() const { return m_receive; } // the person receives

protected:
    void retranslateUi() override;
    QString blockedReason() const override;
    QString okText() const override;

private:
    std::optional<Action> counter() const;
    void onChange();

    QButtonGroup *m_group;
    std::array<QRadioButton *, 3> m_choices{};
    QWidget *m_counterBox;
    ResourceCountEditor *m_give;
    ResourceCountEditor *m_receive;
    QLabel *m_offerCards;
};

} // namespace canaan::game
