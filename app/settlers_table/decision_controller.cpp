#include "app/settlers_table/decision_controller.h"

#include "app/settlers_table/action_chooser.h"
#include "app/settlers_table/action_text.h"
#include "app/settlers_table/board_picker.h"
#include "app/settlers_table/dialogs/decision_dialog.h"
#include "app/settlers_table/game_window.h"
#include "engine/io/game_text.h"
#include "app/settlers_table/korean_particles.h"
#include "app/settlers_table/dialogs/play_card_dialog.h"
#include "app/settlers_table/shown_seat.h"
#include "app/settlers_table/trade_flow.h"
#include "app/settlers_table/trade/trade_panel.h"

namespace canaan::settlerstable {

namespace {

// Actions with their own button (or dialog behind one): "More…" does not list them again.
bool hasOwnButton(settlers::ActionKind kind)
{
    switch (kind) {
    case settlers::ActionKind::Roll:
    case settlers::ActionKind::EndTurn:
    case settlers::ActionKind::BuildRoad:
    case settlers::ActionKind::BuildSettlement:
    case settlers::ActionKind::BuildCity:
    case settlers::ActionKind::BuyCard:
    case settlers::ActionKind::OfferTrade:
    case settlers::ActionKind::MaritimeTrade:
    case settlers::ActionKind::PlayCard:
    case settlers::ActionKind::BuildStone: return true;
    default: return false;
    }
}

} // namespace

bool isDialogDecision(settlers::Pending pending)
{
    switch (pending) {
    case settlers::Pending::Discard:
    case settlers::Pending::CopperChoice:
    case settlers::Pending::DeborahsSong:
    case settlers::Pending::KingsBlessing:
    case settlers::Pending::TradeAnswer:
    case settlers::Pending::TradeConfirm: return true;
    default: return false;
    }
}

bool isTradeDecision(settlers::Pending pending)
{
    return pending == settlers::Pending::TradeAnswer || pending == settlers::Pending::TradeConfirm;
}

DecisionController::DecisionController(ShownSeat &seat, BoardPicker &picker, TradeFlow &trade, QWidget *window)
    : QObject(window), m_seat(seat), m_picker(picker), m_trade(trade), m_window(window)
{
    connect(&m_picker, &BoardPicker::picked, this, &DecisionController::performAll);
    connect(m_trade.panel(), &TradePanel::decided, this, &DecisionController::performAll);
    connect(&m_seat, &ShownSeat::gameOver, this, &DecisionController::closeDecisionWindows);
}

DecisionController::~DecisionController() = default;

DecisionDialog *DecisionController::openDialog() const { return m_dialog; }

ActionChooser *DecisionController::openChooser() const
{
    return m_chooser; // defined here, where ActionChooser is complete (QPointer needs it)
}

bool DecisionController::perform(const settlers::Action &action)
{
    const QString refused = m_seat.table().submit(action);
    if (!refused.isEmpty())
        emit message(refused);
    return refused.isEmpty();
}

void DecisionController::performAll(const QList<settlers::Action> &actions)
{
    m_picker.forgetPlacing();
    m_performing = true;
    for (const settlers::Action &action : actions)
        if (!perform(action))
            break; // the message has said why
    m_performing = false;
    emit performed();
    m_seat.askAgain();
}

void DecisionController::performKind(settlers::ActionKind kind)
{
    const auto matching = m_seat.legalOf(kind);
    if (matching.size() == 1)
        performAll({matching.front()});
    else if (matching.size() > 1)
        chooseAmong(GameWindow::tr("Which one?"), matching);
}

void DecisionController::answerAsked()
{
    if (m_performing)
        return; // performAll asks again once all of a dialog's actions are done
    emit message(QString());
    if (isDialogDecision(m_seat.board().pending))
        openDecision();
}

void DecisionController::openDecision()
{
    if (m_seat.legal().empty() || m_dialog || m_chooser)
        return;
    if (isTradeDecision(m_seat.board().pending)) {
        m_trade.showForAnswer();
        return;
    }
    if (DecisionDialog *dialog = createDecisionDialog(m_seat.decisionContext(), m_window))
        showDialog(dialog);
    else
        chooseAmong(pendingText(m_seat.board().pending), m_seat.legal());
    emit windowsChanged();
}

void DecisionController::showDialog(DecisionDialog *dialog)
{
    closeDecisionWindows();
    m_dialog = dialog;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &DecisionDialog::decided, this, [this, dialog](const QList<settlers::Action> &actions) {
        if (m_dialog == dialog)
            m_dialog = nullptr; // its decision is made: the next one may need a new dialog
        const QPointer<DecisionDialog> guard(dialog);
        performAll(actions);
        if (guard && guard->isVisible())
            guard->accept(); // decided means done, even if the dialog did not close itself yet
    });
    connect(dialog, &QDialog::finished, this, [this, dialog] {
        if (m_dialog == dialog)
            m_dialog = nullptr;
        emit windowsChanged();
    });
    dialog->open();
}

