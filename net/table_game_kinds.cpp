#include "net/table_game_kinds.h"

#include "engine/settlers/ai/bot_registry.h"
#include "engine/conquest/ai/bot.h"
#include "engine/io/map_file.h"

#include <QJsonDocument>
#include <algorithm>

namespace canaan::net {

namespace {

bool isSettlersBot(const QString &kind)
{
    const std::string id = kind.toStdString();
    const auto &ids = settlers::botIds();
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

bool isConquestBot(const QString &kind)
{
    return conquest::isBotId(kind.toStdString());
}

// The map a settlers table plays: a built-in one by name, or the user's, checked by the same
// reader and validator as a file. Returns the refusal when the user's map is refused.
std::optional<Refusal> checkSettlersMapData(const QJsonObject &mapData, int seats)
{
    const MapLoadResult loaded = parseMap(QJsonDocument(mapData).toJson(QJsonDocument::Compact), QStringLiteral("mapData"));
    if (!loaded.ok()) {
        return Refusal::of("badMap", QJsonObject{{QStringLiteral("place"), loaded.error.place},
                                         {QStringLiteral("problem"), loaded.error.message}});
    }
    if (seats < loaded.map->minPlayers || seats > loaded.map->maxPlayers)
        return Refusal::of("badField", QJsonObject{{QStringLiteral("field"), QStringLiteral("seats")},
                                           {QStringLiteral("problem"), QStringLiteral("range")}});
    return std::nullopt;
}

} // namespace

const TableGameKind kSettlersTables{"settlers", true, isSettlersBot, checkSettlersMapData};
const TableGameKind kConquestTables{"conquest", false, isConquestBot, nullptr};

const std::vector<const TableGameKind *> &tableGameKinds()
{
    static const std::vector<const TableGameKind *> kinds{&kSettlersTables, &kConquestTables};
    return kinds;
}

const TableGameKind *tableGameKind(const QString &id)
{
    for (const TableGameKind *kind : tableGameKinds())
        if (id == QLatin1String(kind->id))
            return kind;
    return nullptr;
}

} // namespace canaan::net
