// The hard computer player: see hard_bot.h.
#include "conquest/ai/hard_bot.h"

#include <algorithm>
#include <vector>

namespace canaan::conquest::ai {

namespace {

std::size_t at(int p) { return static_cast<std::size_t>(p); }

bool hasDefense(const CardSet &cards)
{
    return !(cards & cardsOfKind(Kind::Defense)).empty();
}

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

} // namespace

Plan HardBot::normalAnswer(const SeatView &v, int opp, int side, const CardSet &hand, int myCards)
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

Plan HardBot::choosePlan(const SeatView &v)
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
    if (plans.size() == 1)
        return plans[0];

    // Samples of the opponent's hand among the cards this seat cannot see.
    std::vector<int> pool;
    v.unknown().forEach([&](int c) { pool.push_back(c); });
    const int n = std::min<int>(v.handCounts[at(opp)], static_cast<int>(pool.size()));
    std::vector<double> score(plans.size(), 0.0);
    for (int k = 0; k < m_samples; ++k) {
        CardSet hand;
        for (int i = 0; i < n; ++i) {
            const int j = i + m_rng.below(static_cast<int>(pool.size()) - i);
            std::swap(pool[static_cast<std::size_t>(i)], pool[static_cast<std::size_t>(j)]);
            hand.add(pool[static_cast<std::size_t>(i)]);
        }
        // The opponent's answer, as the normal player would choose it from his own view.
        const Plan answer = normalAnswer(v, opp, 1 - mySide, hand, v.hand.count());
        const BattleSetup ob = setupFor(v, opp, v.seat, 1 - mySide);
        const CardSet theirRest = hand.without(answer.cards);
        for (std::size_t i = 0; i < plans.size(); ++i) {
            const double attWin = mySide == kAttacker
                                      ? attackerWins(b, plans[i], answer, v.hand.without(plans[i].cards))
                                      : attackerWins(ob, answer, plans[i], theirRest);
            score[i] += mySide == kAttacker ? attWin : 1 - attWin;
        }
    }
    std::size_t best = 0;
    double bestValue = -1e9;
    // In the last round cards have no future: only the battle counts.
    const bool lastRound = v.turnsPlayed + v.numPlayers >= v.totalTurns;
    for (std::size_t i = 0; i < plans.size(); ++i) {
        double cost = 0;
        if (!lastRound)
            plans[i].cards.forEach([&](int c) { cost += kCostWeight * keepValue(c); });
        const double value = 2 * score[i] / m_samples - cost;
        if (value > bestValue) {
            bestValue = value;
            best = i;
        }
    }
    return plans[best];
}

} // namespace canaan::conquest::ai
