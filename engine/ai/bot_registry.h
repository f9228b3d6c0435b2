// The bots a game can seat, by the ids saves and the command line use.
#pragma once

#include "ai/bot.h"

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

namespace canaan {

// "random", "easy", "normal", "hard" (in order of strength).
const std::vector<std::string_view> &botIds();
// A new bot, or nullptr for an unknown id. The same id and seed always give the same play.
std::unique_ptr<Bot> makeBot(std::string_view id, std::uint64_t seed);

} // namespace canaan
