#include "app/settlers_table/seat_hand_off.h"

#include "app/settlers_table/decision_controller.h"
#include "app/table_kit/pass_cover.h"
#include "app/settlers_table/shown_seat.h"

namespace canaan::settlerstable {

SeatHandOff::SeatHandOff(ShownSeat &seat, DecisionController &decisions, QWidget *window)
    : QObject(window), m_seat(seat), m_decisions(decisions), m_pass(new tablekit::PassCover(window))
{
    connect(m_pass, &tablekit::PassCover::taken, this, &SeatHandOff::onSeatTaken);
}

tablekit::PassCover *SeatHandOff::passScreen() const { return m_pass->isVisible() ? m_pass : nullptr; }

void SeatHandOff::onAsked(int seat)
{
    if (seat != m_seat.viewer()) {
        m_decisions.closeDecisionWindows();
        // Under the cover nobody's secrets, until the next person says who he is: not in the log,
        // and not in the hand behind the cover either.
        m_seat.setViewer(-1);
        m_pass->ask(seat, m_seat.seats()[seat].name);
        return;
    }
    m_decisions.answerAsked();
}

void SeatHandOff::onSeatTaken(int seat)
{
    m_seat.setViewer(seat);
    if (m_seat.isPersonDeciding() && m_seat.decidingSeat() == seat)
        m_seat.askAgain();
}

} // namespace canaan::settlerstable
