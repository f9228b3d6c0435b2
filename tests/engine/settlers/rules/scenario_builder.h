// A small helper to set up positions for rule tests: a map, a state in play, and names for places
// by hex coordinates ("the N corner of hex (1,0)").
#pragma once

#include "tests/engine/settlers/rules/builtin_maps.h"
#include "engine/settlers/rules/engine.h"
#include "engine/settlers/rules/scenario.h"

#include <QtTest>
#include <vector>

namespace canaan::test {

struct Scenario {
    Rules rules;
    GameState s;
    EventSink events;

    explicit Scenario(const MapModel &map, int players = 4, int current = 0, bool rolled = true)
        : rules(map)
        , s(newGame(rules, players))
    {
        scenario::startPlay(rules, s, current, rolled);
    }
    Scenario(const MapModel &map, const GameOptions &options, int players = 4, int current = 0, bool rolled = true)
        : rules(map, map.ruleset, options)
        , s(newGame(rules, players))
    {
        scenario::startPlay(rules, s, current, rolled);
    }

    int vertex(int q, int r, Corner c) const
    {
        const VertexId v = rules.topology().vertexAt(cornerOf({q, r}, c));
        if (v == kNone)
            qFatal("no vertex at %d,%d corner %d", q, r, int(c));
        return v;
    }
    int edge(int q, int r, Side side) const
    {
        const EdgeId e = rules.topology().edgeAt(sideOf({q, r}, side));
        if (e == kNone)
            qFatal("no edge at %d,%d side %d", q, r, int(side));
        return e;
    }
    int tile(int q, int r) const { return rules.topology().tileAt({q, r}); }
    int edgeBetween(int a, int b) const { return rules.topology().edgeBetween(a, b); }

    void settlement(int p, int v) { scenario::putSettlement(rules, s, p, v); }
    void city(int p, int v) { scenario::putCity(rules, s, p, v); }
    void road(int p, int e) { scenario::putRoad(rules, s, p, e); }
    // Roads along a path of vertices.
    void roads(int p, const std::vector<int> &path)
    {
        for (std::size_t i = 0; i + 1 < path.size(); ++i)
            road(p, edgeBetween(path[i], path[i + 1]));
    }
    void hand(int p, std::array<int, kResourceCount> cards) { scenario::setHand(s, p, cards); }
    int cards(int p, Resource r) const { return s.hand[p][static_cast<int>(r)]; }

    IllegalReason check(const Action &a) const { return checkLegal(rules, s, a); }
    // Applies a legal action; fails the test when it is not legal.
    bool play(const Action &a)
    {
        events.clear();
        const IllegalReason why = tryApply(rules, s, a, &events);
        if (why != IllegalReason::Ok) {
            qWarning("illegal %s: %s", actionKindId(a.kind).data(), illegalReasonId(why).data());
            return false;
        }
        return true;
    }
    bool isLegalListed(const Action &a) const
    {
        ActionList list;
        legalActions(rules, s, list);
        for (const Action &x : list)
            if (x == a)
                return true;
        return false;
    }
    bool hasEvent(EventKind k) const
    {
        for (int i = 0; i < events.size; ++i)
            if (events.events[static_cast<std::size_t>(i)].kind == k)
                return true;
        return false;
    }
};

inline Action act(ActionKind k, int player, int a = kNoId, int b = kNoId, int c = kNoId)
{
    return makeAction(k, player, a, b, c);
}
inline Action tradeAct(ActionKind k, int player, int a, std::array<int, kResourceCount> net)
{
    Action x = act(k, player, a);
    for (int r = 0; r < kResourceCount; ++r)
        x.trade[static_cast<std::size_t>(r)] = static_cast<std::int8_t>(net[static_cast<std::size_t>(r)]);
    return x;
}
constexpr int res(Resource r) { return static_cast<int>(r); }
constexpr int card(DevCard c) { return static_cast<int>(c); }

} // namespace canaan::test
