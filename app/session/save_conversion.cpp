#include "app/session/save_conversion.h"

namespace canaan::session {

settlerstable::GameSetup setupOf(const SavedGame &saved)
{
    settlerstable::GameSetup setup;
    setup.map = saved.map;
    // The match plays by the map's ruleset and options: the saved ones win.
    setup.map.ruleset = saved.ruleset;
    setup.map.options = saved.options;
    setup.seed = saved.seed;
    setup.turnLimit = saved.turnLimit;
    setup.clockSeconds = saved.clockSeconds;
    setup.seats = settlerstable::seatPlansOf(saved.seats);
    setup.history = saved.log;
    return setup;
}

settlerstable::GameSetup rematchOf(const settlerstable::GameSetup &setup, std::uint64_t seed)
{
    settlerstable::GameSetup rematch = setup;
    rematch.history.clear();
    rematch.seed = seed;
    return rematch;
}

} // namespace canaan::session
