// A game's log as one seat was told it, action by action: the seat's view before each action and
// the events of it that seat was told (Game::eventSeenBy), as the host's news tells them live. A
// window tells a resumed game's story with it (the card table's log and battles) without reading
// the log or the states itself.
#pragma once

#include <span>
#include <vector>

namespace canaan::play {

// told(before, event) for each event `seat` (-1: a spectator) was told, in order; it stops at the
// first action of `log` that is not legal.
template <class Game, class Told>
void tellHistory(const typename Game::Context &context, int seats, std::span<const typename Game::Action> log, int seat,
                 Told told)
{
    typename Game::State state = Game::newGame(context, seats);
    std::vector<typename Game::Event> events;
    for (const typename Game::Action &action : log) {
        if (!Game::illegalReason(context, state, action).isEmpty())
            return;
        const typename Game::View before = Game::viewOf(context, state, seat);
        events.clear();
        Game::apply(context, state, action, events);
        for (const typename Game::Event &e : events)
            if (const auto seen = Game::eventSeenBy(state, e, seat))
                told(before, *seen);
    }
}

} // namespace canaan::play
