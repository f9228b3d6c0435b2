#include "net/table_games.h"

#include "net/settlers_table_game.h"
#include "net/conquest_table_game.h"
#include "net/table_game_kinds.h"

#include <array>

namespace canaan::net {

namespace {

// How each game of table_game_kinds.h is played: a game added there gets its line here.
struct PlayedGame {
    const TableGameKind *kind;
    std::unique_ptr<TableGame> (*make)(const Table &table, TableGame::Hooks hooks, QString *problem);
    std::optional<Refusal> (*checkSetup)(const TableSetup &setup);
};

std::optional<Refusal> checkSettlersSetupOnly(const TableSetup &setup)
{
    return checkSettlersSetup(setup);
}

const std::array<PlayedGame, 2> kPlayedGames{{
    {&kSettlersTables, makeSettlersGame, checkSettlersSetupOnly},
    {&kConquestTables, makeConquestGame, checkConquestSetup},
}};

const PlayedGame *playedGame(const QString &id)
{
    const TableGameKind *kind = tableGameKind(id);
    for (const PlayedGame &game : kPlayedGames)
        if (game.kind == kind)
            return &game;
    return nullptr;
}

} // namespace

TableGameFactory playedGames()
{
    return [](const Table &table, TableGame::Hooks hooks, QString *problem) -> std::unique_ptr<TableGame> {
        if (const PlayedGame *game = playedGame(table.setup.game))
            return game->make(table, std::move(hooks), problem);
        *problem = QStringLiteral("the game \"%1\" is not played on this server yet").arg(table.setup.game);
        return nullptr;
    };
}

SetupCheck setupCheck()
{
    return [](const TableSetup &setup) -> std::optional<Refusal> {
        if (const PlayedGame *game = playedGame(setup.game))
            return game->checkSetup(setup);
        return Refusal{QStringLiteral("gameNotOffered"), setup.game};
    };
}

bool playsEveryGame()
{
    for (const TableGameKind *kind : tableGameKinds())
        if (!playedGame(QString::fromLatin1(kind->id)))
            return false;
    return true;
}

} // namespace canaan::net
