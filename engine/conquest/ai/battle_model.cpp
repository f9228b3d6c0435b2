// The bots' battle model: see battle_model.h.
#include "engine/conquest/ai/battle_model.h"

#include <algorithm>
#include <cmath>

namespace canaan::conquest::ai {

std::array<int, kCategoryCount> contribution(int c, bool alt)
{
    std::array<int, kCategoryCount> f{};
    const CardInfo &k = card(c);
    if (alt)
        f[static_cast<std::size_t>(k.orCategory)] += k.orForce;
    else if (ownCategory(k.kind) != Category::None)
        f[static_cast<std::size_t>(ownCategory(k.kind))] += k.force;
    if (k.andCategory != Category::None)
        f[static_cast<std::size_t>(k.andCategory)] += k.andForce;
    return f;
}

std::array<int, kCategoryCount> planForce(const Plan &plan, bool terrainOut)
{
    std::array<int, kCategoryCount> f{};
    plan.cards.forEach([&](int c) {
        if (terrainOut && card(c).terrain)
            return;
        const auto x = contribution(c, plan.alt.has(c));
        for (int i = 0; i < kCategoryCount; ++i)
            f[static_cast<std::size_t>(i)] += x[static_cast<std::size_t>(i)];
    });
    return f;
}

double keepValue(int c)
{
    const CardInfo &k = card(c);
    switch (k.kind) {
    case Kind::Numbers:
    case Kind::Strategy:
    case Kind::Intelligence:
    case Kind::Morale: return k.force + (k.andCategory != Category::None ? k.andForce : 0) + (k.drawsOne ? 2 : 0) - (k.terrain ? 1 : 0);
    case Kind::Defense: return 0.7 * k.force;
    case Kind::Siege: return 1.5;
    case Kind::Retreat:
    case Kind::Pursuit: return 4;
    case Kind::ExtraConquest: return 4.5;
    case Kind::NoAttack: return 4;
    case Kind::NoAlly: return 2;
    case Kind::Gain: return 6;
    case Kind::Raid: return 5;
    }
    return 0;
}

BattleSetup setupFor(const SeatView &v, int me, int opp, int mySide)
{
    BattleSetup b;
    b.mySide = mySide;
    const auto sideArmiesOf = [&](int p, int side) {
        double n = v.armies[static_cast<std::size_t>(p)];
        for (int q = 0; q < v.numPlayers; ++q)
            if (v.lentSide[static_cast<std::size_t>(q)] == side)
                n += v.lentArmies[static_cast<std::size_t>(q)];
        return n;
    };
    b.myNumbers = sideArmiesOf(me, mySide);
    b.oppNumbers = sideArmiesOf(opp, 1 - mySide);
    const auto phil = [&](int p, double &mean, double &var) {
        if (v.nations[static_cast<std::size_t>(p)] == Nation::Philistines) {
            mean += 3.5;
            var += 35.0 / 12.0;
        }
    };
    phil(me, b.myNumbers, b.myNumbersVar);
    phil(opp, b.oppNumbers, b.oppNumbersVar);
    const int attacker = mySide == kAttacker ? me : opp;
    b.defenseBanned = v.nations[static_cast<std::size_t>(attacker)] == Nation::Assyrians;
    b.oppMaySiege = mySide == kDefender && !b.defenseBanned;
    return b;
}

Spread opponentSpread(const SeatView &v, int oppSide, bool defenseBanned, double cards, double rate)
{
    Spread s;
    const CardSet pool = v.unknown();
    const int n = pool.count();
    if (n == 0 || cards <= 0)
        return s;
    std::array<double, kCategoryCount> m{}, e2{};
    pool.forEach([&](int c) {
        const Kind k = card(c).kind;
        if (k == Kind::Siege || ownCategory(k) == Category::None)
            return;
        if (k == Kind::Defense && (oppSide != kDefender || defenseBanned))
            return;
        const auto x = contribution(c, false);
        for (std::size_t i = 0; i < kCategoryCount; ++i) {
            m[i] += x[i];
            e2[i] += x[i] * x[i];
        }
    });
    for (std::size_t i = 0; i < kCategoryCount; ++i) {
        const double mean = m[i] / n, sq = e2[i] / n;
        s.mean[i] = cards * rate * mean;
        s.var[i] = cards * (rate * sq - rate * rate * mean * mean);
    }
    return s;
}

namespace {

double cdf(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }

} // namespace

double winChance(const BattleSetup &b, const Spread &opp, const std::array<int, kCategoryCount> &mine, bool iPlayDefense)
{
    // Distribution of (my categories - theirs), -4..4.
    std::array<double, 9> dist{};
    dist[4] = 1;
    for (std::size_t c = 0; c < kCategoryCount; ++c) {
        double f = mine[c], mu = opp.mean[c], var = opp.var[c];
        if (c == 0) {
            f += b.myNumbers;
            mu += b.oppNumbers;
            var += b.myNumbersVar + b.oppNumbersVar;
        }
        if (c == 1 && iPlayDefense && b.oppMaySiege)
            mu += 2.0; // what Siege cards in an unknown hand add on average (about 0.4 cards of 5)
        double win, lose;
        if (var < 1e-6) {
            win = f > mu ? 1 : 0;
            lose = f < mu ? 1 : 0;
        } else {
            const double sd = std::sqrt(var);
            win = cdf((f - 0.5 - mu) / sd);
            lose = 1 - cdf((f + 0.5 - mu) / sd);
        }
        const double tie = std::max(0.0, 1 - win - lose);
        std::array<double, 9> next{};
        for (std::size_t d = 0; d < 9; ++d) {
            if (dist[d] == 0)
                continue;
            if (d + 1 < 9)
                next[d + 1] += dist[d] * win;
            if (d > 0)
                next[d - 1] += dist[d] * lose;
            next[d] += dist[d] * tie;
        }
        dist = next;
    }
    double p = 0.5 * dist[4];
    for (std::size_t d = 5; d < 9; ++d)
        p += dist[d];
    return p;
}

Plan greedyPlan(const CardSet &hand, const BattleSetup &b, const Spread &opp, double costWeight)
{
    Plan plan;
    const auto score = [&](const Plan &p) {
        bool defense = false;
        double cost = 0;
        p.cards.forEach([&](int c) {
            defense = defense || card(c).kind == Kind::Defense;
            cost += costWeight * keepValue(c);
        });
        return 2 * winChance(b, opp, planForce(p, defense), defense) - cost;
    };
    double best = score(plan);
    for (;;) {
        Plan bestNext;
        double bestScore = best;
        hand.without(plan.cards).forEach([&](int c) {
            const CardInfo &k = card(c);
            const Category own = ownCategory(k.kind);
            if (own == Category::None || k.kind == Kind::Siege)
                return;
            if (k.kind == Kind::Defense && (b.mySide != kDefender || b.defenseBanned))
                return;
            for (int alt = 0; alt < (k.orCategory != Category::None ? 2 : 1); ++alt) {
                Plan p = plan;
                p.cards.add(c);
                if (alt)
                    p.alt.add(c);
                const double sc = score(p);
                if (sc > bestScore + 1e-9) {
                    bestScore = sc;
                    bestNext = p;
                }
            }
        });
        if (bestNext.cards.empty())
            return plan;
        plan = bestNext;
        best = bestScore;
    }
}

} // namespace canaan::conquest::ai
