// The board and its tools: zoom in, out and to fit (+, -, 0), the dice statistics under the board
// (D, or the View menu's action) and the computer players' speed. It draws the seat shown's view of
// the board: roads, buildings, the Plague, Jerusalem's stones and the highlighted spots.
#pragma once

#include "boardview/board_scene.h"
#include "engine/settlers/rules/game_state.h"
#include "app/settlers_table/seat_plan.h"

#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QToolButton;

namespace canaan::boardview {
class BoardView;
}

namespace canaan::settlerstable {

class DiceStatsPanel;
class ShownSeat;

class BoardPane : public QWidget {
    Q_OBJECT
public:
    // The keys (+, =, -, 0) work anywhere in `window`, and the dice statistics' D too.
    BoardPane(ShownSeat &seat, QWidget *window);

    boardview::BoardScene *scene() const { return m_scene; }
    boardview::BoardView *view() const { return m_view; }
    DiceStatsPanel *diceStats() const { return m_diceStats; }
    QAction *diceStatsAction() const { return m_diceStatsAction; }
    // The speed chooser and its label (hidden where the table sets the pace).
    QComboBox *speedBox() const { return m_speed; }
    void setSpeedShown(bool shown);
    void retranslate();
    // The pieces of `state`; the Plague on `plagueTile` (where its victim is being chosen).
    void showPosition(const settlers::GameState &state, int plagueTile);
    // The rolls so far, when the statistics are shown.
    void showDiceCounts();

private:
    ShownSeat &m_seat;
    boardview::BoardScene *m_scene;
    boardview::BoardView *m_view;
    QToolButton *m_zoomIn = nullptr;
    QToolButton *m_zoomOut = nullptr;
    QToolButton *m_fit = nullptr;
    DiceStatsPanel *m_diceStats = nullptr;
    QAction *m_diceStatsAction = nullptr;
    QToolButton *m_diceStatsButton = nullptr;
    QLabel *m_speedLabel = nullptr;
    QComboBox *m_speed = nullptr;
};

} // namespace canaan::settlerstable
