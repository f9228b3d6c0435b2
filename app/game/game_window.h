// The game window: the board with the pieces, the players, the hand of the person deciding, the
// dice, Jerusalem's progress, the bank, the action buttons and the game log. It looks at a table
// (board_table.h) — a match host here (play::BoardMatch, through a play::ScreenParticipant seated
// at the seats of the people here) or a network server's table — reading seat views only, and
// turns clicks into the person's actions; every rule is the engine's
// (legalActions decides what is enabled and highlighted). Decisions that are not a click on the
// board open their dialog (dialogs/decision_dialog.h), except trades, which happen in the docked
// trade panel (trade/trade_panel.h, toggled with T) and never in a modal dialog; the list chooser
// remains for any decision without either. At the game's end it shows the result in its status and log and nothing modal:
// the session's end screen takes over (connect to match().gameOver).
//
// Open it on a match that outlives it, with the seats' names and colours:
//     canaan::play::BoardMatch match(boardSetupOf(setup));
//     match.seatComputerPlayers();
//     canaan::game::GameWindow w(match, setup.seats);
//     w.show();
//     w.start();
#pragma once

#include "board_match.h"
#include "board_table.h"
#include "game_setup.h"
#include "player_card.h"
#include "screen_participant.h"
#include "victim_choice.h"

#include <QPointer>
#include <QWidget>
#include <memory>
#include <optional>

class QAction;
class QComboBox;
class QLabel;
class QPushButton;
class QShortcut;
class QTimer;
class QToolButton;

namespace canaan::sound {
class SoundPlayer;
}

namespace canaan::boardview {
class BoardScene;
class BoardView;
enum class SpotKind;
} // namespace canaan::boardview

namespace canaan::tablekit {
class DiceView;
class PassCover;
} // namespace canaan::tablekit

namespace canaan::game {

class ActionChooser;
class CardFlights;
class DecisionDialog;
struct DecisionContext;
class DiceStatsPanel;
class GameLog;
class HandPanel;
class JerusalemBar;
class PlayersPanel;
class TradePanel;

class GameWindow : public QWidget {
    Q_OBJECT
public:
    // The computer players' pace, slowest first (the speed combo's entries).
    enum Speed { Slow, Normal, Fast, Instant };
    static constexpr int kSpeedCount = 4;
    static int stepDelayFor(int speed);

    // A game held here: the people's seats are those of `seats` without a computer player.
    GameWindow(play::BoardMatch &match, const QList<SeatPlan> &seats, QWidget *parent = nullptr);
    // Any table (a network one): it outlives the window.
    GameWindow(BoardTable &table, const QList<SeatPlan> &seats, QWidget *parent = nullptr);
    ~GameWindow() override;