void DecisionController::closeDecisionWindows()
{
    if (m_dialog) {
        DecisionDialog *dialog = m_dialog;
        m_dialog = nullptr;
        dialog->reject();
    }
    if (m_chooser)
        m_chooser->reject();
}

void DecisionController::openTurnDialog(settlers::ActionKind kind, DialogMaker make, const QString &question)
{
    if (m_seat.legalOf(kind).empty())
        return;
    if (DecisionDialog *dialog = make(m_seat.decisionContext(), m_window))
        showDialog(dialog);
    else
        chooseAmong(question, m_seat.legalOf(kind));
}

void DecisionController::openPlayCardDialog()
{
    openTurnDialog(settlers::ActionKind::PlayCard, &createPlayCardDialog, GameWindow::tr("Which card do you play?"));
}

void DecisionController::playCardFromHand(int card)
{
    openPlayCardDialog();
    if (auto *dialog = qobject_cast<PlayCardDialog *>(openDialog()))
        dialog->selectCard(static_cast<settlers::DevCard>(card)); // the card clicked, ready to play
}

void DecisionController::openStoneDialog()
{
    openTurnDialog(settlers::ActionKind::BuildStone, &createStoneDialog, GameWindow::tr("Add a building stone to Jerusalem:"));
}

void DecisionController::chooseAnyAction()
{
    if (m_seat.legal().empty())
        return;
    if (isDialogDecision(m_seat.board().pending)) {
        openDecision();
        return;
    }
    chooseAmong(GameWindow::tr("Besides the buttons, you may also:"), otherActions());
}

std::vector<settlers::Action> DecisionController::otherActions() const
{
    std::vector<settlers::Action> other;
    for (const settlers::Action &a : m_seat.legal())
        if (!hasOwnButton(a.kind) || m_picker.isBoardDecision())
            other.push_back(a);
    return other;
}

void DecisionController::chooseAmong(const QString &question, std::vector<settlers::Action> actions)
{
    if (actions.empty())
        return;
    closeDecisionWindows();
    const ActionText text(m_seat.rules(), m_seat.board(), m_seat.names());
    QStringList lines;
    for (const settlers::Action &a : actions)
        lines << text.describe(a);
    m_chooser = new ActionChooser(question, std::move(actions), lines, m_window);
    m_chooser->setAttribute(Qt::WA_DeleteOnClose);
    // Forget it as soon as it closes, before its choice is performed: the next decision may need a new one.
    connect(m_chooser, &QDialog::finished, this, [this] {
        m_chooser = nullptr;
        emit windowsChanged();
    });
    connect(m_chooser, &ActionChooser::chosen, this, [this](const settlers::Action &action) { performAll({action}); });
    m_chooser->open();
}

QString DecisionController::statusText() const
{
    const settlers::GameState state = m_seat.board();
    const auto names = m_seat.names();
    if (state.isOver()) {
        QStringList winners;
        for (int p = 0; p < state.numPlayers; ++p)
            if (state.winners & (1 << p))
                winners << names[p];
        QString text = endReasonText(state.endReason);
        if (!winners.isEmpty())
            text += QLatin1Char(' ') + fixParticles(GameWindow::tr("%1 won the game.").arg(winners.join(QStringLiteral(", "))));
        return QStringLiteral("<b>%1</b> %2").arg(GameWindow::tr("The game is over.").toHtmlEscaped(), text.toHtmlEscaped());
    }
    const QString what = pendingText(state.pending);
    const bool answering = !m_seat.legal().empty();
    if (m_seat.isPersonDeciding()) {
        QString hint;
        if (m_picker.victimTile() >= 0)
            hint = GameWindow::tr("Click a highlighted building to choose whom the Plague robs (or press its number), or "
                                  "press Escape to choose another hex.");
        else if (m_picker.placingKind())
            hint = m_picker.isPlacingByButton()
                       ? GameWindow::tr("Click a highlighted place on the board, or press Escape to cancel.")
                       : GameWindow::tr("Click a highlighted place on the board.");
        else if (isTradeDecision(state.pending) && answering)
            hint = GameWindow::tr("Answer in the trade panel.");
        else if (isDialogDecision(state.pending) && answering && !m_dialog && !m_chooser)
            hint = GameWindow::tr("Click Decide… to choose.");
        return QStringLiteral("<b>%1</b> %2").arg(
            fixParticles(GameWindow::tr("Your decision, %1: %2.").arg(names[state.pendingPlayer], what)).toHtmlEscaped(),
            hint.toHtmlEscaped());
    }
    if (m_seat.decidingSeat() >= 0)
        return fixParticles(GameWindow::tr("Waiting for %1: %2.").arg(names[state.pendingPlayer], what)).toHtmlEscaped();
    return what.toHtmlEscaped();
}

} // namespace canaan::settlerstable
