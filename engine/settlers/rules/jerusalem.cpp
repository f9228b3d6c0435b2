// Jerusalem (R15-R17, R24): stones, the toll, black stones and the completed city.
#include "engine/settlers/rules/internal.h"

namespace canaan::settlers {

bool hasOwnSite(const Rules &rules, const GameState &s, int p)
{
    return s.buildings(p).intersects(rules.jerusalemSites());
}

int tollOwners(const Rules &rules, const GameState &s, int p)
{
    // R16 (b): roads of any owners lead from one of p's buildings to another's building on a site;
    // buildings along the way do not cut the chain.
    const VertexBits theirSites = s.allBuildings() & ~s.buildings(p) & rules.jerusalemSites();
    if (!theirSites.any())
        return 0;
    const EdgeBits roads = s.allRoads();
    VertexBits reached = s.buildings(p);
    VertexBits frontier = reached;
    while (frontier.any()) {
        VertexBits next;
        frontier.forEach([&](int v) {
            const VertexInfo &vi = rules.vertex(v);
            for (int k = 0; k < 3; ++k) {
                const BoardId e = vi.edgeIds[static_cast<std::size_t>(k)];
                if (e != kNoBoardId && roads.test(e))
                    next.set(vi.neighbourIds[static_cast<std::size_t>(k)]);
            }
        });
        frontier = next & ~reached;
        reached |= next;
    }
    int owners = 0;
    for (int q = 0; q < s.numPlayers; ++q)
        if (q != p && (reached & theirSites).intersects(s.buildings(q)))
            owners |= 1 << q;
    return owners;
}

namespace detail {
namespace {

int totalStones(const GameState &s)
{
    int n = s.blackStones;
    for (int p = 0; p < s.numPlayers; ++p)
        n += s.stones[p];
    return n;
}

// R24: the last slot is filled; most VP wins, then most coloured stones, then the option.
void completeIfFull(const Rules &rules, GameState &s, EventSink *sink)
{
    if (totalStones(s) < rules.options().stonesToComplete)
        return;
    int best = -1;
    unsigned tied = 0;
    for (int p = 0; p < s.numPlayers; ++p) {
        const int vp = s.vp[p];
        if (vp > best) {
            best = vp;
            tied = 1u << p;
        } else if (vp == best) {
            tied |= 1u << p;
        }
    }
    if (std::popcount(tied) > 1) {
        int most = -1;
        unsigned byStones = 0;
        for (int p = 0; p < s.numPlayers; ++p) {
            if (!(tied & (1u << p)))
                continue;
            if (s.stones[p] > most) {
                most = s.stones[p];
                byStones = 1u << p;
            } else if (s.stones[p] == most) {
                byStones |= 1u << p;
            }
        }
        tied = byStones;
    }
    if (std::popcount(tied) == 1) {
        emit(sink, EventKind::JerusalemCompleted, kNoId, 0);
        endGame(s, EndReason::Jerusalem, tied, sink);
    } else if (rules.options().jerusalemTie == JerusalemTie::Shared) {
        emit(sink, EventKind::JerusalemCompleted, kNoId, 0);
        endGame(s, EndReason::JerusalemShared, tied, sink);
    } else {
        s.jerusalemComplete = true; // play goes on without stones (R24 `continue`)
        emit(sink, EventKind::JerusalemCompleted, kNoId, 1);
    }
}

} // namespace

void addBlackStone(const Rules &rules, GameState &s, EventSink *sink)
{
    const int slots = rules.options().stonesToComplete;
    if (slots <= 0 || s.jerusalemComplete || totalStones(s) >= slots)
        return;
    ++s.blackStones;
    emit(sink, EventKind::BlackStoneAdded);
    completeIfFull(rules, s, sink);
}

IllegalReason checkStone(const Rules &rules, const GameState &s, const Action &a)
{
    const int p = a.player;
    if (rules.isClassic() || rules.options().stonesToComplete <= 0)
        return IllegalReason::NotInRuleset;
    if (s.pending != Pending::Turn)
        return IllegalReason::WrongTime;
    if (!s.rolled)
        return IllegalReason::NotRolled;
    if (s.jerusalemComplete)
        return IllegalReason::JerusalemComplete;
    if (s.stonesLeft[p] == 0)
        return IllegalReason::NoSupply;
    if (!canPay(s, p, kStoneCost))
        return IllegalReason::NotEnoughResources;
    if (hasOwnSite(rules, s, p))
        return a.a == kNoId ? IllegalReason::Ok : IllegalReason::TollNotDue;
    const int owners = tollOwners(rules, s, p);
    if (!owners)
        return IllegalReason::NoJerusalemAccess;
    if (a.a >= s.numPlayers || !(owners & (1 << a.a)))
        return IllegalReason::BadTollOwner;
    if (a.b >= kResourceCount)
        return IllegalReason::BadArgument;
    if (s.hand[p][a.b] < kStoneCost[a.b] + 1)
        return IllegalReason::NoCardForToll;
    return IllegalReason::Ok;
}

void applyStone(const Rules &rules, GameState &s, const Action &a, EventSink *sink)
{
    const int p = a.player;
    pay(s, p, kStoneCost);
    if (a.a != kNoId) { // R16: one card of the builder's choice to the site's owner
        --s.hand[p][a.b];
        ++s.hand[a.a][a.b];
    }
    ++s.stones[p];
    --s.stonesLeft[p];
    s.tradeClosed = true;
    emit(sink, EventKind::StoneAdded, p, kNoId, a.a, a.a == kNoId ? kNoId : a.b);
    refreshBlessing(rules, s, sink);
    completeIfFull(rules, s, sink);
}

} // namespace detail
} // namespace canaan
