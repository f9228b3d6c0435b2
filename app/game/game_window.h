// The game window: the board with the pieces, the players, the hand of the person deciding, the
// dice, Jerusalem's progress, the bank, the action buttons and the game log. It observes a
// GameController and turns clicks into the person's actions; every rule is the engine's
// (legalActions decides what is enabled and highlighted). Decisions that are not a click on the
// board open their dialog (dialogs/decision_dialog.h); the list chooser remains for any decision
// without one. At the game's end it shows the result in its status and log and nothing modal:
// the session's end screen takes over (connect to controller().gameOver).
//
// Open it with a map and the seats:
//     auto *w = new canaan::game::GameWindow({map, canaan::game::defaultSeats(4), seed});
//     w->show();
//     w->start();
#pragma once

#include "game_controller.h"

#include <QPointer>
#include <QWidget>
#include <optional>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QToolButton;

namespace canaan::boardview {
class BoardScene;
class BoardView;
enum class SpotKind;
} // namespace canaan::boardview

namespace canaan::game {

class ActionChooser;
class DecisionDialog;
struct DecisionContext;
class DiceLabel;
class GameLog;
class HandPanel;
class PassScreen;
class PlayersPanel;

class GameWindow : public QWidget {
    Q_OBJECT
public:
    // The computer players' pace, slowest first (the speed combo's entries).
    enum Speed { Slow, Normal, Fast, Instant };
    static constexpr int kSpeedCount = 4;
    static int stepDelayFor(int speed);

    explicit GameWindow(const GameSetup &setup, QWidget *parent = nullptr);
    ~GameWindow() override;

    GameController &controller() { return *m_controller; }
    boardview::BoardScene *scene() const { return m_scene; }
    boardview::BoardView *view() const { return m_view; }
    GameLog *gameLog() const { return m_log; }
    QStringList logLines() const;
    HandPanel *handPanel() const { return m_hand; }
    PlayersPanel *playersPanel() const { return m_players; }
    QString statusText() const;
    // The decision dialog while one is open, else null.
    DecisionDialog *openDialog() const;
    // The fallback chooser while it is open, else null.
    ActionChooser *openChooser() const;
    // Hot-seat: the cover asking for the next person, while it is shown; else null.
    PassScreen *passScreen() const;
    // The kind being placed by clicking the board, if any.
    std::optional<ActionKind> placingKind() const;
    int speed() const;

public slots:
    // Starts the game (after the caller has set the speed and connected what it needs).
    void start();
    void setSpeed(int speed);
    // Build a road, settlement or city: highlights the legal spots until one is clicked.
    void beginPlacing(canaan::ActionKind kind);
    void cancelPlacing();
    // The turn's dialogs (or, without one, the list of the matching legal actions).
    void openTradeDialog();
    void openPlayCardDialog();
    void openStoneDialog();
    // Reopens the decision the game waits for (after its dialog was closed), or lists every legal
    // action when it has no dialog.
    void chooseAnyAction();

signals:
    void speedChanged(int speed);

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *createBoardPane();
    QWidget *createSidePanel();
    QWidget *createButtons();
    void retranslateUi();
    void refresh();
    void refreshBoard();
    void refreshHighlights();
    void refreshButtons();
    void refreshStatus();
    void refreshBankAndJerusalem();
    void onHumanToAct(int seat);
    void onSeatTaken(int seat);
    void onEvent(const Event &event);
    void onSpotClicked(boardview::SpotKind kind, int id);
    void performKind(ActionKind kind);
    void performAll(const QList<canaan::Action> &actions);
    void openDecision();
    void showDialog(DecisionDialog *dialog);
    void chooseAmong(const QString &question, std::vector<Action> actions, const QStringList &texts = {});
    void chooseVictim(std::vector<Action> actions);
    std::vector<Action> legalOf(ActionKind kind) const;
    // What "More…" lists: the legal actions without a button of their own.
    std::vector<Action> otherActions() const;
    DecisionContext decisionContext() const;
    void closeDecisionWindows();
    int viewerSeat() const;
    void renameDefaultSeats();
    QStringList seatNames() const;

    GameController *m_controller;
    boardview::BoardScene *m_scene;
    boardview::BoardView *m_view;
    PlayersPanel *m_players = nullptr;
    HandPanel *m_hand = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_message = nullptr;
    DiceLabel *m_dice = nullptr;
    QLabel *m_bank = nullptr;
    QProgressBar *m_jerusalem = nullptr;
    GameLog *m_log = nullptr;
    QLabel *m_speedLabel = nullptr;
    QComboBox *m_speed = nullptr;
    QToolButton *m_zoomIn = nullptr;
    QToolButton *m_zoomOut = nullptr;
    QToolButton *m_fit = nullptr;
    QPushButton *m_roll = nullptr;
    QPushButton *m_endTurn = nullptr;
    QPushButton *m_road = nullptr;
    QPushButton *m_settlement = nullptr;
    QPushButton *m_city = nullptr;
    QPushButton *m_card = nullptr;
    QPushButton *m_trade = nullptr;
    QPushButton *m_play = nullptr;
    QPushButton *m_stone = nullptr;
    QPushButton *m_other = nullptr;
    QPointer<ActionChooser> m_chooser;
    QPointer<DecisionDialog> m_dialog;
    std::vector<Action> m_legal;             // what the person shown may do now; empty otherwise
    std::optional<ActionKind> m_placing;     // a build chosen with a button, waiting for a spot
    PassScreen *m_pass = nullptr;
    QList<bool> m_defaultNames; // seats whose name is the default tribe name: it follows the language
    int m_revealedSeat = -1; // the person whose hand is shown; with one person, always him
    bool m_performing = false; // performing a dialog's actions: the next decision waits until all are done
};

} // namespace canaan::game
