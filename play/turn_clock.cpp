#include "play/turn_clock.h"

#include <algorithm>
#include <utility>

namespace canaan::play {

TurnClock::TurnClock(int limitSeconds, QObject *parent) : QObject(parent), m_limit(std::max(0, limitSeconds))
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        const int seat = std::exchange(m_seat, -1);
        emit changed();
        if (seat >= 0)
            emit expired(seat);
    });
}

int TurnClock::secondsLeft() const
{
    if (m_seat < 0)
        return -1;
    const qint64 ms = m_deadline.remainingTime();
    return int((ms + m_secondMs - 1) / m_secondMs);
}

void TurnClock::start(int seat)
{
    if (!isOn() || seat < 0)
        return;
    m_seat = seat;
    const int ms = m_limit * m_secondMs;
    m_deadline.setRemainingTime(ms);
    m_timer.start(ms);
    emit changed();
}

void TurnClock::stop()
{
    m_timer.stop();
    if (std::exchange(m_seat, -1) >= 0)
        emit changed();
}

} // namespace canaan::play
