// Building (R12-R14): roads, settlements, cities and development cards, with their placement rules.
#include "rules/internal.h"

#include <iterator>

namespace canaan {
namespace detail {

namespace {

// The intersections at either end of p's roads.
VertexBits roadEnds(const Rules &rules, const GameState &s, int p)
{
    VertexBits ends;
    s.roads[p].forEach([&](int e) { ends |= rules.edge(e).endBits; });
    return ends;
}

} // namespace

EdgeBits roadSpots(const Rules &rules, const GameState &s, int p)
{
    // R14: a road touches the player's building, or the end of his road where no opponent's
    // building stands (a road may not continue through an opponent's building). The ends are
    // gathered first, so each intersection's paths are added once.
    const VertexBits own = s.buildings(p);
    const VertexBits all = s.allBuildings();
    EdgeBits spots;
    (own | (roadEnds(rules, s, p) & ~all)).forEach([&](int v) { spots |= rules.vertex(v).edges; });
    return spots & ~s.allRoads();
}

bool distanceOk(const Rules &rules, const GameState &s, int v)
{
    const VertexBits all = s.allBuildings();
    return !all.test(v) && !all.intersects(rules.vertex(v).neighbours);
}

VertexBits settlementSpots(const Rules &rules, const GameState &s, int p, bool needRoad)
{
    const VertexBits all = s.allBuildings();
    if (needRoad) { // R14: the few free ends of p's roads, each checked for the distance rule
        VertexBits spots;
        (roadEnds(rules, s, p) & ~all).forEach([&](int v) {
            if (!all.intersects(rules.vertex(v).neighbours))
                spots.set(v);
        });
        return spots;
    }
    // Set-up: anywhere away from the few buildings (every intersection id below vertexCount).
    VertexBits near = all;
    all.forEach([&](int v) { near |= rules.vertex(v).neighbours; });
    VertexBits candidates;
    for (int k = 0; k < static_cast<int>(std::size(candidates.w)); ++k) {
        const int inWord = rules.vertexCount() - 64 * k;
        candidates.w[k] = inWord >= 64 ? ~std::uint64_t{0} : inWord > 0 ? (std::uint64_t{1} << inWord) - 1 : 0;
    }
    return candidates & ~near;
}

void putRoad(const Rules &rules, GameState &s, int p, int e, EventSink *sink)
{
    s.roads[p].set(e);
    --s.roadsLeft[p];
    emit(sink, EventKind::RoadPlaced, p, e);
    roadAdded(rules, s, p, e, sink); // R19
}

void putSettlement(const Rules &rules, GameState &s, int p, int v, EventSink *sink)
{
    s.settlements[p].set(v);
    --s.settlementsLeft[p];
    ++s.vp[p];
    s.harbors[p] |= rules.vertex(v).harborBits;
    emit(sink, EventKind::SettlementPlaced, p, v);
    // R19: a settlement may break an opponent's road through this intersection: only one with two
    // or more roads here, as a trail may still end at the settlement.
    unsigned broken = 0;
    for (int q = 0; q < s.numPlayers; ++q)
        if (q != p && (s.roads[q] & rules.vertex(v).edges).count() >= 2)
            broken |= 1u << q;
    if (broken)
        refreshLongestRoads(rules, s, broken, sink);
}

void putCity(const Rules &, GameState &s, int p, int v, EventSink *sink)
{
    s.settlements[p].reset(v);
    s.cities[p].set(v);
    ++s.settlementsLeft[p]; // R13: the settlement returns to the supply
    --s.citiesLeft[p];
    ++s.vp[p];
    emit(sink, EventKind::CityBuilt, p, v);
}

// What a settlement and a city check first, in the order their reasons are reported: the time,
// the intersection, a piece left in the supply (R13), the cost.
static IllegalReason checkPaidIntersectionBuild(const Rules &rules, const GameState &s, const Action &a, int piecesLeft,
                                                const Cost &cost)
{
    if (s.pending != Pending::Turn)
        return IllegalReason::WrongTime;
    if (!s.rolled)
        return IllegalReason::NotRolled;
    if (a.a >= rules.vertexCount())
        return IllegalReason::BadArgument;
    if (piecesLeft == 0)
        return IllegalReason::NoSupply;
    if (!canPay(s, a.player, cost))
        return IllegalReason::NotEnoughResources;
    return IllegalReason::Ok;
}

IllegalReason checkBuilding(const Rules &rules, const GameState &s, const Action &a)
{
    const int p = a.player;
    switch (a.kind) {
    case ActionKind::BuildRoad: {
        const bool free = s.pending == Pending::FreeRoad;
        if (!free && s.pending != Pending::Turn)
            return IllegalReason::WrongTime;
        if (!free && !s.rolled)
            return IllegalReason::NotRolled;
        if (a.a >= rules.edgeCount())
            return IllegalReason::BadArgument;
        if (s.roadsLeft[p] == 0)
            return IllegalReason::NoSupply;
        if (!free && !canPay(s, p, kRoadCost))
            return IllegalReason::NotEnoughResources;
        if (s.allRoads().test(a.a))
            return IllegalReason::Occupied;
        if (!roadSpots(rules, s, p).test(a.a))
            return IllegalReason::NotConnected;
        return IllegalReason::Ok;
    }
    case ActionKind::BuildSettlement: {
        if (const IllegalReason why = checkPaidIntersectionBuild(rules, s, a, s.settlementsLeft[p], kSettlementCost);
            why != IllegalReason::Ok)
            return why;
        if (s.allBuildings().test(a.a))
            return IllegalReason::Occupied;
        if (!distanceOk(rules, s, a.a))
            return IllegalReason::TooClose;
        if (!s.roads[p].intersects(rules.vertex(a.a).edges))
            return IllegalReason::NotConnected;
        return IllegalReason::Ok;
    }
    case ActionKind::BuildCity:
        if (const IllegalReason why = checkPaidIntersectionBuild(rules, s, a, s.citiesLeft[p], kCityCost);
            why != IllegalReason::Ok)
            return why;
        if (!s.settlements[p].test(a.a))
            return IllegalReason::NotYourSettlement;
        return IllegalReason::Ok;
    case ActionKind::BuyCard: {
        if (s.pending != Pending::Turn)
            return IllegalReason::WrongTime;
        if (!s.rolled)
            return IllegalReason::NotRolled;
        if (!canPay(s, p, kCardCost))
            return IllegalReason::NotEnoughResources;
        int left = 0;
        for (int c = 0; c < kDevCardCount; ++c)
            left += s.deck[c];
        if (left == 0)
            return IllegalReason::DeckEmpty;
        return IllegalReason::Ok;
    }
    default: return IllegalReason::WrongTime;
    }
}

void applyBuilding(const Rules &rules, GameState &s, const Action &a, EventSink *sink)
{
    const int p = a.player;
    s.tradeClosed = true; // R09: building ends trading for the turn
    switch (a.kind) {
    case ActionKind::BuildRoad:
        if (s.pending == Pending::FreeRoad)
            --s.freeRoads;
        else
            pay(s, p, kRoadCost);
        putRoad(rules, s, p, a.a, sink);
        break;
    case ActionKind::BuildSettlement:
        pay(s, p, kSettlementCost);
        putSettlement(rules, s, p, a.a, sink);
        break;
    case ActionKind::BuildCity:
        pay(s, p, kCityCost);
        putCity(rules, s, p, a.a, sink);
        break;
    case ActionKind::BuyCard:
        pay(s, p, kCardCost);
        s.drawPending = true;
        break;
    default: break;
    }
}

} // namespace detail
} // namespace canaan
