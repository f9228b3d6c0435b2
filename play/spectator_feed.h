// A spectator's seat client fed by a host held in this program: the host's news for a spectator
// (MatchHost::news(kSpectator)) from now on, after every action, as a watching connection is sent
// it. A window that watches a game of computer players reads this stream, never the host's state.
#pragma once

#include "play/match_host.h"
#include "play/seat_client.h"

#include <span>

namespace canaan::play {

// `client` (a spectator's, seat -1) is told the view now and then each action's news; the connection
// ends with either object.
template <class Game>
void feedAsSpectator(const MatchHost<Game> &host, SeatClient<Game> &client)
{
    using Event = typename Game::Event;
    client.update(host.news(MatchHost<Game>::kSpectator).view, std::span<const Event>());
    QObject::connect(&host, &MatchHostBase::actionApplied, &client, [&host, &client] {
        const SeatNews<Game> &news = host.news(MatchHost<Game>::kSpectator);
        client.update(news.view, news.events);
    });
}

} // namespace canaan::play
