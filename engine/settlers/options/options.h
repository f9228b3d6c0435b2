// The rules' options (docs/rules.md marks them *option*). A map carries them; the new-game
// dialog may change them. Defaults depend on the ruleset.
#pragma once

#include "engine/settlers/options/cards.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace canaan::settlers {

enum class Ruleset : std::uint8_t { Canaan, Classic };
std::string_view rulesetId(Ruleset r);
std::optional<Ruleset> parseRuleset(std::string_view id);

// R24: what happens when Jerusalem is complete and the lead is still tied after stones.
enum class JerusalemTie : std::uint8_t { Continue, Shared };
std::string_view jerusalemTieId(JerusalemTie t);
std::optional<JerusalemTie> parseJerusalemTie(std::string_view id);

struct GameOptions {
    int vpToWin = 12;              // R23
    int stonesToComplete = 28;     // R15
    int bankPerResource = 23;      // R06
    DeckCounts deck{};             // R20, R22
    bool freeTradeBuild = false;   // R09
    JerusalemTie jerusalemTie = JerusalemTie::Continue; // R24
    // R02: explicit order of starting placements as positions in play order (0 = the first player,
    // 1 = the next clockwise, ...); empty means the rulebook's order.
    std::vector<int> setupOrder;

    static GameOptions defaultsFor(Ruleset r);
    friend bool operator==(const GameOptions &, const GameOptions &) = default;
};

} // namespace canaan
