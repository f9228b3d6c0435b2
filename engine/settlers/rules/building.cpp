// Building (R12-R14): roads, settlements, cities and development cards, with their placement rules.
#include "engine/settlers/rules/internal.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <iterator>

namespace canaan::settlers {
namespace detail {

namespace {

// One share of the yield of a building on v (a settlement, or the second share of a city) into
// p's GameState::rollOwed, number by number.
void addYield(const Rules &rules, GameState &s, int p, int v)
{
    for (const BoardId t : rules.vertex(v).tiles) {
        if (t == kNoBoardId || !rules.tileYield(t))
            continue;
        const int n = rules.tile(t).number;
        ++s.rollOwed[rollIndex(n)][p][std::countr_zero(rules.tileYield(t)) / 8];
    }
}

// The building's intersection into the derived sets (GameState::occupied, ownerBit0/1,
// tileSeats).
void occupy(const Rules &rules, GameState &s, int p, int v)
{
    s.occupied.set(v);
    if (p & 1)
        s.ownerBit0.set(v);
    if (p & 2)
        s.ownerBit1.set(v);
    for (const BoardId t : rules.vertex(v).tiles)
        if (t != kNoBoardId)
            s.tileSeats[t] = static_cast<std::uint8_t>(s.tileSeats[t] | 1u << p);
    addYield(rules, s, p, v);
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
    (own | (s.roadEnds[p] & ~all)).forEach([&](int v) { spots |= rules.vertex(v).edges; });
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
        (s.roadEnds[p] & ~all).forEach([&](int v) {
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
    s.paved.set(e);
    s.roadEnds[p] |= rules.edge(e).endBits;
    --s.roadsLeft[p];
    emit(sink, EventKind::RoadPlaced, p, e);
    roadAdded(rules, s, p, e, sink); // R19
}

void putSettlement(const Rules &rules, GameState &s, int p, int v, EventSink *sink)
{
    s.settlements[p].set(v);
    occupy(rules, s, p, v);
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

void putCity(const Rules &rules, GameState &s, int p, int v, EventSink *sink)
{
    s.settlements[p].reset(v);
    s.cities[p].set(v);
    s.cityBits.set(v);
    addYield(rules, s, p, v); // a city is owed twice
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

void refreshPieceSets(const Rules &rules, GameState &s)
{
    s.occupied = s.cityBits = s.ownerBit0 = s.ownerBit1 = VertexBits{};
    s.paved = EdgeBits{};
    std::fill(std::begin(s.tileSeats), std::end(s.tileSeats), std::uint8_t{0});
    std::memset(s.rollOwed, 0, sizeof s.rollOwed);
    for (int p = 0; p < kMaxPlayers; ++p) {
        s.roadEnds[p] = VertexBits{};
        if (p >= s.numPlayers)
            continue;
        s.buildings(p).forEach([&](int v) { detail::occupy(rules, s, p, v); });
        s.cityBits |= s.cities[p];
        s.cities[p].forEach([&](int v) { detail::addYield(rules, s, p, v); });
        s.paved |= s.roads[p];
        s.roads[p].forEach([&](int e) { s.roadEnds[p] |= rules.edge(e).endBits; });
    }
}

} // namespace canaan
