// Placeholder until the dialogs exist: no dialog, so the window falls back to its list chooser.
#include "decision_dialog.h"

namespace canaan::game {

DecisionDialog *createDecisionDialog(const DecisionContext &, QWidget *) { return nullptr; }
DecisionDialog *createTradeDialog(const DecisionContext &, QWidget *) { return nullptr; }
DecisionDialog *createPlayCardDialog(const DecisionContext &, QWidget *) { return nullptr; }
DecisionDialog *createStoneDialog(const DecisionContext &, QWidget *) { return nullptr; }

} // namespace canaan::game
