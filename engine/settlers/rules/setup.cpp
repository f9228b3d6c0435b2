// Set-up (R02-R04): starting settlements and roads, and the starting resources.
#include "engine/settlers/rules/internal.h"

namespace canaan::settlers {
namespace detail {
namespace {

// One card per numbered hex touching v; copper becomes a choice (R04; classic: second settlement).
void payStartingResources(const Rules &rules, GameState &s, int p, int v, EventSink *sink)
{
    for (const BoardId t : rules.vertex(v).tiles) {
        if (t == kNoBoardId || rules.tile(t).number == 0)
            continue;
        const Terrain terrain = rules.tile(t).terrain;
        if (terrain == Terrain::Copper)
            ++s.copperOwed[p];
        else if (const auto r = resourceOf(terrain))
            gainFromBank(s, p, static_cast<int>(*r), 1, sink);
    }
}

} // namespace

IllegalReason checkSetup(const Rules &rules, const GameState &s, const Action &a)
{
    switch (a.kind) {
    case ActionKind::SetupSettlement: {
        if (s.pending != Pending::SetupSettlement)
            return IllegalReason::WrongTime;
        if (a.a >= rules.vertexCount())
            return IllegalReason::BadArgument;
        const VertexInfo &v = rules.vertex(a.a);
        if (s.allBuildings().test(a.a))
            return IllegalReason::Occupied;
        if (!distanceOk(rules, s, a.a))
            return IllegalReason::TooClose;
        if (v.jerusalemSite)
            return IllegalReason::JerusalemSite;
        if (!v.setupAllowed) {
            const Vertex &raw = rules.topology().vertex(a.a);
            return raw.touchesNumber ? IllegalReason::ClosedToSetup : IllegalReason::NotTouchingNumber;
        }
        return IllegalReason::Ok;
    }
    case ActionKind::SetupRoad:
        if (s.pending != Pending::SetupRoad)
            return IllegalReason::WrongTime;
        if (a.a >= rules.edgeCount())
            return IllegalReason::BadArgument;
        if (s.allRoads().test(a.a))
            return IllegalReason::Occupied;
        if (!rules.vertex(s.setupVertex).edges.test(a.a))
            return IllegalReason::NotAtNewSettlement;
        return IllegalReason::Ok;
    case ActionKind::ChooseStartingSettlement:
        if (s.pending != Pending::StartingSettlement)
            return IllegalReason::WrongTime;
        if (a.a >= rules.vertexCount())
            return IllegalReason::BadArgument;
        if (!s.settlements[a.player].test(a.a))
            return IllegalReason::NotYourSettlement;
        return IllegalReason::Ok;
    default: return IllegalReason::WrongTime;
    }
}

void applySetup(const Rules &rules, GameState &s, const Action &a, EventSink *sink)
{
    const int p = a.player;
    switch (a.kind) {
    case ActionKind::SetupSettlement:
        putSettlement(rules, s, p, a.a, sink);
        s.setupVertex = a.a;
        if (rules.isClassic() && rules.isLastPlacement(s.numPlayers, s.setupStep))
            payStartingResources(rules, s, p, a.a, sink);
        break;
    case ActionKind::SetupRoad:
        putRoad(rules, s, p, a.a, sink);
        s.setupVertex = kNoBoardId;
        ++s.setupStep;
        break;
    case ActionKind::ChooseStartingSettlement:
        payStartingResources(rules, s, p, a.a, sink);
        ++s.startingStep;
        break;
    default: break;
    }
}

} // namespace detail
} // namespace canaan
