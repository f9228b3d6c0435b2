// The bots a game can seat, by the ids saves and the command line use.
#pragma once

#include "engine/settlers/ai/bot.h"

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

namespace canaan::settlers {

// "random", "easy", "normal", "hard" (in order of strength).
const std::vector<std::string_view> &botIds();
// Levels kept only to measure against (simulate takes them, no menu offers them): "hard42", the
// hard bot as it was between issues 42 and 39 (every offerer treated as a person); "hard39", the hard
// bot before issue 39's search of discards, answers and offers (narrowSearch()); "normal+", the
// heuristic hard searches with (tunedWeights()), alone.
const std::vector<std::string_view> &measuringBotIds();
// A new bot (of botIds() or measuringBotIds()), or nullptr for an unknown id. The same id and seed always give the same play.
std::unique_ptr<Bot> makeBot(std::string_view id, std::uint64_t seed);

} // namespace canaan
