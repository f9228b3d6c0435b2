// What the person at this screen is asked, and how the choice becomes actions submitted to the
// table: the decision dialogs (dialogs/decision_dialog.h), the list chooser for any decision
// without one, the turn buttons' actions, the board picker's clicks and the trade panel's answers.
// Performing a dialog's several actions holds the next question back until all are done. Every
// rule is the engine's: only legal actions (ShownSeat::legal) are offered.
#pragma once

#include "engine/settlers/rules/action.h"
#include "engine/settlers/rules/game_state.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <vector>

class QWidget;

namespace canaan::settlerstable {

class ActionChooser;
class BoardPicker;
class DecisionDialog;
struct DecisionContext;
class ShownSeat;
class TradeFlow;

class DecisionController : public QObject {
    Q_OBJECT
public:
    // The dialogs open over `window`.
    DecisionController(ShownSeat &seat, BoardPicker &picker, TradeFlow &trade, QWidget *window);
    ~DecisionController() override;

    // The decision dialog while one is open, else null.
    DecisionDialog *openDialog() const;
    // The fallback chooser while it is open, else null.
    ActionChooser *openChooser() const;
    // Performing a dialog's actions: the next decision waits until all are done.
    bool isPerforming() const { return m_performing; }
    // What "More…" lists: the legal actions without a button of their own.
    std::vector<settlers::Action> otherActions() const;
    // The status line: what the game waits for and, for the person deciding, how to answer.
    QString statusText() const;

public slots:
    // A person's decision, through the table: false (and the reason said) when refused.
    bool perform(const canaan::settlers::Action &action);
    void performAll(const QList<canaan::settlers::Action> &actions);
    // A turn button: its one legal action, or a list when it has several.
    void performKind(canaan::settlers::ActionKind kind);
    // The person shown is asked: the decision's dialog, or the trade panel, opens by itself.
    void answerAsked();
    // The turn's dialogs (or, without one, the list of the matching legal actions).
    void openPlayCardDialog();
    // A card clicked in the hand: the play-card dialog with that card chosen.
    void playCardFromHand(int card);
    void openStoneDialog();
    // Reopens the decision the game waits for (after its dialog was closed), or lists every legal
    // action when it has no dialog.
    void chooseAnyAction();
    void closeDecisionWindows();

signals:
    // What to tell the person (why an action was refused); empty: nothing any more.
    void message(const QString &text);
    // A choice's actions were performed: the window shows what they did (before the next question).
    void performed();
    // A dialog or the chooser opened or closed: the buttons and the status follow.
    void windowsChanged();

private:
    using DialogMaker = DecisionDialog *(*)(const DecisionContext &, QWidget *);
    // A turn button's dialog (or, without one, the list of its legal actions), when it has any.
    void openTurnDialog(settlers::ActionKind kind, DialogMaker make, const QString &question);
    void openDecision();
    void showDialog(DecisionDialog *dialog);
    void chooseAmong(const QString &question, std::vector<settlers::Action> actions);

    ShownSeat &m_seat;
    BoardPicker &m_picker;
    TradeFlow &m_trade;
    QWidget *m_window;
    QPointer<ActionChooser> m_chooser;
    QPointer<DecisionDialog> m_dialog;
    bool m_performing = false;
};

// Decisions answered in a dialog (or, without one, the list chooser) rather than on the board or
// with the turn's buttons.
bool isDialogDecision(settlers::Pending pending);
// Trade decisions: answered in the trade panel, not in a dialog.
bool isTradeDecision(settlers::Pending pending);

} // namespace canaan::settlerstable
