// Development cards. The classic ruleset reuses the kinds whose effects match:
// Priest = Knight, NewTradeRoute = Road Building, PlentifulLands = Year of Plenty,
// KorahsRebellion = Monopoly. The UI names them per ruleset.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace canaan::settlers {

enum class DevCard : std::uint8_t {
    Priest,
    DeborahsSong,
    PlentifulLands,
    NewTradeRoute,
    KorahsRebellion,
    Caravan,
    Improvements,
    BountifulHarvest,
    GibeoniteTrickery,
    Prophet,
    CalebsBlessing,
    VictoryPoint,
};
inline constexpr int kDevCardCount = 12;

using DeckCounts = std::array<int, kDevCardCount>;

std::string_view devCardId(DevCard c);
std::optional<DevCard> parseDevCard(std::string_view id);

} // namespace canaan
