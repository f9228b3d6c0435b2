// The game window: the board with the pieces, the players, the hand of the person deciding, the
// dice, Jerusalem's progress, the bank, the action buttons and the game log. It looks at a table
// (settlers_table.h) — a match host here (play::SettlersMatch, through a play::ScreenParticipant seated
// at the seats of the people here) or a network server's table — reading seat views only, through
// one ShownSeat (shown_seat.h), and turns clicks into the person's actions; every rule is the
// engine's (legalActions decides what is enabled and highlighted).
//
// The window is the view: it lays out its pieces and shows the seat's view after each change. The
// pieces do the rest: the board and its tools (board_pane.h), the side column (side_panel.h) with
// the turn's buttons (turn_buttons.h), what the person is asked and how the answer becomes actions
// (decision_controller.h, with decisions made on the board in board_picker.h), the docked trade
// panel's showing (trade_flow.h), hot-seat hand-offs (seat_hand_off.h) and what each event does on
// the screen (event_effects.h). Decisions that are not a click on the board open their dialog
// (dialogs/decision_dialog.h), except trades, which happen in the trade panel (toggled with T) and
// never in a modal dialog; the list chooser remains for any decision without either. At the game's
// end it shows the result in its status and log and nothing modal: the session's end screen takes
// over (connect to match().gameOver).
//
// Open it on a match that outlives it, with the seats' names and colours:
//     canaan::play::SettlersMatch match(boardSetupOf(setup));
//     match.seatComputerPlayers();
//     canaan::settlerstable::GameWindow w(match, setup.seats);
//     w.show();
//     w.start();
#pragma once

#include "play/settlers_match.h"
#include "app/settlers_table/board_picker.h"
#include "app/settlers_table/settlers_table.h"
#include "app/settlers_table/decision_controller.h"
#include "app/settlers_table/game_setup.h"
#include "app/settlers_table/player_card.h"
#include "play/screen_participant.h"
#include "app/settlers_table/victim_choice.h"

#include <QPointer>
#include <QWidget>
#include <memory>
#include <optional>

class QAction;
class QTimer;

namespace canaan::sound {
class SoundPlayer;
}

namespace canaan::boardview {
class BoardScene;
class BoardView;
} // namespace canaan::boardview

namespace canaan::tablekit {
class PassCover;
} // namespace canaan::tablekit

namespace canaan::settlerstable {

class BoardPane;
class BoardPicker;
class CardFlights;
class DecisionController;
class DiceStatsPanel;
class EventEffects;
class GameLog;
class HandPanel;
class PlayersPanel;
class SeatHandOff;
class ShownSeat;
class SidePanel;
class TradeFlow;
class TradePanel;
class TurnButtons;

class GameWindow : public QWidget {
    Q_OBJECT
public:
    // The computer players' pace, slowest first (the speed combo's entries).
    enum Speed { Slow, Normal, Fast, Instant };
    static constexpr int kSpeedCount = 4;
    static int stepDelayFor(int speed);

    // A game held here: the people's seats are those of `seats` without a computer player.
    GameWindow(play::SettlersMatch &match, const QList<SeatPlan> &seats, QWidget *parent = nullptr);
    // Any table (a network one): it outlives the window.
    GameWindow(SettlersTable &table, const QList<SeatPlan> &seats, QWidget *parent = nullptr);
    ~GameWindow() override;

    // The match of a game held here (only for a window made with one).
    play::SettlersMatch &match() const { return *m_match; }
    SettlersTable &table() const;
    const QList<SeatPlan> &seats() const;
    // Whether a person at this screen must decide now.
    bool isPersonDeciding() const;
    boardview::BoardScene *scene() const;
    boardview::BoardView *view() const;
    GameLog *gameLog() const;
    QStringList logLines() const;
    HandPanel *handPanel() const;
    PlayersPanel *playersPanel() const;
    // A network table's seats: who is here, dropped or played by the computer (the cards' badges).
    void setSeatPresence(const QList<SeatPresence> &presence);
    // The dice statistics panel and the checkable action (D) that shows it; the main window puts the
    // action in its View menu.
    DiceStatsPanel *diceStatsPanel() const;
    QAction *diceStatsAction() const;
    QString statusText() const;
    // The banner above the buttons: "Your turn, Judah" when the person at the screen must act.
    QString turnBannerText() const;
    bool isYourTurnShown() const;
    // What the person is asked: the open dialog or chooser, the turn's dialogs, the "More…" list.
    DecisionController &decisions() const { return *m_decisions; }
    // Decisions made on the board: a build's spot, the Plague's hex and its victim.
    BoardPicker &picker() const { return *m_picker; }
    // Hot-seat: the cover asking for the next person, while it is shown; else null.
    tablekit::PassCover *passScreen() const;
    int speed() const;
    TradePanel *tradePanel() const;
    // The cards flying over the window (a roll's production, steals, trades, discards).
    CardFlights *cardFlights() const { return m_flights; }
    // The sounds of the game (issue 37), at the app's volume: off by default.
    sound::SoundPlayer *sounds() const { return m_sounds; }

public slots:
    // Starts the game (after the caller has set the speed and connected what it needs).
    void start();
    void setSpeed(int speed);
    // Shows or hides the trade panel (T); a trade decision shows it by itself.
    void toggleTradePanel();
    // A person's decision, through the host: false (and the reason shown) when refused.
    bool perform(const canaan::settlers::Action &action);
    // Whose hand, cards and log sentences the window shows (-1: nobody's secrets): a replay's seat
    // selector (app/replay_viewer). The table gives what that seat may see.
    void showSeat(int seat);
    // The log tells the story so far again, each told seat's from the table (a replay that jumped).
    void retellStory();

signals:
    void speedChanged(int speed);

protected:
    void changeEvent(QEvent *event) override;

private:
    GameWindow(std::unique_ptr<SettlersTable> owned, const QList<SeatPlan> &seats, QWidget *parent, SettlersTable *table = nullptr);
    void retranslateUi();
    // Everything again from the seat's view (after each change of the table).
    void refresh();
    // The board, its highlights, the buttons and the status, from what is known (a decision's
    // window or a pick on the board changed).
    void redraw();

    std::unique_ptr<SettlersTable> m_ownedTable; // the seam over a match held here
    QPointer<play::SettlersMatch> m_match;       // a game held here: outlives the window (the session owns it)
    // The pieces, all made by the constructor.
    ShownSeat *m_seat;
    BoardPane *m_board;
    TradeFlow *m_trade;
    SidePanel *m_side;
    TurnButtons *m_buttons;
    BoardPicker *m_picker;
    DecisionController *m_decisions;
    CardFlights *m_flights;
    sound::SoundPlayer *m_sounds;
    EventEffects *m_effects;
    SeatHandOff *m_handOff;
    QTimer *m_clockTick; // counts the turn clock's seconds down on the cards
};

} // namespace canaan::settlerstable
