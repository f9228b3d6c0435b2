// The turn clock (turn_clock.h) on a match host: it times every decision of a seat a person plays,
// from the full limit for each new decision, and when the time runs out a computer player
// (kStandInBot, the level a server takes a dropped seat over with) makes that decision for the
// seat. The person's participant stays seated; the computer's answer is an ordinary submit, so it
// is in the log like any action and a replay or a save's reader needs no clock.
//
// What one decision is comes from the game (Game::decisionKey): one seat asked the same question
// several times in a row — the cards of one discard, the two roads of a New Trade Route — is one
// decision, timed once, and once it timed out the computer answers the rest of it too; in the free
// part of a turn each action is a decision. When several seats must act (the discards after a 7,
// the answers to a trade offer), the engine asks them one after another, and each gets its own
// full time when its turn to answer comes. Computer players are never timed.
#pragma once

#include "play/computer_participant.h"
#include "engine/io/clock_limits.h"
#include "play/turn_clock.h"

#include <cstdint>
#include <memory>

namespace canaan::play {

template <class Game>
class MatchClock {
public:
    // Times `host`'s decisions with `limitSeconds` each (0: never). Made before host.start().
    MatchClock(MatchHost<Game> &host, int limitSeconds) : m_host(host), m_clock(limitSeconds)
    {
        QObject::connect(&host, &MatchHostBase::decisionAsked, &m_clock, [this](int seat) { onAsked(seat); });
        QObject::connect(&host, &MatchHostBase::actionApplied, &m_clock, [this] { onApplied(); });
        QObject::connect(&m_clock, &TurnClock::expired, &m_clock, [this](int seat) { onExpired(seat); });
    }

    TurnClock &clock() { return m_clock; }
    const TurnClock &clock() const { return m_clock; }

private:
    std::uint64_t decisionNow() const { return Game::decisionKey(m_host.state(), m_host.log().size()); }
    bool personDecides(int seat) const
    {
        const Participant<Game> *p = seat >= 0 ? m_host.participant(seat) : nullptr;
        return p && !p->isPaced() && !m_host.isStopped() && m_host.decidingSeat() == seat;
    }

    void onAsked(int seat)
    {
        if (!m_clock.isOn())
            return;
        if (!personDecides(seat)) { // a computer player (a dropped seat's stand-in too) has no clock
            m_clock.stop();
            return;
        }
        const std::uint64_t decision = decisionNow();
        if (m_timedOut && seat == m_clockSeat && decision == m_decision) {
            standIn(seat); // the rest of a decision the clock ran out on
            return;
        }
        if (m_clock.seat() == seat && decision == m_decision)
            return; // the same decision goes on: its time is not given again
        m_timedOut = false;
        m_clockSeat = seat;
        m_decision = decision;
        m_clock.start(seat);
    }

    void onApplied()
    {
        const int seat = m_host.decidingSeat();
        if (seat == m_clockSeat && seat >= 0 && decisionNow() == m_decision)
            return;
        m_timedOut = false; // that decision is over
        m_clockSeat = -1;
        m_clock.stop();
    }

    void onExpired(int seat)
    {
        if (!personDecides(seat) || decisionNow() != m_decision)
            return;
        m_timedOut = true;
        standIn(seat);
    }

    // A computer player shown the game as the seat saw it decides once, on a worker; its answer is
    // dropped if the person answered first.
    void standIn(int seat)
    {
        m_standIn = std::make_shared<ComputerParticipant<Game>>(m_host.context(), QString::fromLatin1(kStandInBot),
            Game::botSeed(m_host.seed(), seat) + m_host.log().size());
        const typename Game::View view = m_host.viewOf(seat);
        m_standIn->seated(m_host, seat, view);
        const std::vector<typename Game::Action> legal = m_host.legalActions();
        m_standIn->decide(seat, view, legal);
    }

    MatchHost<Game> &m_host;
    TurnClock m_clock;
    std::shared_ptr<ComputerParticipant<Game>> m_standIn;
    int m_clockSeat = -1;
    std::uint64_t m_decision = 0;
    bool m_timedOut = false;
};

} // namespace canaan::play
