// The people at this screen as a participant: a thin object the game window connects to. It sits
// at every seat played by a person here (one, or several in a hot-seat game), keeps each seat's
// latest view and legal actions, says when one of them must decide (asked), and hands the window's
// choice to the host (submit). It never decides anything itself.
#pragma once

#include "match_host.h"

#include <QObject>
#include <map>
#include <vector>

namespace canaan::play {

// The signals (a class template cannot have them).
class ScreenSignals : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
signals:
    // A person at this screen must decide for `seat` now.
    void asked(int seat);
    // `seat`'s view changed (after every action).
    void updated(int seat);
};

template <class Game>
class ScreenParticipant : public ScreenSignals, public Participant<Game> {
public:
    using Action = typename Game::Action;
    using Event = typename Game::Event;
    using View = typename Game::View;

    // The seat asked to decide and not answered yet, or -1.
    int askedSeat() const { return m_asked; }
    // What the asked seat may do now (empty when nobody here is asked).
    const std::vector<Action> &legal() const { return m_legal; }
    // The latest view of one of its seats (the host's, until it is seated there).
    View view(int seat) const { return m_views.count(seat) ? m_views.at(seat) : m_host->viewOf(seat); }
    bool holds(int seat) const { return m_views.count(seat) > 0; }

    // The person's choice for the seat the action names: the host's answer (empty: applied). Only
    // for a seat held here: a person cannot act for a computer player's seat.
    QString submit(const Action &action)
    {
        if (!m_host || !holds(Game::actorOf(action)))
            return Game::notYourDecision();
        return m_host->submit(Game::actorOf(action), action);
    }

    void seated(MatchHost<Game> &host, int seat, const View &view) override
    {
        m_host = &host;
        m_views.insert_or_assign(seat, view);
    }
    void unseated(int seat) override
    {
        m_views.erase(seat);
        if (m_asked == seat) {
            m_asked = -1;
            m_legal.clear();
        }
    }
    void update(int seat, const View &view, std::span<const Event>) override
    {
        m_views.insert_or_assign(seat, view);
        if (m_asked >= 0) { // any action ends the decision it was asked for
            m_asked = -1;
            m_legal.clear();
        }
        emit updated(seat);
    }
    void decide(int seat, const View &view, std::span<const Action> legal) override
    {
        m_views.insert_or_assign(seat, view);
        m_asked = seat;
        m_legal.assign(legal.begin(), legal.end());
        emit asked(seat);
    }

private:
    MatchHost<Game> *m_host = nullptr;
    std::map<int, View> m_views;
    std::vector<Action> m_legal;
    int m_asked = -1;
};

} // namespace canaan::play
