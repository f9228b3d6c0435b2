// Deciding a battle (C15, C16) and its casualties (C17).
#include "conquest/internal.h"

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
    std::array<int, kCategoryCount> f{};
    const bool terrainOut = detail::defenseRevealed(s); // C15
    s.battle[static_cast<std::size_t>(side)].forEach([&](int c) {
        const CardInfo &k = card(c);
        if (terrainOut && k.terrain)
            return;
        if (s.altMode.has(c))
            f[static_cast<std::size_t>(k.orCategory)] += k.orForce;
        else
            f[static_cast<std::size_t>(ownCategory(k.kind))] += k.force;
        if (k.andCategory != Category::None)
            f[static_cast<std::size_t>(k.andCategory)] += k.andForce;
    });
    f[static_cast<std::size_t>(Category::Numbers)] += sideArmies(s, side) + s.philistineDie[static_cast<std::size_t>(side)];
    return f;
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
        const auto a = sideForce(s, kAttacker);
        const auto d = sideForce(s, kDefender);
        s.categoriesWon[0] = s.categoriesWon[1] = 0;
        for (int c = 0; c < kCategoryCount; ++c) {
            const auto i = static_cast<std::size_t>(c);
            s.categoriesWon[0] += a[i] > d[i];
            s.categoriesWon[1] += d[i] > a[i];
        }
        s.sub = 1;
        s.tieDie = {};
        if (s.categoriesWon[0] != s.categoriesWon[1]) {
            s.winnerSide = s.categoriesWon[0] > s.categoriesWon[1] ? kAttacker : kDefender;
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

// C17: a side's loss shared by its armies' owners in proportion, by largest remainders; equal
// remainders: the side's own nation first, then allies in seat order from the active player.
void shareLoss(State &s, int side, int loss, int total)
{
    struct Part { int player, armies, share, rest; };
    std::array<Part, kMaxPlayers> parts{};
    int n = 0;
    const int own = s.sidePlayer(side);
    parts[static_cast<std::size_t>(n++)] = {own, s.armies[static_cast<std::size_t>(own)], 0, 0};
    for (int i = 0, p = s.active; i < s.numPlayers; ++i, p = nextSeat(s, p))
        if (s.lentSide[static_cast<std::size_t>(p)] == side)
            parts[static_cast<std::size_t>(n++)] = {p, s.lentArmies[static_cast<std::size_t>(p)], 0, 0};
    int given = 0;
    for (int i = 0; i < n; ++i) {
        Part &x = parts[static_cast<std::size_t>(i)];
        x.share = total ? loss * x.armies / total : 0;
        x.rest = total ? loss * x.armies % total : 0;
        given += x.share;
    }
    // Insertion sort: stable, and unlike std::stable_sort it never allocates (at most 6 parts).
    for (int i = 1; i < n; ++i)
        for (int j = i; j > 0 && parts[static_cast<std::size_t>(j)].rest > parts[static_cast<std::size_t>(j - 1)].rest; --j)
            std::swap(parts[static_cast<std::size_t>(j)], parts[static_cast<std::size_t>(j - 1)]);
    for (int i = 0; given < loss && i < n; ++i, ++given)
        ++parts[static_cast<std::size_t>(i)].share;
    for (int i = 0; i < n; ++i) {
        const Part &x = parts[static_cast<std::size_t>(i)];
        const auto p = static_cast<std::size_t>(x.player);
        if (x.player == own)
            s.armies[p] = static_cast<std::uint16_t>(s.armies[p] - x.share);
        else
            s.lentArmies[p] = static_cast<std::uint8_t>(s.lentArmies[p] - x.share);
    }
}

} // namespace

void resolveCasualties(State &s, int die)
{
    const int w = s.winnerSide;
    const int l = 1 - w;
    const int winArmies = sideArmies(s, w);
    const int loseArmies = sideArmies(s, l);
    int loserLoss = (loseArmies * die + 5) / 10; // × die × 10%, halves up
    int winnerLoss = (winArmies + 5) / 10;
    if (s.retreat)
        loserLoss /= 2;
    if (s.pursuit)
        loserLoss *= 2;
    const int cap = std::min(winArmies, loseArmies); // C17: "cannot lose more than the opponent has"
    loserLoss = std::min(loserLoss, cap);
    winnerLoss = std::min(winnerLoss, cap);
    shareLoss(s, w, winnerLoss, winArmies);
    shareLoss(s, l, loserLoss, loseArmies);
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
