// The hard player's battle search: see battle_search.h.
#include "engine/conquest/ai/battle_search.h"

#include "engine/conquest/ai/normal_bot.h"

#include <algorithm>
#include <vector>

namespace canaan::conquest::ai {

namespace {

std::size_t at(int p) { return static_cast<std::size_t>(p); }

bool hasDefense(const CardSet &cards) { return !(cards & cardsOfKind(Kind::Defense)).empty(); }

// 1 if the attacker wins, 0 if the defender does, 0.5 for the tie roll; Siege cards from the
// attacker's remaining hand answer a Defense card when they turn Strategy (C14).
double attackerWins(const BattleSetup &attackerSetup, const Plan &att, const Plan &def, const CardSet &attackerRest)
{
    const bool terrainOut = hasDefense(def.cards);
    auto a = planForce(att, terrainOut);
    const auto d = planForce(def, terrainOut);
    a[0] += static_cast<int>(attackerSetup.myNumbers + 0.5);
    const int dNumbers = d[0] + static_cast<int>(attackerSetup.oppNumbers + 0.5);
    if (terrainOut && !attackerSetup.defenseBanned && a[1] <= d[1]) {
        int siege = 0;
        (attackerRest & cardsOfKind(Kind::Siege)).forEach([&](int c) { siege += card(c).force; });
        if (a[1] + siege > d[1])
            a[1] += siege;
    }
    int won = 0, lost = 0;
    for (std::size_t c = 0; c < kCategoryCount; ++c) {
        const int dc = c == 0 ? dNumbers : d[c];
        won += a[c] > dc;
        lost += a[c] < dc;
    }
    return won > lost ? 1.0 : won < lost ? 0.0 : 0.5;
}

// The normal player's answer with `hand` on `side` against v's seat, seen from his side.
Plan normalAnswer(const SeatView &v, int opp, int side, const CardSet &hand, int myCards)
{
    SeatView theirs = v;
    theirs.seat = static_cast<std::uint8_t>(opp);
    theirs.hand = hand;
    theirs.chosen.clear();
    theirs.lentByMe.clear();
    theirs.lentToMe.clear();
    const BattleSetup ob = setupFor(theirs, opp, v.seat, side);
    return greedyPlan(hand, ob, opponentSpread(theirs, 1 - side, ob.defenseBanned, myCards, kPlayRate), kCostWeight);
}

} // namespace

Plan searchBattle(const SeatView &v, canaan::Pcg32 &rng, int sampleCount, double cardCost)
{
    const int mySide = v.mySide();
    const int opp = mySide == kAttacker ? v.defender : v.attacker;
    const BattleSetup b = setupFor(v, v.seat, opp, mySide);

    // Candidate plans: the greedy plan under several assumptions, nothing, and everything.
    std::vector<Plan> plans;
    const auto addPlan = [&](const Plan &p) {
        for (const Plan &q : plans)
            if (q.cards == p.cards && q.alt == p.alt)
                return;
        plans.push_back(p);
    };
    for (double rate : {0.2, kPlayRate, 0.7})
        for (double cost : {0.0, kCostWeight, 0.03})
            addPlan(greedyPlan(v.hand, b, opponentSpread(v, 1 - mySide, b.defenseBanned, v.handCounts[at(opp)], rate), cost));
    addPlan(Plan{});
    Plan all;
    v.hand.forEach([&](int c) {
        const Kind k = card(c).kind;
        if (ownCategory(k) != Category::None && k != Kind::Siege && (k != Kind::Defense || (mySide == kDefender && !b.defenseBanned)))
            all.cards.add(c);
    });
    addPlan(all);

    // Samples of the opponent's hand among the cards this seat cannot see, each with the answer
    // the normal player would choose from it (his answer does not depend on my plan: the choice is
    // secret).
    std::vector<int> pool;
    v.unknown().forEach([&](int c) { pool.push_back(c); });
    const int n = std::min<int>(v.handCounts[at(opp)], static_cast<int>(pool.size()));
    const BattleSetup ob = setupFor(v, opp, v.seat, 1 - mySide);
    struct Sample {
        Plan answer;
        CardSet rest;
    };
    std::vector<Sample> samples;
    samples.reserve(static_cast<std::size_t>(sampleCount));
    for (int k = 0; k < sampleCount; ++k) {
        CardSet hand;
        for (int i = 0; i < n; ++i) {
            const int j = i + rng.below(static_cast<int>(pool.size()) - i);
            std::swap(pool[static_cast<std::size_t>(i)], pool[static_cast<std::size_t>(j)]);
            hand.add(pool[static_cast<std::size_t>(i)]);
        }
        const Plan answer = normalAnswer(v, opp, 1 - mySide, hand, v.hand.count());
        samples.push_back({answer, hand.without(answer.cards)});
    }
    const auto value = [&](const Plan &plan) {
        double wins = 0;
        for (const Sample &x : samples) {
            const double attWin = mySide == kAttacker ? attackerWins(b, plan, x.answer, v.hand.without(plan.cards))
                                                      : attackerWins(ob, x.answer, plan, x.rest);
            wins += mySide == kAttacker ? attWin : 1 - attWin;
        }
        double cost = 0;
        plan.cards.forEach([&](int c) { cost += cardCost * keepValue(c); });
        return 2 * wins / static_cast<double>(std::max<std::size_t>(1, samples.size())) - cost;
    };
    Plan best = plans[0];
    double bestValue = value(best);
    for (std::size_t i = 1; i < plans.size(); ++i)
        if (const double x = value(plans[i]); x > bestValue) {
            bestValue = x;
            best = plans[i];
        }
    // Then a local search on the same samples: put each card in, out, or in its other category.
    for (int round = 0; round < 16; ++round) {
        Plan bestNext = best;
        double nextValue = bestValue;
        all.cards.forEach([&](int c) {
            std::array<Plan, 3> tries{best, best, best};
            tries[0].cards.remove(c);
            tries[0].alt.remove(c);
            tries[1].cards.add(c);
            tries[1].alt.remove(c);
            tries[2].cards.add(c);
            tries[2].alt.add(c);
            const int count = card(c).orCategory != Category::None ? 3 : 2;
            for (int t = 0; t < count; ++t)
                if (const double x = value(tries[static_cast<std::size_t>(t)]); x > nextValue + 1e-9) {
                    nextValue = x;
                    bestNext = tries[static_cast<std::size_t>(t)];
                }
        });
        if (nextValue <= bestValue + 1e-9)
            break;
        best = bestNext;
        bestValue = nextValue;
    }
    return best;
}

} // namespace canaan::conquest::ai
