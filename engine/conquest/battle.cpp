// Deciding a battle (C15, C16) and its casualties (C17).
#include "engine/conquest/battle_arithmetic.h"
#include "engine/conquest/internal.h"

#include <algorithm>

namespace canaan::conquest {

int sideArmies(const State &s, int side)
{
    int n = s.armies[s.sidePlayer(side)];
    for (int p = 0; p < s.numPlayers; ++p)
        if (s.lentSide[static_cast<std::size_t>(p)] == side)
            n += s.lentArmies[static_cast<std::size_t>(p)];
    return n;
}

std::array<int, kCategoryCount> sideForce(const State &s, int side)
{
    const auto i = static_cast<std::size_t>(side);
    return sideForceOf(s.battle[i], s.altMode, detail::defenseRevealed(s), sideArmies(s, side), s.philistineDie[i]); // C15, C16
}

} // namespace canaan::conquest

namespace canaan::conquest::detail {

void decideBattle(State &s)
{
    if (s.sub == 0) {
        if (defenseRevealed(s)) // C15: terrain cards of either side go to the discard pile
            for (CardSet &side : s.battle) {
                const CardSet terrain = side & terrainCards();
                side = side.without(terrain);
                s.discard |= terrain;
                // A lent one is discarded like any other card and no longer the lender's (C12).
                terrain.forEach([&](int c) { s.lender[static_cast<std::size_t>(c)] = kNone; });
                s.lent = s.lent.without(terrain);
            }
        const auto won = categoriesWonBy(sideForce(s, kAttacker), sideForce(s, kDefender));
        s.categoriesWon[0] = static_cast<std::uint8_t>(won[0]);
        s.categoriesWon[1] = static_cast<std::uint8_t>(won[1]);
        s.sub = 1;
        s.tieDie = {};
        if (const int winner = winnerByCategories(won); winner != kNone) {
            s.winnerSide = static_cast<std::uint8_t>(winner);
            s.step = Step::Casualties;
            s.sub = 0;
            return;
        }
    }
    // C16: equal counts, both roll; ties roll again.
    if (s.tieDie[0] == 0) {
        pendDie(s, DieFor::TieAttacker, s.attacker);
        return;
    }
    if (s.tieDie[1] == 0) {
        pendDie(s, DieFor::TieDefender, s.defender);
        return;
    }
    if (s.tieDie[0] == s.tieDie[1]) {
        s.tieDie = {};
        pendDie(s, DieFor::TieAttacker, s.attacker);
        return;
    }
    s.winnerSide = s.tieDie[0] > s.tieDie[1] ? kAttacker : kDefender;
    s.step = Step::Casualties;
    s.sub = 0;
}

namespace {

// C17: a side's loss shared by its armies' owners (battle_arithmetic.h): the side's own nation
// first, then its allies in seat order from the active player.
void shareSideLoss(State &s, int side, int loss)
{
    std::array<int, kMaxPlayers> owner{}, armies{}, shares{};
    const int own = s.sidePlayer(side);
    owner[0] = own;
    armies[0] = s.armies[static_cast<std::size_t>(own)];
    int n = 1;
    for (int i = 0, p = s.active; i < s.numPlayers; ++i, p = nextSeat(s, p))
        if (s.lentSide[static_cast<std::size_t>(p)] == side) {
            owner[static_cast<std::size_t>(n)] = p;
            armies[static_cast<std::size_t>(n++)] = s.lentArmies[static_cast<std::size_t>(p)];
        }
    const auto count = static_cast<std::size_t>(n);
    shareLoss(std::span<const int>(armies.data(), count), loss, std::span<int>(shares.data(), count));
    for (std::size_t i = 0; i < count; ++i) {
        const auto p = static_cast<std::size_t>(owner[i]);
        if (owner[i] == own)
            s.armies[p] = static_cast<std::uint16_t>(s.armies[p] - shares[i]);
        else
            s.lentArmies[p] = static_cast<std::uint8_t>(s.lentArmies[p] - shares[i]);
    }
}

} // namespace

void resolveCasualties(State &s, int die)
{
    const int w = s.winnerSide;
    const int l = 1 - w;
    const CasualtyFigures k = casualtyFigures(w, {sideArmies(s, kAttacker), sideArmies(s, kDefender)}, die, s.retreat, s.pursuit);
    shareSideLoss(s, w, k.loss[static_cast<std::size_t>(w)]);
    shareSideLoss(s, l, k.loss[static_cast<std::size_t>(l)]);
    // Lent armies that survived wait for the end of the turn (C19).
    for (int p = 0; p < s.numPlayers; ++p) {
        const auto i = static_cast<std::size_t>(p);
        s.armiesAway[i] = static_cast<std::uint16_t>(s.armiesAway[i] + s.lentArmies[i]);
        s.lentArmies[i] = 0;
        s.lentSide[i] = kNone;
    }
    const auto loser = static_cast<std::size_t>(s.sidePlayer(l));
    if (s.cities[loser] > 0) {
        --s.cities[loser];
        ++s.cities[static_cast<std::size_t>(s.sidePlayer(w))];
    }
    s.table |= s.battle[0] | s.battle[1];
    s.battle = {};
    returnLentCards(s);
    s.altMode.clear();
    s.philistineDie = {};
    s.tieDie = {};
    s.retreat = s.pursuit = 0;
    ++s.battles;
    s.step = Step::AfterBattle;
    s.sub = 0;
}

} // namespace canaan::conquest::detail
