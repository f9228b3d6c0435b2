#include "app/online/lobby_words.h"

#include "app/session/game_module.h"
#include "net/table_game_kinds.h"

namespace canaan::online {

QString LobbyWords::seatKind(const QString &kind)
{
    if (kind == QLatin1String("person"))
        return tr("a person");
    if (kind == QLatin1String("random"))
        return tr("computer (random)");
    if (kind == QLatin1String("easy"))
        return tr("computer (easy)");
    if (kind == QLatin1String("normal"))
        return tr("computer (normal)");
    if (kind == QLatin1String("hard"))
        return tr("computer (hard)");
    return kind;
}

QString LobbyWords::map(const LobbyTable &table)
{
    // A game played without a map (Conquest) shows its own name there.
    if (const net::TableGameKind *kind = net::tableGameKind(table.game); kind && !kind->needsMap) {
        if (const session::GameModule *module = session::GameModules::forNetworkGame(table.game))
            return module->name();
    }
    if (table.map == QLatin1String("canaan"))
        return tr("Canaan");
    if (table.map == QLatin1String("classic"))
        return tr("Classic");
    return tr("the host's own map");
}

QString LobbyWords::status(const LobbyTable &table)
{
    switch (table.status) {
    case net::TableStatus::Lobby:
        return table.firstFreePersonSeat() < 0 ? tr("full, waiting for the host to start") : tr("waiting for players");
    case net::TableStatus::Playing:
        return tr("playing");
    case net::TableStatus::Over:
        return tr("over");
    }
    return {};
}

} // namespace canaan::online
