// The normal computer player: see normal_bot.h.
#include "engine/conquest/ai/normal_bot.h"

#include <algorithm>

namespace canaan::conquest::ai {

namespace {


std::size_t at(int p) { return static_cast<std::size_t>(p); }

} // namespace

int leaderOf(const SeatView &v)
{
    int best = 0;
    for (int p = 1; p < v.numPlayers; ++p)
        if (v.cities[at(p)] > v.cities[at(best)] || (v.cities[at(p)] == v.cities[at(best)] && v.armies[at(p)] > v.armies[at(best)]))
            best = p;
    return best;
}

Action findAction(const ActionList &legal, ActionKind kind, int a, int b)
{
    for (const Action &x : legal)
        if (x.kind == kind && (a == kNone || x.a == a) && (b == kNone || x.b == b))
            return x;
    return legal[0]; // Pass is listed first in every decision
}

double NormalBot::battleOdds(const SeatView &v, int me, int opp, int mySide)
{
    const BattleSetup b = setupFor(v, me, opp, mySide);
    // Both fill their hands before the battle (C13): my missing cards make his count smaller.
    const int size = v.nations[at(opp)] == Nation::Hebrews ? 8 : 7;
    const int myMissing = std::max(0, (v.nations[at(me)] == Nation::Hebrews ? 8 : 7) - v.hand.count());
    const double oppCards = std::max<double>(0, std::max<int>(v.handCounts[at(opp)], size) - myMissing);
    const Spread s = opponentSpread(v, 1 - mySide, b.defenseBanned, oppCards, kPlayRate);
    const Plan plan = greedyPlan(v.hand, b, s, kCostWeight);
    bool defense = false;
    plan.cards.forEach([&](int c) { defense = defense || card(c).kind == Kind::Defense; });
    return winChance(b, s, planForce(plan, defense), defense);
}

Plan NormalBot::choosePlan(const SeatView &v)
{
    const int mySide = v.mySide();
    const int opp = mySide == kAttacker ? v.defender : v.attacker;
    const BattleSetup b = setupFor(v, v.seat, opp, mySide);
    const Spread s = opponentSpread(v, 1 - mySide, b.defenseBanned, v.handCounts[at(opp)], kPlayRate);
    return greedyPlan(v.hand, b, s, kCostWeight);
}

Action NormalBot::choose(const SeatView &v, const ActionList &legal)
{
    const int key = v.turnsPlayed * 64 + v.battles * 2 + v.mySide();
    if (key != m_planKey) {
        m_planKey = key;
        m_plan = choosePlan(v);
    }
    int next = -1;
    m_plan.cards.without(v.chosen).forEach([&](int c) {
        if (next < 0 && v.hand.has(c))
            next = c;
    });
    if (next < 0)
        return legal[0];
    const Category cat = m_plan.alt.has(next) ? card(next).orCategory : ownCategory(card(next).kind);
    return findAction(legal, ActionKind::Choose, next, static_cast<int>(cat));
}

Action NormalBot::target(const SeatView &v, const ActionList &legal)
{
    const int me = v.seat;
    const int leader = leaderOf(v);
    Action best = legal[0];
    double bestScore = m_style.attackThreshold;
    for (const Action &x : legal) {
        if (x.kind != ActionKind::Attack)
            continue;
        const int q = x.a;
        const double p = attackOdds(v, q);
        const double gain = v.cities[at(q)] > 0 ? 1.0 + (q == leader ? m_style.leaderBonus : 0.0) : 0.0;
        const double risk = v.cities[at(me)] > 0 ? 1.0 : 0.0;
        const double armies = 0.02 * (p * (0.35 * v.armies[at(q)] - 0.1 * v.armies[at(me)]) +
                                      (1 - p) * (0.1 * v.armies[at(q)] - 0.35 * v.armies[at(me)]));
        const double score = p * gain - (1 - p) * risk + armies;
        if (score > bestScore) {
            bestScore = score;
            best = x;
        }
    }
    return best;
}

Action NormalBot::ally(const SeatView &v, const ActionList &legal) const
{
    // Against the leader: help whoever fights him, if he is not me.
    const int leader = leaderOf(v);
    if (!m_style.ally || leader == v.seat || (leader != v.attacker && leader != v.defender))
        return legal[0];
    const int side = leader == v.attacker ? kDefender : kAttacker;
    const int armies = v.armies[at(v.seat)];
    if (armies >= 8)
        return findAction(legal, ActionKind::LendArmies, std::min(5, armies / 3), side);
    int bestCard = -1;
    v.hand.without(v.lentToMe).forEach([&](int c) {
        const Kind k = card(c).kind;
        const bool useful = k == Kind::Strategy || k == Kind::Intelligence || k == Kind::Morale || k == Kind::Numbers;
        if (useful && card(c).force >= 4 && (bestCard < 0 || card(c).force > card(bestCard).force))
            bestCard = c;
    });
    return bestCard >= 0 ? findAction(legal, ActionKind::LendCard, bestCard, side) : legal[0];
}

Action NormalBot::discard(const SeatView &v, const ActionList &legal) const
{
    int worst = -1;
    v.hand.forEach([&](int c) {
        if (worst < 0 || keepValue(c) < keepValue(worst))
            worst = c;
    });
    return worst >= 0 && keepValue(worst) < m_style.discardBelow ? findAction(legal, ActionKind::Discard, worst) : legal[0];
}

Action NormalBot::siege(const SeatView &v, const ActionList &legal) const
{
    // Siege cards until Strategy is won, if they can win it.
    const auto forceOf = [&](const CardSet &cards, const CardSet &alt) {
        return planForce(Plan{cards, alt}, true)[1];
    };
    const int theirs = forceOf(v.battle[kDefender], v.battleAlt);
    const int ours = forceOf(v.battle[kAttacker], v.battleAlt);
    int siegeTotal = 0;
    int strongest = -1;
    for (const Action &x : legal)
        if (x.kind == ActionKind::PlayCard) {
            siegeTotal += card(x.a).force;
            if (strongest < 0 || card(x.a).force > card(strongest).force)
                strongest = x.a;
        }
    if (ours > theirs || ours + siegeTotal <= theirs || strongest < 0)
        return legal[0];
    return findAction(legal, ActionKind::PlayCard, strongest);
}

Action NormalBot::decide(const SeatView &v, const ActionList &legal)
{
    const int me = v.seat;
    switch (v.pending) {
    case Pending::Discard: return discard(v, legal);
    case Pending::Raid: {
        const int a = v.active;
        const bool threat = m_style.raidAlways || v.cities[at(a)] >= v.cities[at(me)] || v.armies[at(a)] > v.armies[at(me)] || a == leaderOf(v);
        return threat ? findAction(legal, ActionKind::PlayCard) : legal[0];
    }
    case Pending::Gain:
    case Pending::Retreat:
    case Pending::Pursuit:
    case Pending::Extra: return findAction(legal, ActionKind::PlayCard);
    case Pending::Target: return target(v, legal);
    case Pending::NoAttack:
        return battleOdds(v, me, v.attacker, kDefender) < m_style.cancelBelow ? findAction(legal, ActionKind::PlayCard) : legal[0];
    case Pending::NoAlly: {
        if (me != v.attacker && me != v.defender)
            return legal[0];
        int strongest = -1;
        for (const Action &x : legal)
            if (x.kind == ActionKind::PlayCard && (strongest < 0 || v.armies[at(x.b)] > v.armies[at(strongest)]))
                strongest = x.b;
        return strongest >= 0 && v.armies[at(strongest)] >= m_style.barFrom ? findAction(legal, ActionKind::PlayCard, kNone, strongest) : legal[0];
    }
    case Pending::Ally: return ally(v, legal);
    case Pending::Fill: return findAction(legal, ActionKind::Fill);
    case Pending::Choose: return choose(v, legal);
    case Pending::Siege: return siege(v, legal);
    default: return legal[0];
    }
}

} // namespace canaan::conquest::ai
