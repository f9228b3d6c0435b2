#include "app/settlers_table/game_setup.h"

#include "engine/io/save_file.h"

namespace canaan::settlerstable {

play::SettlersSetup boardSetupOf(const GameSetup &setup)
{
    play::SettlersSetup board;
    board.map = setup.map;
    for (const SeatPlan &seat : setup.seats)
        board.seats.push_back({seat.name.left(kMaxSeatNameLength).toStdString(),
                               seat.isHuman() ? std::string("human") : seat.botId.toStdString(),
                               seat.color.name(QColor::HexRgb).toStdString()});
    board.seed = setup.seed;
    board.turnLimit = setup.turnLimit;
    board.clockSeconds = setup.clockSeconds;
    board.history = setup.history;
    return board;
}

} // namespace canaan::settlerstable
