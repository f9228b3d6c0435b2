// One seat of a game as its player's side sees it: the seat's current view, the view before it,
// the events that led from one to the other (as that seat may see them) and the open question's
// legal actions. It holds nothing the seat may not know, because it is only ever fed a seat's
// news: locally from the match host (ScreenParticipant, from MatchHost::news), or remotely from
// the server's messages (net/settlers_seat_feed.h, net/conquest_seat_feed.h). The app's tables and
// `canaan-cli bot` read a game through it, whichever way it is fed. It decides nothing.
#pragma once

#include "play/settlers_game.h"
#include "play/conquest_game.h"

#include <QObject>
#include <span>
#include <vector>

namespace canaan::play {

// The signals (a class template cannot have them).
class SeatClientSignals : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
signals:
    // A new view arrived, with the events that led to it (news()).
    void updated();
    // The seat must decide now among legal().
    void asked();
};

template <class Game>
class SeatClient : public SeatClientSignals {
public:
    using Action = typename Game::Action;
    using Event = typename Game::Event;
    using View = typename Game::View;

    // `seat`: the seat it plays, or -1 for a spectator.
    explicit SeatClient(int seat = -1, QObject *parent = nullptr) : SeatClientSignals(parent), m_seat(seat) {}

    int seat() const { return m_seat; }
    void setSeat(int seat) { m_seat = seat; }
    bool hasView() const { return m_hasView; }
    // The seat's view now (a default view until hasView()).
    const View &view() const { return m_view; }
    // The view before the latest update (the first view has none: the same view, and isFirstView()).
    const View &before() const { return m_before; }
    bool isFirstView() const { return m_first; }
    // The events of the latest update, as the seat saw them.
    const std::vector<Event> &news() const { return m_news; }
    // Whether the seat is asked to decide now, and among what.
    bool isAsked() const { return m_asked; }
    const std::vector<Action> &legal() const { return m_legal; }

    // Feeding. A new view and what led to it: any question before it is answered or gone.
    void update(const View &view, std::span<const Event> events)
    {
        m_first = !m_hasView;
        m_before = m_hasView ? m_view : view;
        m_view = view;
        m_hasView = true;
        m_news.assign(events.begin(), events.end());
        closeQuestion();
        emit updated();
    }
    // The seat must decide among `legal`.
    void ask(std::span<const Action> legal)
    {
        m_legal.assign(legal.begin(), legal.end());
        m_asked = true;
        emit asked();
    }
    // The question is answered (or taken back): none is open until the next ask().
    void closeQuestion()
    {
        m_asked = false;
        m_legal.clear();
    }
    // A new game at the same seat (a rejoin): nothing is known until its first view.
    void forget()
    {
        m_view = m_before = View{};
        m_hasView = false;
        m_news.clear();
        closeQuestion();
    }

private:
    int m_seat;
    View m_view{};
    View m_before{};
    bool m_hasView = false;
    bool m_first = false;
    std::vector<Event> m_news;
    std::vector<Action> m_legal;
    bool m_asked = false;
};

// One typed client per game.
using SettlersSeatClient = SeatClient<SettlersGame>;
using ConquestSeatClient = SeatClient<ConquestGame>;

} // namespace canaan::play
