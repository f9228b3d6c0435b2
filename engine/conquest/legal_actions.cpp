// legalActions(): every action the pending decision or chance outcome allows.
#include "engine/conquest/battle_arithmetic.h"
#include "engine/conquest/internal.h"

#include <algorithm>

namespace canaan::conquest {

using namespace detail;

namespace {

// The card kind a PlayCard answers in each decision, or none (Raid..Extra only).
constexpr Kind kindFor(Pending p)
{
    switch (p) {
    case Pending::Raid: return Kind::Raid;
    case Pending::Gain: return Kind::Gain;
    case Pending::NoAttack: return Kind::NoAttack;
    case Pending::NoAlly: return Kind::NoAlly;
    case Pending::Siege: return Kind::Siege;
    case Pending::Retreat: return Kind::Retreat;
    case Pending::Pursuit: return Kind::Pursuit;
    default: return Kind::ExtraConquest;
    }
}

// The cards that may be chosen in the secret choice (C14), by side: force cards, and Defense cards
// for a defender not facing the Assyrians.
struct ChoiceSets {
    CardSet force, withDefense, orCards;
    ChoiceSets()
    {
        force = cardsOfKind(Kind::Numbers) | cardsOfKind(Kind::Strategy) | cardsOfKind(Kind::Intelligence) | cardsOfKind(Kind::Morale);
        withDefense = force | cardsOfKind(Kind::Defense);
        for (int c = 0; c < kCardCount; ++c)
            if (card(c).orCategory != Category::None)
                orCards.add(c);
    }
};

void listChoices(const State &s, int p, ActionList &out)
{
    static const ChoiceSets sets;
    const bool defense = p == s.defender && s.nation(s.attacker) != Nation::Assyrians;
    (hand(s, p) & (defense ? sets.withDefense : sets.force)).forEach([&](int c) {
        const CardInfo &k = card(c);
        out.push(makeAction(ActionKind::Choose, p, c, static_cast<int>(ownCategory(k.kind))));
        if (sets.orCards.has(c))
            out.push(makeAction(ActionKind::Choose, p, c, static_cast<int>(k.orCategory)));
    });
}

void listAllies(const State &s, int p, ActionList &out)
{
    hand(s, p).without(lentTo(s, p)).forEach([&](int c) {
        out.push(makeAction(ActionKind::LendCard, p, c, kAttacker));
        out.push(makeAction(ActionKind::LendCard, p, c, kDefender));
    });
    const int most = std::min<int>(5, s.armies[static_cast<std::size_t>(p)]);
    for (int n = 1; n <= most; ++n) {
        out.push(makeAction(ActionKind::LendArmies, p, n, kAttacker));
        out.push(makeAction(ActionKind::LendArmies, p, n, kDefender));
    }
}

} // namespace

int legalActions(const State &s, ActionList &out)
{
    out.clear();
    const int p = s.pendingPlayer;
    switch (s.pending) {
    case Pending::GameOver: return 0;
    case Pending::Shuffle: out.push(makeAction(ActionKind::Shuffle, p)); return out.size;
    case Pending::Draw:
        s.deck.forEach([&](int c) { out.push(makeAction(ActionKind::Draw, p, c)); });
        return out.size;
    case Pending::Die:
        for (int v = 1; v <= 6; ++v)
            out.push(makeAction(ActionKind::Die, p, v));
        return out.size;
    default: break;
    }
    out.push(makeAction(ActionKind::Pass, p));
    switch (s.pending) {
    case Pending::Discard:
        hand(s, p).forEach([&](int c) { out.push(makeAction(ActionKind::Discard, p, c)); });
        break;
    case Pending::Fill: out.push(makeAction(ActionKind::Fill, p)); break;
    case Pending::Target:
        for (int q = 0; q < s.numPlayers; ++q)
            if (q != p && !(s.protectedMask & (1u << q)))
                out.push(makeAction(ActionKind::Attack, p, q));
        break;
    case Pending::NoAlly:
        handOfKind(s, p, Kind::NoAlly).forEach([&](int c) {
            for (int q = 0; q < s.numPlayers; ++q)
                if (mayBar(s, p, q))
                    out.push(makeAction(ActionKind::PlayCard, p, c, q));
        });
        break;
    case Pending::Ally: listAllies(s, p, out); break;
    case Pending::Choose: listChoices(s, p, out); break;
    default:
        handOfKind(s, p, kindFor(s.pending)).forEach([&](int c) { out.push(makeAction(ActionKind::PlayCard, p, c)); });
        break;
    }
    return out.size;
}

IllegalReason checkLegal(const State &s, const Action &a)
{
    using R = IllegalReason;
    if (s.over())
        return R::GameOver;
    if (static_cast<int>(a.kind) >= kActionKindCount)
        return R::BadArgument;
    if (isChance(a.kind) != isChancePending(s))
        return isChancePending(s) ? R::NotYourDecision : R::WrongTime;
    if (a.player != s.pendingPlayer)
        return R::NotYourDecision;
    const bool cardArg = a.a < kCardCount;
    const auto held = [&] { return cardArg && hand(s, a.player).has(a.a); };
    switch (a.kind) {
    case ActionKind::Shuffle: return s.pending == Pending::Shuffle ? R::Ok : R::WrongTime;
    case ActionKind::Draw:
        if (s.pending != Pending::Draw)
            return R::WrongTime;
        return cardArg && s.deck.has(a.a) ? R::Ok : R::ImpossibleOutcome;
    case ActionKind::Die:
        if (s.pending != Pending::Die)
            return R::WrongTime;
        return a.a >= 1 && a.a <= 6 ? R::Ok : R::ImpossibleOutcome;
    case ActionKind::Pass: return R::Ok; // every decision may pass
    case ActionKind::Discard:
        if (s.pending != Pending::Discard)
            return R::WrongTime;
        if (s.discards >= 3)
            return R::TooManyDiscards;
        return held() ? R::Ok : R::CardNotHeld;
    case ActionKind::Fill:
        if (s.pending != Pending::Fill)
            return R::WrongTime;
        return cardsTowardHandSize(s, a.player) < handSize(s, a.player) ? R::Ok : R::HandFull;
    case ActionKind::Attack:
        if (s.pending != Pending::Target)
            return R::WrongTime;
        if (a.a >= s.numPlayers || a.a == a.player || (s.protectedMask & (1u << a.a)))
            return R::BadTarget;
        return R::Ok;
    case ActionKind::PlayCard: {
        if (s.pending < Pending::Raid || s.pending > Pending::Extra || s.pending == Pending::Target || s.pending == Pending::Ally ||
            s.pending == Pending::Fill || s.pending == Pending::Choose)
            return R::WrongTime;
        if (!held())
            return R::CardNotHeld;
        if (card(a.a).kind != kindFor(s.pending))
            return R::WrongCardKind;
        if (s.pending == Pending::Siege && !siegeAllowed(s))
            return R::SiegeNotAllowed;
        if (s.pending == Pending::NoAlly && (a.b >= s.numPlayers || !mayBar(s, a.player, a.b)))
            return R::BadBarred;
        return R::Ok;
    }
    case ActionKind::LendCard:
        if (s.pending != Pending::Ally)
            return R::WrongTime;
        if (a.b > kDefender)
            return R::BadArgument;
        if (!held())
            return R::CardNotHeld;
        return s.lender[a.a] == kNone ? R::Ok : R::LentCard;
    case ActionKind::LendArmies:
        if (s.pending != Pending::Ally)
            return R::WrongTime;
        if (a.b > kDefender || a.a < 1)
            return R::BadArgument;
        return a.a <= 5 && a.a <= s.armies[a.player] ? R::Ok : R::NotEnoughArmies;
    case ActionKind::Choose:
        if (s.pending != Pending::Choose)
            return R::WrongTime;
        if (!held())
            return R::CardNotHeld;
        return choiceProblem(s, sideOf(s, a.player), a.a, a.b);
    }
    return R::BadArgument;
}

} // namespace canaan::conquest

namespace canaan::conquest::detail {

IllegalReason choiceProblem(const State &s, int side, int c, int cat)
{
    return cardChoiceProblem(side, c, cat, s.nation(s.attacker));
}

} // namespace canaan::conquest::detail
