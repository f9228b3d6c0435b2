// The nations and their abilities (C01, C02).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace canaan::conquest {

enum class Nation : std::uint8_t {
    Canaanites,  // half the city tokens first (C03)
    Hebrews,     // hand size 8
    Egyptians,   // 20 armies at the start
    Hittites,    // one more Conquest phase every turn (C18)
    Philistines, // +1D6 Numbers force in their battles
    Assyrians,   // +1 muster; no Defense against them, no Siege for them
    Moabites,    // the five Minor Kingdoms: no ability
    Edomites,
    Ammonites,
    Phoenicians,
    Arameans,
};
inline constexpr int kNationCount = 11;

constexpr int handSizeOf(Nation n) { return n == Nation::Hebrews ? 8 : 7; }
constexpr int startingArmiesOf(Nation n) { return n == Nation::Egyptians ? 20 : 10; }
constexpr int musterBonusOf(Nation n) { return n == Nation::Assyrians ? 1 : 0; }

std::string_view nationId(Nation n); // "hittites", "minor" kingdoms by their own names
std::optional<Nation> parseNation(std::string_view id);

} // namespace canaan::conquest
