// The game window: the board with the pieces, the players, the hand of the person deciding, the
// dice, Jerusalem's progress, the build buttons and the game log. It observes a GameController and
// turns clicks into the person's actions; every rule is the engine's (legalActions decides what
// is enabled and highlighted).
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
class QListWidget;
class QProgressBar;
class QPushButton;

namespace canaan::board {
class BoardScene;
class BoardView;
enum class SpotKind;
} // namespace canaan::board

namespace canaan::game {

class ActionChooser;
class DiceLabel;
class HandPanel;
class PassScreen;
class PlayersPanel;

class GameWindow : public QWidget {
    Q_OBJECT
public:
    explicit GameWindow(const GameSetup &setup, QWidget *parent = nullptr);
    ~GameWindow() override;

    GameController &controller() { return *m_controller; }
    board::BoardScene *scene() const { return m_scene; }
    board::BoardView *view() const { return m_view; }
    QStringList logLines() const;
    // The fallback chooser while it is open, else null.
    ActionChooser *openChooser() const;
    // Hot-seat: the cover asking for the next person, while it is shown; else null.
    PassScreen *passScreen() const;
    // The kind being placed by clicking the board, if any.
    std::optional<ActionKind> placingKind() const;

public slots:
    // Starts the game (after the caller has set the speed and connected what it needs).
    void start();
    // Build a road, settlement or city: highlights the legal spots until one is clicked.
    void beginPlacing(canaan::ActionKind kind);
    void cancelPlacing();
    // Every legal action in words: the way out for decisions without their own dialog yet.
    void chooseAnyAction();

private:
    QWidget *createSidePanel();
    QWidget *createButtons();
    void refresh();
    void refreshBoard();
    void refreshHighlights();
    void refreshButtons();
    void refreshStatus();
    void onHumanToAct(int seat);
    void onSeatTaken(int seat);
    void onEvent(const Event &event);
    void onSpotClicked(board::SpotKind kind, int id);
    void performKind(ActionKind kind);
    void chooseAmong(const QString &question, std::vector<Action> actions);
    int viewerSeat() const;
    QStringList seatNames() const;

    GameController *m_controller;
    board::BoardScene *m_scene;
    board::BoardView *m_view;
    PlayersPanel *m_players = nullptr;
    HandPanel *m_hand = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_message = nullptr;
    DiceLabel *m_dice = nullptr;
    QLabel *m_bank = nullptr;
    QProgressBar *m_jerusalem = nullptr;
    QListWidget *m_log = nullptr;
    QComboBox *m_speed = nullptr;
    QPushButton *m_roll = nullptr;
    QPushButton *m_endTurn = nullptr;
    QPushButton *m_road = nullptr;
    QPushButton *m_settlement = nullptr;
    QPushButton *m_city = nullptr;
    QPushButton *m_card = nullptr;
    QPushButton *m_stone = nullptr;
    QPushButton *m_other = nullptr;
    QPointer<ActionChooser> m_chooser;
    std::vector<Action> m_legal;             // what the person deciding may do; empty otherwise
    std::optional<ActionKind> m_placing;     // a build chosen with a button, waiting for a spot
    PassScreen *m_pass = nullptr;
    int m_revealedSeat = -1; // the person whose hand is shown; with one person, always him
};

} // namespace canaan::game
