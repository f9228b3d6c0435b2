#include "tools/canaan-cli/bot_roster.h"

#include "engine/settlers/ai/bot_registry.h"
#include "engine/random/rng.h"

namespace canaan::cli {

QStringList availableBotIds()
{
    QStringList ids;
    for (std::string_view id : settlers::botIds())
        ids << QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size()));
    return ids;
}

std::unique_ptr<settlers::Bot> makeBot(const QString &id, std::uint64_t seed, int seat)
{
    // Seeded as playRandomGame() seeds its bots, so a game of random bots is the same game either way.
    return canaan::settlers::makeBot(id.toStdString(), mixSeed(seed * 8 + static_cast<std::uint64_t>(seat) + 1));
}

} // namespace canaan::cli
