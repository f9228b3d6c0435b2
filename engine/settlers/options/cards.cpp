#include "engine/settlers/options/cards.h"

namespace canaan::settlers {

namespace {
constexpr std::array<std::string_view, kDevCardCount> kIds{
    "priest", "deborahsSong", "plentifulLands", "newTradeRoute", "korahsRebellion", "caravan",
    "improvements", "bountifulHarvest", "gibeoniteTrickery", "prophet", "calebsBlessing", "victoryPoint"};
} // namespace

std::string_view devCardId(DevCard c) { return kIds[static_cast<int>(c)]; }

std::optional<DevCard> parseDevCard(std::string_view id)
{
    for (int i = 0; i < kDevCardCount; ++i)
        if (kIds[i] == id)
            return static_cast<DevCard>(i);
    return std::nullopt;
}

} // namespace canaan
