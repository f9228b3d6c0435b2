// The frame every decision dialog shares: a title, a sentence saying what is asked, the dialog's own
// widgets, and OK / Cancel. OK is enabled exactly when chosenActions() is not empty; while it is
// disabled its tooltip says why. Texts are set in retranslateUi(), again on every language change.
#pragma once

#include "app/settlers_table/dialogs/decision_dialog.h"
#include "app/settlers_table/dialogs/dialog_text.h"

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace canaan::settlerstable {

class BasicDecisionDialog : public DecisionDialog {
    Q_OBJECT
public:
    BasicDecisionDialog(const DecisionContext &ctx, QWidget *parent);

    QPushButton *okButton() const;
    QString sentence() const;

protected:
    // Subclasses add their widgets to body() in their constructor and end it with finishSetup().
    QVBoxLayout *body() const { return m_body; }
    void finishSetup();
    // Re-evaluates OK (enabled, text, tooltip); call after every change of the person's choice.
    void refresh();

    virtual void retranslateUi() = 0;
    // Why OK is disabled (shown as its tooltip and under the choices); empty when it is enabled.
    virtual QString blockedReason() const = 0;
    // The OK button's text for the current choice ("Discard", "Offer", ...).
    virtual QString okText() const;

    void setSentence(const QString &richText);
    // Dialogs that show their own progress (the count left) keep the reason in the tooltip only.
    void setReasonShownBelow(bool shown) { m_reasonBelow = shown; }
    void changeEvent(QEvent *event) override;

    const settlers::Rules &rules() const { return *m_ctx.rules; }
    const settlers::GameState &state() const { return m_state; }
    const DecisionContext &context() const { return m_ctx; }
    int seat() const { return m_ctx.seat; }
    // The legal actions of the person of one kind.
    std::vector<settlers::Action> legalOf(settlers::ActionKind kind) const;
    // Whether the actions are legal one after the other from the current state (each checked by the
    // engine on the state the previous ones leave).
    bool legalInSequence(const QList<settlers::Action> &actions, settlers::IllegalReason *why = nullptr) const;

private:
    void confirm();

    DecisionContext m_ctx;
    settlers::GameState m_state; // a copy: the dialog shows the moment it was opened
    QLabel *m_sentence;
    QVBoxLayout *m_body;
    QLabel *m_blocked;
    QDialogButtonBox *m_buttons;
    bool m_reasonBelow = true;
};

} // namespace canaan::settlerstable
