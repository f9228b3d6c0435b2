// Makes the computer player for a seat's bot id (engine/ai/bot_registry.h); an unknown id plays as
// the random bot, so an old or hand-edited setting never leaves a seat without a player.
#pragma once

#include "ai/bot.h"

#include <QString>
#include <cstdint>
#include <memory>

namespace canaan::game {

std::unique_ptr<Bot> makeBot(const QString &botId, std::uint64_t seed);

} // namespace canaan::game
