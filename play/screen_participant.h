// The people at this screen as a participant: a thin object the game window connects to. It sits
// at every seat played by a person here (one, or several in a hot-seat game), feeds each seat's
// client (seat_client.h) from the host's news, says when one of them must decide (asked), and
// hands the window's choice to the host (submit). It never decides anything itself.
#pragma once

#include "play/match_host.h"
#include "play/seat_client.h"

#include <QObject>
#include <map>
#include <memory>
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
    using Client = SeatClient<Game>;

    // The seat asked to decide and not answered yet, or -1.
    int askedSeat() const { return m_asked; }
    // What the asked seat may do now (empty when nobody here is asked).
    const std::vector<Action> &legal() const { return m_asked >= 0 ? client(m_asked)->legal() : m_none; }
    // The latest view of one of its seats (the host's, until it is seated there).
    View view(int seat) const { return holds(seat) ? client(seat)->view() : m_host->viewOf(seat); }
    bool holds(int seat) const { return m_clients.count(seat) > 0; }
    // The client of a seat held here, fed from the host's news; null for another seat.
    const Client *client(int seat) const
    {
        const auto it = m_clients.find(seat);
        return it == m_clients.end() ? nullptr : it->second.get();
    }

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
        auto &slot = m_clients[seat];
        slot = std::make_unique<Client>(seat);
        slot->update(view, {});
    }
    void unseated(int seat) override
    {
        m_clients.erase(seat);
        if (m_asked == seat)
            m_asked = -1;
    }
    void update(int seat, const View &view, std::span<const Event> events) override
    {
        if (m_asked >= 0) { // any action ends the decision it was asked for
            if (Client *asked = clientAt(m_asked))
                asked->closeQuestion();
            m_asked = -1;
        }
        if (Client *c = clientAt(seat))
            c->update(view, events);
        emit updated(seat);
    }
    void decide(int seat, const View &view, std::span<const Action> legal) override
    {
        Client *c = clientAt(seat);
        if (!c)
            return;
        if (!c->hasView())
            c->update(view, {});
        m_asked = seat;
        c->ask(legal);
        emit asked(seat);
    }

private:
    Client *clientAt(int seat)
    {
        const auto it = m_clients.find(seat);
        return it == m_clients.end() ? nullptr : it->second.get();
    }

    MatchHost<Game> *m_host = nullptr;
    std::map<int, std::unique_ptr<Client>> m_clients;
    std::vector<Action> m_none;
    int m_asked = -1;
};

} // namespace canaan::play
