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
    settlers::Rules rules;
    settlers::GameState s;
    settlers::EventSink events;

    explicit Scenario(const settlers::MapModel &map, int players = 4, int current = 0, bool rolled = true)
        : rules(map)
        , s(settlers::newGame(rules, players))
    {
        settlers::scenario::startPlay(rules, s, current, rolled);
    }
    Scenario(const settlers::MapModel &map, const settlers::GameOptions &options, int players = 4, int current = 0, bool rolled = true)
        : rules(map, map.ruleset, options)
        , s(settlers::newGame(rules, players))
    {
        settlers::scenario::startPlay(rules, s, current, rolled);
    }

    int vertex(int q, int r, settlers::Corner c) const
    {
        const settlers::VertexId v = rules.topology().vertexAt(settlers::cornerOf({q, r}, c));
        if (v == settlers::kNone)
            qFatal("no vertex at %d,%d corner %d", q, r, int(c));
        return v;
    }
    int edge(int q, int r, settlers::Side side) const
    {
        const settlers::EdgeId e = rules.topology().edgeAt(settlers::sideOf({q, r}, side));
        if (e == settlers::kNone)
            qFatal("no edge at %d,%d side %d", q, r, int(side));
        return e;
    }
    int tile(int q, int r) const { return rules.topology().tileAt({q, r}); }
    int edgeBetween(int a, int b) const { return rules.topology().edgeBetween(a, b); }

    void settlement(int p, int v) { settlers::scenario::putSettlement(rules, s, p, v); }
    void city(int p, int v) { settlers::scenario::putCity(rules, s, p, v); }
    void road(int p, int e) { settlers::scenario::putRoad(rules, s, p, e); }
    // Roads along a path of vertices.
    void roads(int p, const std::vector<int> &path)
    {
        for (std::size_t i = 0; i + 1 < path.size(); ++i)
            road(p, edgeBetween(path[i], path[i + 1]));
    }
    void hand(int p, std::array<int, settlers::kResourceCount> cards) { settlers::scenario::setHand(s, p, cards); }
    int cards(int p, settlers::Resource r) const { return s.hand[p][static_cast<int>(r)]; }

    settlers::IllegalReason check(const settlers::Action &a) const { return settlers::checkLegal(rules, s, a); }
    // Applies a legal action; fails the test when it is not legal.
    bool play(const settlers::Action &a)
    {
        events.clear();
        const settlers::IllegalReason why = settlers::tryApply(rules, s, a, &events);
        if (why != settlers::IllegalReason::Ok) {
            qWarning("illegal %s: %s", settlers::actionKindId(a.kind).data(), settlers::illegalReasonId(why).data());
            return false;
        }
        return true;
    }
    bool isLegalListed(const settlers::Action &a) const
    {
        settlers::ActionList list;
        settlers::legalActions(rules, s, list);
        for (const settlers::Action &x : list)
            if (x == a)
                return true;
        return false;
    }
    bool hasEvent(settlers::EventKind k) const
    {
        for (int i = 0; i < events.size; ++i)
            if (events.events[static_cast<std::size_t>(i)].kind == k)
                return true;
        return false;
    }
};

inline settlers::Action act(settlers::ActionKind k, int player, int a = settlers::kNoId, int b = settlers::kNoId, int c = settlers::kNoId)
{
    return settlers::makeAction(k, player, a, b, c);
}
inline settlers::Action tradeAct(settlers::ActionKind k, int player, int a, std::array<int, settlers::kResourceCount> net)
{
    settlers::Action x = act(k, player, a);
    for (int r = 0; r < settlers::kResourceCount; ++r)
        x.trade[static_cast<std::size_t>(r)] = static_cast<std::int8_t>(net[static_cast<std::size_t>(r)]);
    return x;
}
constexpr int res(settlers::Resource r) { return static_cast<int>(r); }
constexpr int card(settlers::DevCard c) { return static_cast<int>(c); }

} // namespace canaan::test
