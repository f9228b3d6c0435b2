#include "engine/settlers/ai/bot_registry.h"

#include "engine/settlers/ai/heuristic_bot.h"
#include "engine/settlers/ai/random_bot.h"
#include "engine/settlers/ai/search_bot.h"

namespace canaan::settlers {

const std::vector<std::string_view> &botIds()
{
    static const std::vector<std::string_view> ids{"random", "easy", "normal", "hard"};
    return ids;
}

const std::vector<std::string_view> &measuringBotIds()
{
    static const std::vector<std::string_view> ids{"hard42", "hard39", "normal+"};
    return ids;
}

std::unique_ptr<Bot> makeBot(std::string_view id, std::uint64_t seed)
{
    if (id == "random")
        return std::make_unique<RandomBot>(seed);
    if (id == "easy")
        return std::make_unique<HeuristicBot>(BotLevel::Easy, seed);
    if (id == "normal")
        return std::make_unique<HeuristicBot>(BotLevel::Normal, seed);
    if (id == "hard")
        return std::make_unique<SearchBot>(seed);
    if (id == "hard42") {
        BotWeights own = tunedWeightsBefore39();
        own.everyoneAPerson = true;
        return std::make_unique<SearchBot>(seed, narrowSearch(), own);
    }
    if (id == "hard39") {
        return std::make_unique<SearchBot>(seed, narrowSearch(), tunedWeightsBefore39());
    }
    if (id == "normal+") // hard's heuristic alone, without its search: to measure what the search adds
        return std::make_unique<HeuristicBot>(BotLevel::Normal, seed, tunedWeights());
    return nullptr;
}

} // namespace canaan
