#include "engine/settlers/options/options.h"

namespace canaan::settlers {

std::string_view rulesetId(Ruleset r) { return r == Ruleset::Classic ? "classic" : "canaan"; }

std::optional<Ruleset> parseRuleset(std::string_view id)
{
    if (id == "canaan")
        return Ruleset::Canaan;
    if (id == "classic")
        return Ruleset::Classic;
    return std::nullopt;
}

std::string_view jerusalemTieId(JerusalemTie t) { return t == JerusalemTie::Shared ? "shared" : "continue"; }

std::optional<JerusalemTie> parseJerusalemTie(std::string_view id)
{
    if (id == "continue")
        return JerusalemTie::Continue;
    if (id == "shared")
        return JerusalemTie::Shared;
    return std::nullopt;
}

GameOptions GameOptions::defaultsFor(Ruleset r)
{
    GameOptions o;
    auto set = [&o](DevCard c, int n) { o.deck[static_cast<int>(c)] = n; };
    if (r == Ruleset::Classic) {
        o.vpToWin = 10;
        o.stonesToComplete = 0;
        o.bankPerResource = 19;
        set(DevCard::Priest, 14);        // knights
        set(DevCard::NewTradeRoute, 2);  // road building
        set(DevCard::PlentifulLands, 2); // year of plenty
        set(DevCard::KorahsRebellion, 2); // monopoly
        set(DevCard::VictoryPoint, 5);
        return o;
    }
    set(DevCard::Priest, 20);
    set(DevCard::DeborahsSong, 1);
    set(DevCard::PlentifulLands, 1);
    set(DevCard::NewTradeRoute, 2);
    set(DevCard::KorahsRebellion, 1);
    set(DevCard::Caravan, 1);
    set(DevCard::Improvements, 1);
    set(DevCard::BountifulHarvest, 1);
    set(DevCard::GibeoniteTrickery, 1);
    set(DevCard::Prophet, 1);
    set(DevCard::CalebsBlessing, 1);
    set(DevCard::VictoryPoint, 4);
    return o;
}

} // namespace canaan
