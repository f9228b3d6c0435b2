#include "bot_factory.h"

#include "ai/bot_registry.h"
#include "ai/random_bot.h"

namespace canaan::game {

std::unique_ptr<Bot> makeBot(const QString &botId, std::uint64_t seed)
{
    if (auto bot = canaan::makeBot(botId.toStdString(), seed))
        return bot;
    qWarning("canaan: unknown computer player \"%s\"; the random one plays instead", qPrintable(botId));
    return std::make_unique<RandomBot>(seed);
}

} // namespace canaan::game
