// What one seat learns from one action: its view afterwards and the action's events as that seat
// may see them (Game::eventSeenBy). The match host (match_host.h) makes it once per action and seat,
// and every reader of that seat shares it: its participant, a server's wire, a window's table.
#pragma once

#include <vector>

namespace canaan::play {

template <class Game>
struct SeatNews {
    typename Game::View view{};
    std::vector<typename Game::Event> events;
};

} // namespace canaan::play
