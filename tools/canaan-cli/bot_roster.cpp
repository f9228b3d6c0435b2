#include "bot_roster.h"

#include "ai/random_bot.h"
#include "ai/rng.h"

namespace canaan::cli {

QStringList availableBotIds() { return {QStringLiteral("random")}; }

std::unique_ptr<Bot> makeBot(const QString &id, std::uint64_t seed, int seat)
{
    if (id == QLatin1String("random"))
        return std::make_unique<RandomBot>(mixSeed(seed * 8 + static_cast<std::uint64_t>(seat) + 1));
    return nullptr;
}

} // namespace canaan::cli
