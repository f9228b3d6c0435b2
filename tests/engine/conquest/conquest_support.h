// Shared by the Conquest tests: games driven to a chosen decision, cards dealt by hand, and seeded
// random games walked action by action.
#pragma once

#include "engine/random/rng.h"
#include "engine/conquest/engine.h"

#include <QtTest>
#include <initializer_list>
#include <memory>
#include <vector>

namespace canaan::conquest::test {

inline State gameOf(std::initializer_list<Nation> nations, Options o = {})
{
    const std::vector<Nation> n(nations);
    return newGame(o, n);
}

// Applies a, which must be legal.
inline void act(State &s, const Action &a)
{
    const IllegalReason r = checkLegal(s, a);
    QVERIFY2(r == IllegalReason::Ok, illegalReasonText(r).data());
    apply(s, a);
}

inline void roll(State &s, int value)
{
    QCOMPARE(s.pending, Pending::Die);
    act(s, makeAction(ActionKind::Die, s.pendingPlayer, value));
}

inline void pass(State &s) { act(s, makeAction(ActionKind::Pass, s.pendingPlayer)); }

// Chance outcomes at random and Pass for every decision, until `what` is pending (or the game ends).
inline void passUntil(State &s, Pending what, std::uint64_t seed = 1)
{
    Pcg32 rng(seed);
    for (int guard = 0; s.pending != what && !s.over() && guard < 100000; ++guard)
        apply(s, isChancePending(s) ? chanceFromRandom(s, rng()) : makeAction(ActionKind::Pass, s.pendingPlayer));
}

// Chance outcomes at random until a decision is pending.
inline void settleChance(State &s, std::uint64_t seed = 1)
{
    Pcg32 rng(seed);
    while (isChancePending(s) && s.pending != Pending::Die)
        apply(s, chanceFromRandom(s, rng()));
}

// Moves card c from wherever it is into p's hand (cards stay conserved).
inline void give(State &s, int p, int c)
{
    s.deck.remove(c);
    s.discard.remove(c);
    s.table.remove(c);
    for (CardSet &h : s.hands)
        h.remove(c);
    s.hands[static_cast<std::size_t>(p)].add(c);
}

inline void emptyHand(State &s, int p)
{
    s.deck |= s.hands[static_cast<std::size_t>(p)];
    s.hands[static_cast<std::size_t>(p)].clear();
}

// Every player's hand emptied into the deck.
inline void emptyHands(State &s)
{
    for (int p = 0; p < s.numPlayers; ++p)
        emptyHand(s, p);
}

inline int cardId(const char *id)
{
    const auto c = parseCard(id);
    if (!c)
        qFatal("no card %s", id);
    return *c;
}

// A game of these nations at the first Target decision, every hand emptied; the active player's
// nation is `nations[0]` (seats are rotated so).
inline State atFirstTarget(std::initializer_list<Nation> nations, std::uint64_t seed = 1)
{
    State s = gameOf(nations);
    passUntil(s, Pending::Target, seed);
    // Rotate nations so that the active seat has the first one.
    const std::vector<Nation> n(nations);
    for (int p = 0; p < s.numPlayers; ++p) {
        const Nation nat = n[static_cast<std::size_t>((p - s.active + s.numPlayers) % s.numPlayers)];
        s.nations[static_cast<std::size_t>(p)] = nat;
        s.armies[static_cast<std::size_t>(p)] = 10;
    }
    emptyHands(s);
    return s;
}

// From an Attack to the attacker's secret choice: no U, A, allies or fills.
inline void toChoice(State &s)
{
    Pcg32 rng(7);
    while (s.pending != Pending::Choose && !s.over())
        apply(s, isChancePending(s) ? chanceFromRandom(s, rng()) : makeAction(ActionKind::Pass, s.pendingPlayer));
}

inline void choose(State &s, int c, Category cat)
{
    act(s, makeAction(ActionKind::Choose, s.pendingPlayer, c, static_cast<int>(cat)));
}

struct Battle {
    State s;
    int att = 0, def = 0;
};

// Two (or more) nations, the first attacking the second; hands empty; at the attacker's choice
// after the cards given (att / def) were dealt.
inline Battle battle(std::initializer_list<Nation> nations, std::initializer_list<const char *> att = {},
              std::initializer_list<const char *> def = {}, int attArmies = 10, int defArmies = 10)
{
    Battle b{atFirstTarget(nations)};
    b.att = b.s.active;
    b.def = (b.s.active + 1) % b.s.numPlayers;
    for (const char *c : att)
        give(b.s, b.att, cardId(c));
    for (const char *c : def)
        give(b.s, b.def, cardId(c));
    b.s.armies[static_cast<std::size_t>(b.att)] = static_cast<std::uint16_t>(attArmies);
    b.s.armies[static_cast<std::size_t>(b.def)] = static_cast<std::uint16_t>(defArmies);
    apply(b.s, makeAction(ActionKind::Attack, b.att, b.def));
    toChoice(b.s);
    return b;
}

inline int cardsIn(const State &s)
{
    int n = s.deck.count() + s.discard.count() + s.table.count() + s.battle[0].count() + s.battle[1].count();
    for (int p = 0; p < s.numPlayers; ++p)
        n += s.handCount(p);
    return n;
}

// Plays `games` random games (uniform legal decisions), calling check(before, action, after).
template <typename Check>
void playRandomGames(int games, std::uint64_t seed, Check &&check)
{
    auto list = std::make_unique<ActionList>();
    for (int g = 0; g < games; ++g) {
        Pcg32 rng(mixSeed(seed + static_cast<std::uint64_t>(g)));
        std::vector<Nation> nations;
        const int n = 2 + g % 5;
        for (int i = 0; i < n; ++i)
            nations.push_back(static_cast<Nation>((g + i * 3) % kNationCount));
        bool distinct = true;
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < i; ++j)
                distinct = distinct && nations[static_cast<std::size_t>(i)] != nations[static_cast<std::size_t>(j)];
        if (!distinct)
            for (int i = 0; i < n; ++i)
                nations[static_cast<std::size_t>(i)] = static_cast<Nation>(i);
        State s = newGame(Options{}, nations);
        while (!s.over()) {
            const int k = legalActions(s, *list);
            const Action a = isChancePending(s) ? chanceFromRandom(s, rng()) : (*list)[rng.below(k)];
            const State before = s;
            apply(s, a);
            check(before, a, s);
            if (QTest::currentTestFailed())
                return;
        }
    }
}

} // namespace canaan::conquest::test
