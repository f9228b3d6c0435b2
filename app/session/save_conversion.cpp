#include "app/session/save_conversion.h"

namespace canaan::session {

game::GameSetup setupOf(const SavedGame &saved)
{
    game::GameSetup setup;
    setup.map = saved.map;
    // The match plays by the map's ruleset and options: the saved ones win.
    setup.map.ruleset = saved.ruleset;
    setup.map.options = saved.options;
    setup.seed = saved.seed;
    setup.turnLimit = saved.turnLimit;
    setup.clockSeconds = saved.clockSeconds;
    setup.seats = game::seatPlansOf(saved.seats);
    setup.history = saved.log;
    return setup;
}

game::GameSetup rematchOf(const game::GameSetup &setup, std::uint64_t seed)
{
    game::GameSetup rematch = setup;
    rematch.history.clear();
    rematch.seed = seed;
    return rematch;
}

} // namespace canaan::session
