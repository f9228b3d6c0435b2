// eventsOf() and seenBy(): see events.h. The action says what was decided; the automatic steps it
// set off (the reveal, the battle, casualties, the next turn, the end) show as state differences.
#include "engine/conquest/events.h"

#include "engine/conquest/internal.h"

namespace canaan::conquest {

namespace {

std::size_t at(int p) { return static_cast<std::size_t>(p); }
std::uint8_t u8(int x) { return static_cast<std::uint8_t>(x); }
std::uint8_t bit(int p) { return static_cast<std::uint8_t>(1u << p); }

Event make(EventKind k, int player, int other = kNone, int card = kNone, int a = 0, int b = 0, int privateTo = 0)
{
    return Event{k, u8(player), u8(other), u8(card), static_cast<std::uint16_t>(a), static_cast<std::uint16_t>(b), u8(privateTo)};
}

int categoryOf(const State &s, int c)
{
    return static_cast<int>(s.altMode.has(c) ? card(c).orCategory : ownCategory(card(c).kind));
}

// The decision or chance outcome itself.
void actionEvents(const State &s, const Action &a, EventList &out)
{
    const int p = a.player;
    switch (a.kind) {
    case ActionKind::Shuffle: out.push(make(EventKind::Shuffled, s.drawPlayer)); break;
    case ActionKind::Draw: out.push(make(EventKind::CardDrawn, s.drawPlayer, kNone, a.a, 0, 0, bit(s.drawPlayer))); break;
    case ActionKind::Die:
        if (s.dieFor == DieFor::TieDefender) // both dice are known now: one event for the pair
            out.push(make(EventKind::TieRolled, s.attacker, s.defender, kNone, s.tieDie[0], a.a));
        else if (s.dieFor != DieFor::TieAttacker)
            out.push(make(EventKind::DieRolled, s.pendingPlayer, kNone, kNone, a.a, static_cast<int>(s.dieFor)));
        break;
    case ActionKind::Pass:
        if (s.pending == Pending::Target)
            out.push(make(EventKind::NoBattle, p));
        else if (s.pending == Pending::Choose)
            out.push(make(EventKind::ChoiceMade, p));
        break;
    case ActionKind::Discard: out.push(make(EventKind::Discarded, p, kNone, a.a, 0, 0, bit(p))); break;
    case ActionKind::Fill: out.push(make(EventKind::Filled, p)); break;
    case ActionKind::Attack: out.push(make(EventKind::Attacked, p, a.a)); break;
    case ActionKind::PlayCard:
        out.push(make(EventKind::CardPlayed, p, card(a.a).kind == Kind::NoAlly ? a.b : kNone, a.a));
        break;
    case ActionKind::LendCard: {
        const int to = s.sidePlayer(a.b);
        out.push(make(EventKind::CardLent, p, to, a.a, 0, 0, bit(p) | bit(to)));
        break;
    }
    case ActionKind::LendArmies: out.push(make(EventKind::ArmiesLent, p, s.sidePlayer(a.b), kNone, a.a)); break;
    case ActionKind::Choose: out.push(make(EventKind::CardChosen, p, kNone, a.a, a.b, 0, bit(p))); break;
    }
}

// C12: lent cards that went back to their owners when the battle ended in this action.
void cardReturnEvents(const State &s, const State &t, EventList &out)
{
    s.lent.forEach([&](int c) {
        const int owner = s.lender[at(c)];
        for (int p = 0; p < s.numPlayers; ++p)
            if (p != owner && s.hands[at(p)].has(c) && t.hands[at(owner)].has(c))
                out.push(make(EventKind::CardReturned, p, owner, c, 0, 0, bit(p) | bit(owner)));
    });
}

// C19: the lent armies back when the turn ended in this action.
void turnEndEvents(const State &s, const Action &a, const State &t, EventList &out)
{
    const bool casualties = a.kind == ActionKind::Die && s.dieFor == DieFor::Casualties;
    for (int p = 0; p < s.numPlayers; ++p) {
        const auto i = at(p);
        // A lender's loss in a battle decided by this action is all from his lent armies.
        const int lost = casualties && s.lentArmies[i] > 0 ? (s.lentArmies[i] + s.armiesAway[i]) - (t.lentArmies[i] + t.armiesAway[i]) - (t.armies[i] - s.armies[i]) : 0;
        const int back = s.armiesAway[i] + s.lentArmies[i] - lost;
        if (back > 0)
            out.push(make(EventKind::ArmiesReturned, p, kNone, kNone, back));
    }
}

// What the automatic steps after the action did.
void stepEvents(const State &s, const Action &a, const State &t, EventList &out)
{
    if (a.kind == ActionKind::Die && s.dieFor == DieFor::Raid && s.armies[at(s.active)] != t.armies[at(s.active)])
        out.push(make(EventKind::ArmiesRaided, s.active, kNone, kNone, s.armies[at(s.active)] - t.armies[at(s.active)]));
    if (a.kind == ActionKind::Die && s.dieFor == DieFor::Muster)
        out.push(make(EventKind::Mustered, s.active, kNone, kNone, t.armies[at(s.active)] - s.armies[at(s.active)]));
    if (s.step == Step::Choice && t.step != Step::Choice)
        for (int side = 0; side < 2; ++side)
            s.battle[at(side)].forEach([&](int c) {
                out.push(make(EventKind::CardRevealed, s.sidePlayer(side), kNone, c, categoryOf(s, c)));
            });
    ((s.battle[0] | s.battle[1]) & terrainCards() & t.discard).forEach([&](int c) {
        if (!s.discard.has(c))
            out.push(make(EventKind::TerrainDiscarded, kNone, kNone, c));
    });
    if (s.winnerSide == kNone && t.winnerSide != kNone)
        out.push(make(EventKind::BattleWon, t.sidePlayer(t.winnerSide), t.sidePlayer(1 - t.winnerSide), kNone,
                      t.categoriesWon[t.winnerSide], t.categoriesWon[1 - t.winnerSide]));
    if (a.kind == ActionKind::Die && s.dieFor == DieFor::Casualties) {
        for (int p = 0; p < s.numPlayers; ++p) {
            const auto i = at(p);
            const int lost = (s.armies[i] + s.lentArmies[i] + s.armiesAway[i]) - (t.armies[i] + t.lentArmies[i] + t.armiesAway[i]);
            if (lost > 0)
                out.push(make(EventKind::ArmiesLost, p, kNone, kNone, lost));
        }
        const int winner = s.sidePlayer(s.winnerSide), loser = s.sidePlayer(1 - s.winnerSide);
        if (t.cities[at(winner)] > s.cities[at(winner)])
            out.push(make(EventKind::CityTaken, winner, loser));
    }
    if (!s.lent.empty() && t.lent.empty())
        cardReturnEvents(s, t, out);
    if (t.turnsPlayed != s.turnsPlayed)
        turnEndEvents(s, a, t, out);
    if (s.step == Step::FirstRoll && t.step != Step::FirstRoll)
        out.push(make(EventKind::FirstPlayer, t.active));
    const bool firstTurn = s.step == Step::FirstRoll && t.step != Step::FirstRoll;
    if (!t.over() && (firstTurn || t.turnsPlayed != s.turnsPlayed))
        out.push(make(EventKind::TurnStarted, t.active, kNone, kNone, t.turnsPlayed + 1));
    if (t.over() && !s.over())
        out.push(make(EventKind::GameEnded, kNone, kNone, kNone, t.winners));
}

} // namespace

void eventsOf(const State &before, const Action &action, const State &after, EventList &out)
{
    out.clear();
    actionEvents(before, action, out);
    stepEvents(before, action, after, out);
}

std::optional<Event> seenBy(const Event &e, int seat)
{
    if (e.privateTo == 0 || (seat >= 0 && seat < kMaxPlayers && (e.privateTo & (1u << seat))))
        return e;
    if (e.kind == EventKind::CardChosen)
        return std::nullopt; // C14: not even that a card was chosen
    Event hidden = e;
    hidden.card = kNone;
    return hidden;
}

} // namespace canaan::conquest
