// The turn's buttons (roll, end turn, the builds with their costs, trade, play a card, a building
// stone, More…/Decide…), each with its key. They are enabled as the legal actions allow, their
// tooltips saying why not; a click asks the decision controller, the board picker or the trade flow.
#pragma once

#include <QWidget>

class QPushButton;

namespace canaan::settlerstable {

class BoardPicker;
class DecisionController;
class ShownSeat;
class TradeFlow;

class TurnButtons : public QWidget {
    Q_OBJECT
public:
    TurnButtons(ShownSeat &seat, DecisionController &decisions, BoardPicker &picker, TradeFlow &trade,
                QWidget *parent);
    void retranslate();
    // Enabled, tooltips and the More…/Decide… text from the seat shown and what it may do.
    void refresh();

private:
    ShownSeat &m_seat;
    DecisionController &m_decisions;
    TradeFlow &m_tradeFlow;
    // Made in the grid's order, two to a row.
    QPushButton *m_roll, *m_endTurn;
    QPushButton *m_road, *m_settlement;
    QPushButton *m_city, *m_card;
    QPushButton *m_trade, *m_play;
    QPushButton *m_stone, *m_other;
};

} // namespace canaan::settlerstable
