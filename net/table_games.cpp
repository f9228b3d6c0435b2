#include "table_games.h"

#include "board_table_game.h"
#include "conquest_table_game.h"

namespace canaan::net {

TableGameFactory playedGames()
{
    return [](const Table &table, TableGame::Hooks hooks, QString *problem) -> std::unique_ptr<TableGame> {
        if (table.setup.game == QLatin1String("settlers"))
            return makeBoardGame(table, std::move(hooks), problem);
        if (table.setup.game == QLatin1String("conquest"))
            return makeConquestGame(table, std::move(hooks), problem);
        *problem = QStringLiteral("the game \"%1\" is not played on this server yet").arg(table.setup.game);
        return nullptr;
    };
}

SetupCheck setupCheck()
{
    return [](const TableSetup &setup) -> std::optional<Refusal> {
        if (setup.game == QLatin1String("settlers"))
            return checkBoardSetup(setup);
        if (setup.game == QLatin1String("conquest"))
            return checkConquestSetup(setup);
        return Refusal{QStringLiteral("gameNotOffered"), setup.game};
    };
}

} // namespace canaan::net
