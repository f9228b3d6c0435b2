// The turn clock (issue 42): a table may give each decision of a person a time limit, and when it
// runs out a computer player makes that decision for the seat. This is the clock alone — which
// seat it times and when that seat's time is up; match_clock.h binds it to a match host and has
// the computer decide. Whoever holds the game's state runs it: the app for a game at one screen,
// the server for a network table; the engine knows nothing of it.
#pragma once

#include <QDeadlineTimer>
#include <QObject>
#include <QTimer>

namespace canaan::play {

class TurnClock : public QObject {
    Q_OBJECT
public:
    // `limitSeconds` per decision (io/clock_limits.h); 0: no clock, start() does nothing.
    explicit TurnClock(int limitSeconds, QObject *parent = nullptr);

    int limitSeconds() const { return m_limit; }
    bool isOn() const { return m_limit > 0; }
    // How long one of the clock's seconds lasts, ms (1000; the tests make a limit pass at once).
    void setSecondMs(int ms) { m_secondMs = ms; }
    int secondMs() const { return m_secondMs; }

    // The seat whose decision is timed now, or -1.
    int seat() const { return m_seat; }
    // The clock's seconds left for that decision (rounded up), or -1 when none is timed.
    int secondsLeft() const;

    // Times a new decision of `seat` from the full limit (a running one is replaced).
    void start(int seat);
    void stop();

signals:
    // A decision began to be timed, or stopped being timed.
    void changed();
    // `seat`'s time ran out (the clock stops).
    void expired(int seat);

private:
    int m_limit;
    int m_secondMs = 1000;
    int m_seat = -1;
    QDeadlineTimer m_deadline;
    QTimer m_timer;
};

} // namespace canaan::play
