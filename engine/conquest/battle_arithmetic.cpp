#include "engine/conquest/battle_arithmetic.h"

#include <algorithm>

namespace canaan::conquest {

namespace {
std::size_t at(Category c) { return static_cast<std::size_t>(c); }
} // namespace

void addCardForce(Forces &f, int c, bool alt)
{
    const CardInfo &k = card(c);
    if (alt)
        f[at(k.orCategory)] += k.orForce;
    else if (ownCategory(k.kind) != Category::None)
        f[at(ownCategory(k.kind))] += k.force;
    if (k.andCategory != Category::None)
        f[at(k.andCategory)] += k.andForce;
}

IllegalReason cardChoiceProblem(int side, int c, int cat, Nation attacker)
{
    const CardInfo &k = card(c);
    const Category own = ownCategory(k.kind);
    if (own == Category::None || k.kind == Kind::Siege) // C14: R P Q U A G Z and Siege are never chosen
        return IllegalReason::WrongCardKind;
    if (k.kind == Kind::Defense && (side != kDefender || attacker == Nation::Assyrians)) // C02, C14
        return IllegalReason::DefenseNotAllowed;
    if (cat != static_cast<int>(own) && (k.orCategory == Category::None || cat != static_cast<int>(k.orCategory)))
        return IllegalReason::BadCategory;
    return IllegalReason::Ok;
}

bool terrainStruckOut(const CardSet &defenderCards) { return !(defenderCards & cardsOfKind(Kind::Defense)).empty(); }

bool siegeAllowedAgainst(const CardSet &defenderCards, Nation attacker)
{
    return terrainStruckOut(defenderCards) && attacker != Nation::Assyrians;
}

Forces sideForceOf(const CardSet &cards, const CardSet &altMode, bool terrainOut, int armies, int philistineDie)
{
    Forces f{};
    cards.forEach([&](int c) {
        if (!(terrainOut && card(c).terrain))
            addCardForce(f, c, altMode.has(c));
    });
    f[at(Category::Numbers)] += armies + philistineDie;
    return f;
}

std::array<int, 2> categoriesWonBy(const Forces &a, const Forces &d)
{
    std::array<int, 2> won{};
    for (std::size_t c = 0; c < a.size(); ++c) {
        won[0] += a[c] > d[c];
        won[1] += d[c] > a[c];
    }
    return won;
}

int winnerByCategories(const std::array<int, 2> &won)
{
    return won[0] == won[1] ? kNone : won[0] > won[1] ? kAttacker : kDefender;
}

CasualtyFigures casualtyFigures(int w, const std::array<int, 2> &armies, int die, bool retreat, bool pursuit)
{
    CasualtyFigures k;
    const auto wi = static_cast<std::size_t>(w), li = static_cast<std::size_t>(1 - w);
    k.armies = armies;
    k.rounded[li] = (armies[li] * die + 5) / 10; // x die x 10%, halves up
    k.rounded[wi] = (armies[wi] + 5) / 10;
    int loserLoss = k.rounded[li];
    if (retreat)
        loserLoss /= 2;
    if (pursuit)
        loserLoss *= 2;
    k.cap = std::min(armies[0], armies[1]); // C17: "cannot lose more than the opponent has"
    k.loss[li] = std::min(loserLoss, k.cap);
    k.loss[wi] = std::min(k.rounded[wi], k.cap);
    return k;
}

void shareLoss(std::span<const int> armies, int loss, std::span<int> shares)
{
    const int n = static_cast<int>(std::min({armies.size(), shares.size(), std::size_t{kMaxOwners}}));
    int total = 0;
    for (int i = 0; i < n; ++i)
        total += armies[static_cast<std::size_t>(i)];
    std::array<int, kMaxOwners> order{}, rest{};
    int given = 0;
    for (int i = 0; i < n; ++i) {
        const auto u = static_cast<std::size_t>(i);
        shares[u] = total ? loss * armies[u] / total : 0;
        rest[u] = total ? loss * armies[u] % total : 0;
        given += shares[u];
        order[u] = i;
    }
    // Insertion sort by remainder: stable, and unlike std::stable_sort it never allocates.
    for (int i = 1; i < n; ++i)
        for (int j = i; j > 0 && rest[static_cast<std::size_t>(order[static_cast<std::size_t>(j)])] > rest[static_cast<std::size_t>(order[static_cast<std::size_t>(j - 1)])]; --j)
            std::swap(order[static_cast<std::size_t>(j)], order[static_cast<std::size_t>(j - 1)]);
    for (int i = 0; given < loss && i < n; ++i, ++given)
        ++shares[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])];
}

} // namespace canaan::conquest
