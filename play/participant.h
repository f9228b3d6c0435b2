// Who plays a seat of a match: a person at this screen, a computer player, a replay, or a remote
// player over the network (net/remote_participant.h). The host (match_host.h) talks to a participant only through this
// interface and only in the seat's own terms: its view of the state, the events that seat may see,
// and the legal actions when it must decide. A participant answers whenever it is ready, from the
// GUI thread, with host.submit(seat, action); the host checks the seat and the legality.
#pragma once

#include <span>

namespace canaan::play {

template <class Game>
class MatchHost;

template <class Game>
class Participant {
public:
    using Action = typename Game::Action;
    using Event = typename Game::Event;
    using View = typename Game::View;

    virtual ~Participant() = default;

    // The participant now plays `seat` of `host` (once per seat; one participant may hold several,
    // e.g. the people of a hot-seat game). `view` is that seat's view now.
    virtual void seated(MatchHost<Game> &host, int seat, const View &view)
    {
        (void)host, (void)seat, (void)view;
    }
    // It no longer plays `seat` (swapped out, or the match closes): drop any pending answer for it.
    virtual void unseated(int seat) { (void)seat; }
    // Something happened: the events as `seat` may see them, and the seat's view afterwards (the
    // host's news for that seat, seat_news.h, made once per action and shared by its readers).
    virtual void update(int seat, const View &view, std::span<const Event> events)
    {
        (void)seat, (void)view, (void)events;
    }
    // `seat` must decide now among `legal` (for games with offers too many to list, e.g. domestic
    // trades, the list leaves them out and submit() judges them). Answer later with host.submit().
    virtual void decide(int seat, const View &view, std::span<const Action> legal) = 0;
    // True for participants that act on their own (computer players, replays): the host waits its
    // step delay before asking them, so people can follow the game.
    virtual bool isPaced() const { return false; }
};

} // namespace canaan::play
