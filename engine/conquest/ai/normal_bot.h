// The normal computer player: judges a battle's odds (battle_model.h), plays to win categories
// cheaply and keeps strong cards, allies against the leader, and uses U, A, Z, R, P, Q and G cards.
#pragma once

#include "engine/conquest/ai/battle_model.h"
#include "engine/conquest/ai/bot.h"

namespace canaan::conquest::ai {

// keepValue -> the "2 per battle won" scale of greedyPlan, and the share of his force cards an
// opponent is expected to play: tuned against random players (docs/ai.md).
inline constexpr double kCostWeight = 0.01;
inline constexpr double kPlayRate = 0.4;

class NormalBot : public Bot {
public:
    Action decide(const SeatView &view, const ActionList &legal) override;

protected:
    // What sets the hard player apart outside battles (tuned separately, docs/ai.md).
    struct Style {
        double attackThreshold = -0.2; // attack the best target unless its score is below this
        double discardBelow = 4;       // Leadership: discard cards worth less than a new one
        bool ally = true;              // lend against the leader
        bool raidAlways = false;       // Z cards on every opponent's Muster
        double leaderBonus = 0.4;      // attacking the leader is worth this much more
        double cancelBelow = 0.5;      // U card when the odds of defending are below this
        int barFrom = 8;               // A card on the strongest third player with this many armies
    };
    Style m_style;

    // The secret choice for this battle; the hard bot searches instead.
    virtual Plan choosePlan(const SeatView &view);
    // Chance that this seat wins a battle it starts against q; the hard bot samples instead.
    virtual double attackOdds(const SeatView &view, int q) { return battleOdds(view, view.seat, q, kAttacker); }
    // Chance that `me` wins a battle on `mySide` against opp, playing a normal plan.
    static double battleOdds(const SeatView &v, int me, int opp, int mySide);
    // The Alliance phase's attack or pass; the hard bot scores targets by its own standing model.
    virtual Action target(const SeatView &v, const ActionList &legal);

private:
    Action choose(const SeatView &v, const ActionList &legal);
    Action ally(const SeatView &v, const ActionList &legal) const;
    Action discard(const SeatView &v, const ActionList &legal) const;
    Action siege(const SeatView &v, const ActionList &legal) const;

    Plan m_plan;
    int m_planKey = -1;
};

// The seat leading now: most cities, then most armies (C09).
int leaderOf(const SeatView &v);
// The first listed action of this kind (with this first argument, unless kNone), or Pass.
Action findAction(const ActionList &legal, ActionKind kind, int a = kNone, int b = kNone);

} // namespace canaan::conquest::ai
