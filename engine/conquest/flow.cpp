// The turn's state machine (C07-C19): advance() runs the automatic steps and stops at the next
// decision or chance outcome. Each step's parts are numbered in State::sub.
#include "engine/conquest/battle_arithmetic.h"
#include "engine/conquest/internal.h"

#include <algorithm>
#include <bit>

namespace canaan::conquest::detail {

void pend(State &s, Pending what, int player)
{
    s.pending = what;
    s.pendingPlayer = static_cast<std::uint8_t>(player);
}

void pendDie(State &s, DieFor why, int player)
{
    s.dieFor = why;
    pend(s, Pending::Die, player);
}

CardSet lentTo(const State &s, int p) { return hand(s, p) & s.lent; }

bool mayBar(const State &s, int p, int q)
{
    return q != p && q != s.attacker && q != s.defender && !(s.barredMask & (1u << q));
}

bool mayAlly(const State &s, int p)
{
    if (p == s.attacker || p == s.defender || (s.barredMask & (1u << p)))
        return false;
    return s.armies[static_cast<std::size_t>(p)] > 0 || !hand(s, p).without(lentTo(s, p)).empty();
}

bool defenseRevealed(const State &s) { return terrainStruckOut(s.battle[kDefender]); }

bool siegeAllowed(const State &s) { return siegeAllowedAgainst(s.battle[kDefender], s.nation(s.attacker)); }

void startTurn(State &s)
{
    s.step = Step::Leadership;
    s.sub = 0;
    s.cursor = s.active;
    s.visited = 0;
    s.protectedMask = s.barredMask = 0;
    s.battles = 0;
    // C18: the Hittites' extra battle; a pass in the first Alliance phase ends the turn anyway.
    s.extraBattles = s.nation(s.active) == Nation::Hittites ? 1 : 0;
}

namespace {

void nextInRound(State &s)
{
    s.cursor = static_cast<std::uint8_t>(nextSeat(s, s.cursor));
    ++s.visited;
    s.sub = 0;
}

// C07: the highest roll starts; the tied highest roll again.
bool firstRoll(State &s)
{
    for (int p = 0; p < s.numPlayers; ++p)
        if ((s.contenders & (1u << p)) && s.firstRolls[static_cast<std::size_t>(p)] == 0) {
            pendDie(s, DieFor::FirstPlayer, p);
            return true;
        }
    int best = 0;
    for (int p = 0; p < s.numPlayers; ++p)
        if (s.contenders & (1u << p))
            best = std::max<int>(best, s.firstRolls[static_cast<std::size_t>(p)]);
    std::uint8_t tied = 0;
    for (int p = 0; p < s.numPlayers; ++p)
        if ((s.contenders & (1u << p)) && s.firstRolls[static_cast<std::size_t>(p)] == best)
            tied |= static_cast<std::uint8_t>(1u << p);
    s.firstRolls = {};
    if (std::popcount(tied) > 1) {
        s.contenders = tied;
        return false;
    }
    s.active = static_cast<std::uint8_t>(std::countr_zero(tied));
    startTurn(s);
    return false;
}

// C10: fill, discard up to three, draw as many; seat by seat from the active player.
bool leadership(State &s)
{
    if (s.visited == s.numPlayers) {
        s.step = Step::Muster;
        s.sub = 0;
        s.cursor = static_cast<std::uint8_t>(nextSeat(s, s.active));
        s.visited = 0;
        return false;
    }
    const int p = s.cursor;
    switch (s.sub) {
    case 0:
        owe(s, p, handSize(s, p) - cardsTowardHandSize(s, p));
        s.discards = 0;
        s.sub = 1;
        return false;
    case 1:
        if (hand(s, p).empty()) {
            s.sub = 2;
            return false;
        }
        pend(s, Pending::Discard, p);
        return true;
    case 2:
        owe(s, p, s.discards);
        s.sub = 3;
        return false;
    default:
        nextInRound(s);
        return false;
    }
}

// C11: Z cards of the others in seat order, the roll, then G cards.
bool muster(State &s)
{
    switch (s.sub) {
    case 0:
        if (s.visited == s.numPlayers - 1) {
            s.sub = 1;
            return false;
        }
        if (holds(s, s.cursor, Kind::Raid)) {
            pend(s, Pending::Raid, s.cursor);
            return true;
        }
        nextInRound(s);
        return false;
    case 1:
        pendDie(s, DieFor::Muster, s.active);
        return true;
    default:
        if (holds(s, s.active, Kind::Gain)) {
            pend(s, Pending::Gain, s.active);
            return true;
        }
        s.step = Step::Target;
        s.sub = 0;
        return false;
    }
}

// C12: the target, his U card, then A cards round the table, then the allies.
bool target(State &s)
{
    if (s.sub == 0) {
        pend(s, Pending::Target, s.active);
        return true;
    }
    if (s.sub == 1 && holds(s, s.defender, Kind::NoAttack)) {
        pend(s, Pending::NoAttack, s.defender);
        return true;
    }
    s.step = Step::Allies;
    s.sub = 0;
    s.cursor = s.active;
    s.visited = 0;
    return false;
}

bool anyoneToBar(const State &s, int p)
{
    for (int q = 0; q < s.numPlayers; ++q)
        if (mayBar(s, p, q))
            return true;
    return false;
}

bool allies(State &s)
{
    if (s.sub == 0) {
        if (s.visited == s.numPlayers) {
            s.sub = 1;
            s.cursor = static_cast<std::uint8_t>(nextSeat(s, s.active));
            s.visited = 0;
            return false;
        }
        if (holds(s, s.cursor, Kind::NoAlly) && anyoneToBar(s, s.cursor)) {
            pend(s, Pending::NoAlly, s.cursor);
            return true;
        }
        nextInRound(s);
        s.sub = 0;
        return false;
    }
    if (s.visited == s.numPlayers - 1) {
        s.step = Step::ConquestFill;
        s.sub = 0;
        return false;
    }
    if (mayAlly(s, s.cursor)) {
        pend(s, Pending::Ally, s.cursor);
        return true;
    }
    nextInRound(s);
    s.sub = 1;
    return false;
}

// C13: attacker, then defender, may fill to hand size.
bool conquestFill(State &s)
{
    if (s.sub >= 2) {
        s.step = Step::Choice;
        s.sub = 0;
        return false;
    }
    const int p = s.sidePlayer(s.sub);
    if (cardsTowardHandSize(s, p) < handSize(s, p)) {
        pend(s, Pending::Fill, p);
        return true;
    }
    ++s.sub;
    return false;
}

// C14: the reveal's draws and the Philistines' die, then Siege cards.
bool reveal(State &s)
{
    switch (s.sub) {
    case 0:
        s.seen |= s.battle[kAttacker] | s.battle[kDefender];
        s.sub = 1;
        [[fallthrough]];
    case 1:
    case 2: {
        const int side = s.sub - 1;
        int draws = 0;
        s.battle[static_cast<std::size_t>(side)].forEach([&](int c) { draws += card(c).drawsOne; });
        owe(s, s.sidePlayer(side), draws);
        ++s.sub;
        return false;
    }
    case 3:
    case 4: {
        const int side = s.sub - 3;
        const int p = s.sidePlayer(side);
        if (s.nation(p) == Nation::Philistines && s.philistineDie[static_cast<std::size_t>(side)] == 0) {
            pendDie(s, DieFor::Philistines, p);
            return true;
        }
        ++s.sub;
        return false;
    }
    default:
        if (siegeAllowed(s) && holds(s, s.attacker, Kind::Siege)) {
            pend(s, Pending::Siege, s.attacker);
            return true;
        }
        s.step = Step::Decide;
        s.sub = 0;
        return false;
    }
}

// C17: the loser's R card, the winner's P card, the loser's die.
bool casualties(State &s)
{
    const int loser = s.sidePlayer(1 - s.winnerSide);
    const int winner = s.sidePlayer(s.winnerSide);
    switch (s.sub) {
    case 0:
        s.sub = 1;
        if (holds(s, loser, Kind::Retreat)) {
            pend(s, Pending::Retreat, loser);
            return true;
        }
        return false;
    case 1:
        s.sub = 2;
        if (holds(s, winner, Kind::Pursuit)) {
            pend(s, Pending::Pursuit, winner);
            return true;
        }
        return false;
    default:
        pendDie(s, DieFor::Casualties, loser);
        return true;
    }
}

// C18: a Q card after a win, then the next battle or the end of the turn.
bool afterBattle(State &s)
{
    if (s.sub == 0) {
        s.sub = 1;
        if (s.winnerSide == kAttacker && holds(s, s.attacker, Kind::ExtraConquest)) {
            pend(s, Pending::Extra, s.attacker);
            return true;
        }
        return false;
    }
    s.attacker = s.defender = kNone;
    s.winnerSide = kNone;
    if (s.extraBattles > 0) {
        --s.extraBattles;
        s.step = Step::Target;
        s.sub = 0;
        return false;
    }
    endTurn(s);
    return false;
}

bool runStep(State &s)
{
    switch (s.step) {
    case Step::DealCards:
        if (s.visited == s.numPlayers) {
            s.step = Step::FirstRoll;
            s.contenders = static_cast<std::uint8_t>((1u << s.numPlayers) - 1);
            return false;
        }
        owe(s, s.visited++, 5);
        return false;
    case Step::FirstRoll: return firstRoll(s);
    case Step::Leadership: return leadership(s);
    case Step::Muster: return muster(s);
    case Step::Target: return target(s);
    case Step::Allies: return allies(s);
    case Step::ConquestFill: return conquestFill(s);
    case Step::Choice:
        pend(s, Pending::Choose, s.sidePlayer(s.sub));
        return true;
    case Step::Reveal: return reveal(s);
    case Step::Decide:
        decideBattle(s);
        return s.step == Step::Decide; // a tie roll is pending
    case Step::Casualties: return casualties(s);
    case Step::AfterBattle: return afterBattle(s);
    case Step::GameOver: pend(s, Pending::GameOver, 0); return true;
    }
    return true;
}

} // namespace

void advance(State &s)
{
    for (;;) {
        if (s.drawsLeft > 0) {
            if (!s.deck.empty()) {
                pend(s, Pending::Draw, s.drawPlayer);
                return;
            }
            if (!s.discard.empty()) {
                pend(s, Pending::Shuffle, s.drawPlayer);
                return;
            }
            s.drawsLeft = 0; // C06: nothing left to draw
        }
        if (runStep(s))
            return;
    }
}

} // namespace canaan::conquest::detail

namespace canaan::conquest::detail {

void owe(State &s, int player, int cards)
{
    s.drawPlayer = static_cast<std::uint8_t>(player);
    s.drawsLeft = static_cast<std::uint8_t>(cards > 0 ? cards : 0);
}

} // namespace canaan::conquest::detail
