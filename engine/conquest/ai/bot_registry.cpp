// The computer players by id: "random", "normal", "hard".
#include "engine/conquest/ai/bot.h"
#include "engine/conquest/ai/hard_bot.h"
#include "engine/conquest/ai/random_bot.h"

namespace canaan::conquest {

bool isBotId(std::string_view id) { return id == "random" || id == "normal" || id == "hard"; }

std::unique_ptr<Bot> makeBot(std::string_view id, std::uint64_t seed)
{
    if (id == "random")
        return std::make_unique<ai::RandomBot>(seed);
    if (id == "normal")
        return std::make_unique<ai::NormalBot>();
    if (id == "hard")
        return std::make_unique<ai::HardBot>(seed);
    return nullptr;
}

} // namespace canaan::conquest
