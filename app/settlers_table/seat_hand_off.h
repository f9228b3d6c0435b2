// Hot-seat: handing the screen from one person to the next. When another person at this screen
// must decide, the open decision closes, nobody's secrets stay shown (not in the hand, not in the
// log), and the cover (pass_cover.h) asks for that person; once he says he has the computer, his
// seat is shown and his decision asked. The person shown deciding is asked at once.
#pragma once

#include <QObject>

class QWidget;

namespace canaan::tablekit {
class PassCover;
} // namespace canaan::tablekit

namespace canaan::settlerstable {

class DecisionController;
class ShownSeat;

class SeatHandOff : public QObject {
    Q_OBJECT
public:
    // The cover lies over `window`.
    SeatHandOff(ShownSeat &seat, DecisionController &decisions, QWidget *window);

    // The cover while it is shown; else null.
    tablekit::PassCover *passScreen() const;

public slots:
    // A person at this screen must decide for `seat`.
    void onAsked(int seat);

private:
    void onSeatTaken(int seat);

    ShownSeat &m_seat;
    DecisionController &m_decisions;
    tablekit::PassCover *m_pass;
};

} // namespace canaan::settlerstable
