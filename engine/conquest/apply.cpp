// apply(): one action's effect, then the automatic steps up to the next decision or chance outcome.
#include "engine/conquest/internal.h"

namespace canaan::conquest::detail {

namespace {

void playFromHand(State &s, int p, int c)
{
    hand(s, p).remove(c);
    s.table.add(c);
    s.seen.add(c);
}

// A Pass ends the current decision.
void pass(State &s)
{
    switch (s.pending) {
    case Pending::Discard: s.sub = 2; break;
    case Pending::Raid: ++s.visited; s.cursor = static_cast<std::uint8_t>(nextSeat(s, s.cursor)); break;
    case Pending::Gain: s.step = Step::Target; s.sub = 0; break;
    case Pending::Target: s.attacker = s.defender = kNone; endTurn(s); break; // C12: ends the turn
    case Pending::NoAttack: s.sub = 2; break;
    case Pending::NoAlly:
    case Pending::Ally: ++s.visited; s.cursor = static_cast<std::uint8_t>(nextSeat(s, s.cursor)); break;
    case Pending::Fill: ++s.sub; break;
    case Pending::Choose:
        if (s.sub == 0)
            s.sub = 1;
        else {
            s.step = Step::Reveal;
            s.sub = 0;
        }
        break;
    case Pending::Siege: s.step = Step::Decide; s.sub = 0; break;
    default: break; // Retreat, Pursuit, Extra: the step has moved on already
    }
}

// Returns false when a die roll is now pending (no advance).
bool playCard(State &s, int p, int c, int arg)
{
    if (s.pending == Pending::Siege) { // counts as Strategy in the battle (C14)
        hand(s, p).remove(c);
        s.battle[kAttacker].add(c);
        s.seen.add(c);
        return true;
    }
    playFromHand(s, p, c);
    switch (s.pending) {
    case Pending::Raid: pendDie(s, DieFor::Raid, s.active); return false;
    case Pending::Gain: s.armies[s.active] = static_cast<std::uint16_t>(s.armies[s.active] + 2); break;
    case Pending::NoAttack:
        s.protectedMask |= static_cast<std::uint8_t>(1u << s.defender);
        s.attacker = s.defender = kNone;
        s.sub = 0;
        break;
    case Pending::NoAlly: s.barredMask |= static_cast<std::uint8_t>(1u << arg); break;
    case Pending::Retreat: s.retreat = 1; break;
    case Pending::Pursuit: s.pursuit = 1; break;
    case Pending::Extra: ++s.extraBattles; break;
    default: break;
    }
    return true;
}

} // namespace

void applyDie(State &s, int v)
{
    const auto p = static_cast<std::size_t>(s.pendingPlayer);
    switch (s.dieFor) {
    case DieFor::FirstPlayer: s.firstRolls[p] = static_cast<std::uint8_t>(v); break;
    case DieFor::Raid: s.armies[p] = static_cast<std::uint16_t>(s.armies[p] > v ? s.armies[p] - v : 0); break;
    case DieFor::Muster:
        s.armies[p] = static_cast<std::uint16_t>(s.armies[p] + v + musterBonusOf(s.nations[p]));
        s.sub = 2;
        break;
    case DieFor::Philistines: s.philistineDie[static_cast<std::size_t>(sideOf(s, s.pendingPlayer))] = static_cast<std::uint8_t>(v); break;
    case DieFor::TieAttacker: s.tieDie[0] = static_cast<std::uint8_t>(v); break;
    case DieFor::TieDefender: s.tieDie[1] = static_cast<std::uint8_t>(v); break;
    case DieFor::Casualties: resolveCasualties(s, v); break;
    }
}

} // namespace canaan::conquest::detail

namespace canaan::conquest {

using namespace detail;

void apply(State &s, const Action &a)
{
    const int p = a.player;
    switch (a.kind) {
    case ActionKind::Shuffle:
        s.deck |= s.discard;
        s.seen = s.seen.without(s.discard);
        s.discard.clear();
        break;
    case ActionKind::Draw:
        s.deck.remove(a.a);
        hand(s, s.drawPlayer).add(a.a);
        --s.drawsLeft;
        break;
    case ActionKind::Die: applyDie(s, a.a); break;
    case ActionKind::Pass: pass(s); break;
    case ActionKind::Discard:
        hand(s, p).remove(a.a);
        s.discard.add(a.a);
        if (++s.discards == 3)
            s.sub = 2;
        break;
    case ActionKind::Fill:
        owe(s, p, handSize(s, p) - cardsTowardHandSize(s, p));
        ++s.sub;
        break;
    case ActionKind::Attack:
        s.attacker = s.active;
        s.defender = a.a;
        s.sub = 1;
        break;
    case ActionKind::PlayCard:
        if (!playCard(s, p, a.a, a.b))
            return;
        break;
    case ActionKind::LendCard:
        hand(s, p).remove(a.a);
        hand(s, s.sidePlayer(a.b)).add(a.a);
        s.lender[a.a] = static_cast<std::uint8_t>(p);
        s.lent.add(a.a);
        ++s.visited;
        s.cursor = static_cast<std::uint8_t>(nextSeat(s, s.cursor));
        break;
    case ActionKind::LendArmies:
        s.armies[static_cast<std::size_t>(p)] = static_cast<std::uint16_t>(s.armies[static_cast<std::size_t>(p)] - a.a);
        s.lentArmies[static_cast<std::size_t>(p)] = a.a;
        s.lentSide[static_cast<std::size_t>(p)] = a.b;
        ++s.visited;
        s.cursor = static_cast<std::uint8_t>(nextSeat(s, s.cursor));
        break;
    case ActionKind::Choose: {
        hand(s, p).remove(a.a);
        s.battle[static_cast<std::size_t>(sideOf(s, p))].add(a.a);
        if (static_cast<Category>(a.b) != ownCategory(card(a.a).kind))
            s.altMode.add(a.a);
        break;
    }
    }
    advance(s);
}

IllegalReason tryApply(State &s, const Action &a)
{
    const IllegalReason r = checkLegal(s, a);
    if (r == IllegalReason::Ok)
        apply(s, a);
    return r;
}

Action chanceFromRandom(const State &s, std::uint32_t r)
{
    const auto below = [r](int n) { return static_cast<int>((static_cast<std::uint64_t>(r) * static_cast<std::uint64_t>(n)) >> 32); };
    switch (s.pending) {
    case Pending::Shuffle: return makeAction(ActionKind::Shuffle, s.pendingPlayer);
    case Pending::Draw: return makeAction(ActionKind::Draw, s.pendingPlayer, s.deck.nth(below(s.deck.count())));
    default: return makeAction(ActionKind::Die, s.pendingPlayer, 1 + below(6));
    }
}

} // namespace canaan::conquest
