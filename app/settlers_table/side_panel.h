// The column beside the board: the status and the last refusal, the dice and Jerusalem's progress,
// the bank, the players, the hand of the seat shown, the turn banner, the turn's buttons and the
// game log. On a low screen (1280×720) it scrolls rather than push the window past the screen.
#pragma once

#include "engine/settlers/rules/seat_view.h"

#include <QScrollArea>
#include <functional>

class QLabel;

namespace canaan::tablekit {
class DiceView;
} // namespace canaan::tablekit

namespace canaan::settlerstable {

class GameLog;
class HandPanel;
class JerusalemBar;
class PlayersPanel;
class ShownSeat;

class SidePanel : public QScrollArea {
    Q_OBJECT
public:
    // `makeButtons` makes the turn's buttons in their place in the column, under the banner.
    SidePanel(ShownSeat &seat, const std::function<QWidget *(QWidget *parent)> &makeButtons, QWidget *parent);

    QLabel *status() const { return m_status; }
    QLabel *message() const { return m_message; }
    tablekit::DiceView *dice() const { return m_dice; }
    PlayersPanel *players() const { return m_players; }
    HandPanel *hand() const { return m_hand; }
    QLabel *bank() const { return m_bank; }
    GameLog *log() const { return m_log; }
    QString turnBannerText() const;
    bool isYourTurnShown() const;
    void retranslate();
    // "Your turn" in gold when the person at the screen must act; whose turn it is otherwise.
    void showTurnBanner(bool yourTurn);
    void showBankAndJerusalem(const settlers::SeatView &view);

private:
    ShownSeat &m_seat;
    QLabel *m_status;
    QLabel *m_message;
    tablekit::DiceView *m_dice;
    JerusalemBar *m_jerusalem;
    QLabel *m_bank;
    PlayersPanel *m_players;
    HandPanel *m_hand;
    QLabel *m_turnBanner;
    GameLog *m_log;
};

} // namespace canaan::settlerstable
