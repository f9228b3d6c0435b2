#include "engine/settlers/rules/scenario.h"

#include "engine/settlers/rules/internal.h"

namespace canaan::settlers::scenario {

void startPlay(const Rules &rules, GameState &s, int current, bool rolled)
{
    s.stage = Stage::Play;
    s.current = static_cast<std::uint8_t>(current);
    s.firstPlayer = s.current;
    s.firstRollMask = 0;
    s.setupStep = static_cast<std::uint8_t>(rules.setupLength(s.numPlayers));
    s.startingStep = s.numPlayers;
    s.turn = 1;
    s.rolled = rolled;
    detail::settle(rules, s, nullptr);
}

void putSettlement(const Rules &rules, GameState &s, int player, int vertex)
{
    detail::putSettlement(rules, s, player, vertex, nullptr);
}

void putCity(const Rules &rules, GameState &s, int player, int vertex)
{
    if (!s.settlements[player].test(vertex))
        detail::putSettlement(rules, s, player, vertex, nullptr);
    detail::putCity(rules, s, player, vertex, nullptr);
}

void putRoad(const Rules &rules, GameState &s, int player, int edge) { detail::putRoad(rules, s, player, edge, nullptr); }

void setHand(GameState &s, int player, std::array<int, kResourceCount> cards)
{
    for (int r = 0; r < kResourceCount; ++r) {
        const int delta = cards[static_cast<std::size_t>(r)] - s.hand[player][r];
        s.bank[r] = static_cast<std::uint8_t>(s.bank[r] - delta);
        s.hand[player][r] = static_cast<std::uint8_t>(cards[static_cast<std::size_t>(r)]);
    }
}

void giveCard(GameState &s, int player, DevCard card, bool isNew)
{
    const int c = static_cast<int>(card);
    --s.deck[c];
    ++s.devHand[player][c];
    if (isNew)
        ++s.devNew[c];
}

void addStones(const Rules &rules, GameState &s, int player, int n)
{
    if (player == kNoId) {
        s.blackStones = static_cast<std::uint8_t>(s.blackStones + n);
        return;
    }
    s.stones[player] = static_cast<std::uint8_t>(s.stones[player] + n);
    s.stonesLeft[player] = static_cast<std::uint8_t>(s.stonesLeft[player] - n);
    detail::refreshBlessing(rules, s, nullptr);
    s.blessingChoice = false; // a position set up this way has no blessing resource chosen
}

void refresh(const Rules &rules, GameState &s)
{
    refreshPieceSets(rules, s);
    detail::refreshLongestRoads(rules, s, (1u << s.numPlayers) - 1, nullptr);
    detail::refreshPriests(rules, s, nullptr);
    detail::refreshBlessing(rules, s, nullptr);
    detail::settle(rules, s, nullptr);
}

void settle(const Rules &rules, GameState &s) { detail::settle(rules, s, nullptr); }

} // namespace canaan::scenario
