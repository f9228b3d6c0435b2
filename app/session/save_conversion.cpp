#include "save_conversion.h"

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
    for (std::size_t i = 0; i < saved.seats.size(); ++i) {
        const canaan::Seat &s = saved.seats[i];
        game::SeatPlan seat;
        seat.name = QString::fromStdString(s.name);
        if (seat.name.isEmpty())
            seat.name = game::defaultSeatName(static_cast<int>(i));
        seat.color = QColor::fromString(QString::fromStdString(s.colour));
        if (!seat.color.isValid())
            seat.color = game::defaultSeatColor(static_cast<int>(i));
        seat.botId = s.kind == "human" ? QString() : QString::fromStdString(s.kind);
        setup.seats.append(seat);
    }
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
