// The computer players canaan-cli can seat, by the ids saves use (see engine/settlers/ai/bot_registry.h).
#pragma once

#include "engine/settlers/ai/bot.h"

#include <QString>
#include <QStringList>
#include <cstdint>
#include <memory>

namespace canaan::cli {

// Ids that can be seated now, for messages.
QStringList availableBotIds();
// A new bot for seat `seat` of a game seeded with `seed`, or nullptr for an id not available.
// The seeding matches playRandomGame(), so a game of random bots is the same game either way.
std::unique_ptr<settlers::Bot> makeBot(const QString &id, std::uint64_t seed, int seat);

} // namespace canaan::cli