    // The match of a game held here (only for a window made with one).
    play::BoardMatch &match() const { return *m_match; }
    BoardTable &table() const { return *m_table; }
    const QList<SeatPlan> &seats() const { return m_seats; }
    // Whether a person at this screen must decide now.
    bool isPersonDeciding() const;
    boardview::BoardScene *scene() const { return m_scene; }
    boardview::BoardView *view() const { return m_view; }
    GameLog *gameLog() const { return m_log; }
    QStringList logLines() const;
    HandPanel *handPanel() const { return m_hand; }
    PlayersPanel *playersPanel() const { return m_players; }
    // A network table's seats: who is here, dropped or played by the computer (the cards' badges).
    void setSeatPresence(const QList<SeatPresence> &presence);
    // The dice statistics panel and the checkable action (D) that shows it; the main window puts the
    // action in its View menu.
    DiceStatsPanel *diceStatsPanel() const { return m_diceStats; }
    QAction *diceStatsAction() const { return m_diceStatsAction; }
    QString statusText() const;
    // The banner above the buttons: "Your turn, Judah" when the person at the screen must act.
    QString turnBannerText() const;
    bool isYourTurnShown() const;
    // The decision dialog while one is open, else null.
    DecisionDialog *openDialog() const;
    // The fallback chooser while it is open, else null.
    ActionChooser *openChooser() const;
    // Hot-seat: the cover asking for the next person, while it is shown; else null.
    tablekit::PassCover *passScreen() const;
    // After the Plague was moved to a hex with several players to rob: the hex, and the candidates
    // (their buildings highlighted, each with his card count); -1 and empty otherwise.
    int victimTile() const { return m_victimTile; }
    const std::vector<VictimCandidate> &victims() const { return m_victims; }
    // The kind being placed by clicking the board, if any.
    std::optional<ActionKind> placingKind() const;
    int speed() const;
    TradePanel *tradePanel() const { return m_tradePanel; }
    // The cards flying over the window (a roll's production, steals, trades, discards).
    CardFlights *cardFlights() const { return m_flights; }
    // The sounds of the game (issue 37), at the app's volume: off by default.
    sound::SoundPlayer *sounds() const { return m_sounds; }

public slots:
    // Starts the game (after the caller has set the speed and connected what it needs).
    void start();
    void setSpeed(int speed);
    // Build a road, settlement or city: highlights the legal spots until one is clicked.
    void beginPlacing(canaan::ActionKind kind);
    void cancelPlacing();
    // Shows or hides the trade panel (T); a trade decision shows it by itself.
    void toggleTradePanel();
    // The turn's dialogs (or, without one, the list of the matching legal actions).
    void openPlayCardDialog();
    // A card clicked in the hand: the play-card dialog with that card chosen.
    void playCardFromHand(int card);
    void openStoneDialog();
    // Reopens the decision the game waits for (after its dialog was closed), or lists every legal
    // action when it has no dialog.
    void chooseAnyAction();
    // A person's decision, through the host: false (and the reason shown) when refused.
    bool perform(const canaan::Action &action);
    // Whose hand, cards and log sentences the window shows (-1: nobody's secrets): a replay's seat
    // selector (app/replay_viewer). The table gives what that seat may see.
    void showSeat(int seat);

signals:
    void speedChanged(int speed);

protected:
    void changeEvent(QEvent *event) override;

private:
    GameWindow(std::unique_ptr<BoardTable> owned, const QList<SeatPlan> &seats, QWidget *parent, BoardTable *table = nullptr);
    // What the person shown may know now (a spectator's view under the hot-seat cover).
    SeatView seen() const;
    GameState board() const { return seen().board; }
    QWidget *createBoardPane();
    QWidget *createSidePanel();
    QWidget *createButtons();
    void retranslateUi();
    void refresh();
    void showClock();
    void refreshBoard();
    void refreshHighlights();
    void refreshButtons();
    void refreshStatus();
    void refreshBankAndJerusalem();
    // "Your turn" in gold when the person at the screen must act; whose turn it is otherwise.
    void refreshTurnBanner(bool yourTurn);
    void refreshTradePanel();
    void onHumanToAct(int seat);
    void onSeatTaken(int seat);
    void onEvent(const Event &event);
    // The "your turn" sound, once a turn, when the person at this screen is first asked in his turn.
    void cueYourTurn(int seat);
    void flyCards(const Event &event);
    void onSpotClicked(boardview::SpotKind kind, int id);
    void performKind(ActionKind kind);
    void performAll(const QList<canaan::Action> &actions);
    void openDecision();
    void showDialog(DecisionDialog *dialog);
    void chooseAmong(const QString &question, std::vector<Action> actions, const QStringList &texts = {});
    void beginVictimChoice(int tile);
    void endVictimChoice();
    void chooseVictim(int index);
    std::vector<Action> legalOf(ActionKind kind) const;
    // What "More…" lists: the legal actions without a button of their own.
    std::vector<Action> otherActions() const;
    DecisionContext decisionContext();
    void closeDecisionWindows();
    int viewerSeat() const;
    void renameDefaultSeats();
    void renameSeat(int seat, const QString &name);
    QStringList seatNames() const;

    std::unique_ptr<BoardTable> m_ownedTable; // the seam over a match held here
    QPointer<BoardTable> m_table;
    QPointer<play::BoardMatch> m_match; // a game held here: outlives the window (the session owns it)
    GameState m_decisionState;          // what the open dialog reads
    QList<SeatPlan> m_seats;
    boardview::BoardScene *m_scene;
    boardview::BoardView *m_view;
    PlayersPanel *m_players = nullptr;
    QTimer *m_clockTick = nullptr; // counts the turn clock's seconds down on the cards
    HandPanel *m_hand = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_turnBanner = nullptr;
    DiceStatsPanel *m_diceStats = nullptr;
    QAction *m_diceStatsAction = nullptr;
    QToolButton *m_diceStatsButton = nullptr;
    tablekit::DiceView *m_dice = nullptr;
    QLabel *m_bank = nullptr;
    JerusalemBar *m_jerusalem = nullptr;
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
    TradePanel *m_tradePanel = nullptr;
    CardFlights *m_flights = nullptr;
    sound::SoundPlayer *m_sounds;
    int m_turnCued = 0; // the turn whose "your turn" was heard
    int m_lastRoll = 0; // the dice total of this turn's roll, for the hexes a production flies from
    bool m_tradePanelForAnswer = false; // shown by a trade decision, not by the person: hidden after it
    QPointer<ActionChooser> m_chooser;
    QPointer<DecisionDialog> m_dialog;
    std::vector<Action> m_legal;             // what the person shown may do now; empty otherwise
    std::optional<ActionKind> m_placing;     // a build chosen with a button, waiting for a spot
    int m_victimTile = -1;                   // the Plague's hex while its victim is chosen on the board
    std::vector<VictimCandidate> m_victims;
    QList<QShortcut *> m_victimKeys;         // 1-4: the candidates in seat order
    tablekit::PassCover *m_pass = nullptr;
    QList<bool> m_defaultNames; // seats whose name is the default tribe name: it follows the language
    int m_revealedSeat = -1; // the person whose hand is shown; with one person, always him
    bool m_performing = false; // performing a dialog's actions: the next decision waits until all are done
};

} // namespace canaan::game
