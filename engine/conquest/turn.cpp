// A new game (C01-C04, C07, C08), the end of a turn (C19) and of the game (C09).
#include "engine/conquest/internal.h"

#include <algorithm>

namespace canaan::conquest {

std::string_view setupProblem(const Options &o, std::span<const Nation> nations)
{
    if (nations.size() < kMinPlayers || nations.size() > kMaxPlayers)
        return "Conquest needs 2 to 6 nations";
    for (std::size_t i = 0; i < nations.size(); ++i) {
        if (static_cast<int>(nations[i]) >= kNationCount)
            return "unknown nation";
        for (std::size_t j = 0; j < i; ++j)
            if (nations[i] == nations[j])
                return "each nation may play only once";
    }
    if (o.cities < kMinCities || o.cities > kMaxCities)
        return "city tokens must be 10 to 60";
    if (o.turns < kMinTurns || o.turns > kMaxTurns)
        return "turns must be 4 to 200";
    return {};
}

State newGame(const Options &o, std::span<const Nation> nations)
{
    State s;
    s.options = o;
    s.numPlayers = static_cast<std::uint8_t>(nations.size());
    int pool = o.cities;
    for (int p = 0; p < s.numPlayers; ++p) {
        const auto i = static_cast<std::size_t>(p);
        s.nations[i] = nations[i];
        s.armies[i] = static_cast<std::uint16_t>(startingArmiesOf(nations[i])); // C04
        if (nations[i] == Nation::Canaanites) { // C03: half the pool, rounded down, first
            s.cities[i] = static_cast<std::uint8_t>(pool / 2);
            pool -= pool / 2;
        }
    }
    const int each = pool / s.numPlayers;
    for (int p = 0; p < s.numPlayers; ++p)
        s.cities[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(s.cities[static_cast<std::size_t>(p)] + each);
    s.pool = static_cast<std::uint8_t>(pool - each * s.numPlayers);
    s.discard = allCards(); // face down, to be shuffled into the deck by the first draw (C06)
    s.lender.fill(kNone);
    s.lentSide.fill(kNone);
    s.totalTurns = static_cast<std::uint8_t>((o.turns + s.numPlayers - 1) / s.numPlayers * s.numPlayers); // C08
    s.step = Step::DealCards;
    detail::advance(s);
    return s;
}

int handSize(const State &s, int p) { return handSizeOf(s.nation(p)); }

int cardsTowardHandSize(const State &s, int p) { return s.handCount(p) - detail::lentTo(s, p).count(); }

} // namespace canaan::conquest

namespace canaan::conquest::detail {

namespace {

// C09: most cities, then most armies; still equal, a shared win.
std::uint8_t winnersAtEnd(const State &s)
{
    std::uint8_t mask = 0;
    int bestCities = -1, bestArmies = -1;
    for (int p = 0; p < s.numPlayers; ++p) {
        const int c = s.cities[static_cast<std::size_t>(p)];
        const int a = s.armies[static_cast<std::size_t>(p)];
        if (c > bestCities || (c == bestCities && a > bestArmies)) {
            bestCities = c;
            bestArmies = a;
            mask = 0;
        }
        if (c == bestCities && a == bestArmies)
            mask |= static_cast<std::uint8_t>(1u << p);
    }
    return mask;
}

} // namespace

void returnLentCards(State &s)
{
    // C12: a lent card serves one battle. One its side did not play goes back to the lender; one
    // played or struck out is an ordinary card from now on, whoever draws it after a reshuffle.
    s.lent.forEach([&](int c) {
        const std::uint8_t owner = s.lender[static_cast<std::size_t>(c)];
        for (CardSet &h : s.hands)
            if (h.has(c)) {
                h.remove(c);
                s.hands[owner].add(c);
            }
        s.lender[static_cast<std::size_t>(c)] = kNone;
    });
    s.lent.clear();
}

void endTurn(State &s)
{
    s.discard |= s.table; // C19
    s.table.clear();
    for (int p = 0; p < s.numPlayers; ++p) {
        const auto i = static_cast<std::size_t>(p);
        s.armies[i] = static_cast<std::uint16_t>(s.armies[i] + s.armiesAway[i]);
        s.armiesAway[i] = 0;
    }
    s.attacker = s.defender = kNone;
    ++s.turnsPlayed;
    if (s.turnsPlayed >= s.totalTurns) {
        s.winners = winnersAtEnd(s);
        s.step = Step::GameOver;
        return;
    }
    s.active = static_cast<std::uint8_t>(nextSeat(s, s.active));
    startTurn(s);
}

} // namespace canaan::conquest::detail
