// The contract between the game window and the dialogs of the decisions that are not a click on
// the board: discards, copper and other resource choices, playing a development card, and a
// Jerusalem stone with its toll. Trades are not dialogs: the game window's trade panel makes them,
// and the Plague's victim is chosen on the board. Each dialog only proposes actions; the window performs them
// through the match host, which checks them against the engine.
//
// Dialogs are window-modal and opened with open() (never exec(), so tests and bots keep running).
// When the person confirms, the dialog emits decided() with the actions to perform in order (a
// discard of four cards is four Discard actions) and closes; when he cancels it emits nothing.
#pragma once

#include "play/meta_types.h"
#include "engine/settlers/rules/engine.h"

#include <QColor>
#include <QDialog>
#include <QList>
#include <QStringList>
#include <array>
#include <vector>

namespace canaan::settlerstable {

// What a dialog may read: the rules, the state, who decides, what he may do (without domestic
// offers, which the trade panel builds and checks itself with checkLegal), and the seats.
struct DecisionContext {
    const settlers::Rules *rules = nullptr;
    const settlers::GameState *state = nullptr;
    int seat = 0;                 // the person deciding
    // The cards in each hand: public, while `state` (a seat's view) zeroes the other hands.
    std::array<int, settlers::kMaxPlayers> handCounts{};
    std::vector<settlers::Action> legal;    // the match host's legalActions()
    QStringList names;            // per seat
    QList<QColor> colors;         // per seat
};

class DecisionDialog : public QDialog {
    Q_OBJECT
public:
    using QDialog::QDialog;
    // What accepting now would perform (tests use it; the OK button emits exactly this). Empty
    // while the person's choice is incomplete (then OK is disabled).
    virtual QList<canaan::settlers::Action> chosenActions() const = 0;

signals:
    void decided(const QList<canaan::settlers::Action> &actions);
};

// The dialog for what the game waits for from ctx.seat now (by ctx.state->pending), or null when
// the board, the trade panel or the window's buttons handle it (placements, trades, the turn itself).
DecisionDialog *createDecisionDialog(const DecisionContext &ctx, QWidget *parent);

// Opened from the window's buttons during the person's turn (null when nothing of the kind is legal).
DecisionDialog *createPlayCardDialog(const DecisionContext &ctx, QWidget *parent); // development cards
DecisionDialog *createStoneDialog(const DecisionContext &ctx, QWidget *parent);    // Jerusalem stone

} // namespace canaan::settlerstable
