// A computer player that joins a match already under way (a resumed save, or a seat taken over)
// remembers the public events a player in its seat would have seen: the match's log is played
// again from a new game and each action is shown to the bot through its seat's views and the
// events that seat may see, as if it had watched from the start (engine/ai/hand_tracker.h).
#pragma once

#include <vector>

namespace canaan::play {

template <class Game>
void showHistoryToBot(typename Game::Bot &bot, const typename Game::Context &context, int seats, int seat,
                      const std::vector<typename Game::Action> &log)
{
    if (!Game::botObserves(bot) || log.empty())
        return;
    typename Game::State state = Game::newGame(context, seats);
    std::vector<typename Game::Event> events, seen;
    for (const typename Game::Action &action : log) {
        const typename Game::View before = Game::viewOf(context, state, seat);
        events.clear();
        Game::apply(context, state, action, events);
        seen.clear();
        for (const typename Game::Event &e : events)
            if (auto visible = Game::eventSeenBy(e, seat))
                seen.push_back(*visible);
        Game::botObserve(bot, before, Game::viewOf(context, state, seat), seen);
    }
}

} // namespace canaan::play
