// Special cards (R18): Longest Road (R19), Most Priests / Largest Army, King's Blessing (R17).
#include "engine/settlers/rules/internal.h"

#include <algorithm>
#include <bit>
#include <iterator>

namespace canaan::settlers {

int longestRoadOf(const Rules &rules, const GameState &s, int p)
{
    // R19: the longest trail of p's roads using no edge twice and passing through no intersection
    // that holds an opponent's building (the trail may end there). At most 15 roads: a DFS over a
    // local graph, started only where a longest trail can start (see below).
    constexpr int kMaxLocalEdges = Rules::kRoads + 1;
    constexpr int kMaxLocalVertices = 2 * kMaxLocalEdges;
    std::array<std::array<std::uint8_t, 2>, kMaxLocalEdges> ends{}; // local vertex ids
    std::array<std::array<std::uint8_t, 3>, kMaxLocalVertices> adj{}; // local edge ids
    std::array<std::uint8_t, kMaxLocalVertices> degree{};
    std::array<bool, kMaxLocalVertices> blocked{};
    int nEdges = 0, nVertices = 0;
    const VertexBits others = s.allBuildings() & ~s.buildings(p);
    // Map ids to local vertex ids: `seen` says which entries of `local` are set (no clearing).
    VertexBits seen;
    std::array<std::uint8_t, kMaxVertices> local;
    auto localVertex = [&](int v) {
        if (seen.test(v))
            return static_cast<int>(local[static_cast<std::size_t>(v)]);
        seen.set(v);
        local[static_cast<std::size_t>(v)] = static_cast<std::uint8_t>(nVertices);
        blocked[static_cast<std::size_t>(nVertices)] = others.test(v);
        return nVertices++;
    };
    s.roads[p].forEach([&](int e) {
        if (nEdges >= kMaxLocalEdges)
            return;
        for (int k = 0; k < 2; ++k) {
            const int lv = localVertex(rules.edge(e).vertices[static_cast<std::size_t>(k)]);
            ends[static_cast<std::size_t>(nEdges)][static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(lv);
            adj[static_cast<std::size_t>(lv)][degree[static_cast<std::size_t>(lv)]++] = static_cast<std::uint8_t>(nEdges);
        }
        ++nEdges;
    });
    if (nEdges == 0)
        return 0;

    struct Search {
        const std::array<std::array<std::uint8_t, 2>, kMaxLocalEdges> &ends;
        const std::array<std::array<std::uint8_t, 3>, kMaxLocalVertices> &adj;
        const std::array<std::uint8_t, kMaxLocalVertices> &degree;
        const std::array<bool, kMaxLocalVertices> &blocked;
        int from(int v, std::uint32_t used) const
        {
            int best = 0;
            for (int k = 0; k < degree[static_cast<std::size_t>(v)]; ++k) {
                const int i = adj[static_cast<std::size_t>(v)][static_cast<std::size_t>(k)];
                if (used & (1u << i))
                    continue;
                const auto &e = ends[static_cast<std::size_t>(i)];
                const int w = e[0] == v ? e[1] : e[0];
                const int len = 1 + (blocked[static_cast<std::size_t>(w)] ? 0 : from(w, used | (1u << i)));
                if (len > best)
                    best = len;
            }
            return best;
        }
    } search{ends, adj, degree, blocked};

    // A longest trail can start at a vertex of degree other than 2 or at a blocked one: from an
    // open degree-2 start it could be extended backwards, or it is a closed trail that can be
    // started at a branching vertex of it. A component with neither is a plain cycle: all its edges.
    std::array<std::uint8_t, kMaxLocalVertices> component{};
    for (int i = 0; i < nVertices; ++i)
        component[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i);
    auto find = [&](int x) {
        while (component[static_cast<std::size_t>(x)] != x)
            x = component[static_cast<std::size_t>(x)];
        return x;
    };
    for (int i = 0; i < nEdges; ++i)
        component[static_cast<std::size_t>(find(ends[static_cast<std::size_t>(i)][0]))] =
            static_cast<std::uint8_t>(find(ends[static_cast<std::size_t>(i)][1]));
    std::array<std::uint8_t, kMaxLocalVertices> componentEdges{};
    int largestComponent = 0;
    for (int i = 0; i < nEdges; ++i) {
        const int c = find(ends[static_cast<std::size_t>(i)][0]);
        if (++componentEdges[static_cast<std::size_t>(c)] > largestComponent)
            largestComponent = componentEdges[static_cast<std::size_t>(c)];
    }
    // Plain paths and cycles, not cut by an opponent (most roads most of the time): no search.
    bool simple = true;
    for (int v = 0; v < nVertices && simple; ++v)
        simple = degree[static_cast<std::size_t>(v)] < 3 &&
                 !(degree[static_cast<std::size_t>(v)] == 2 && blocked[static_cast<std::size_t>(v)]);
    if (simple)
        return largestComponent;

    std::uint32_t componentsWithStart = 0;
    int best = 0;
    for (int v = 0; v < nVertices; ++v) {
        if (degree[static_cast<std::size_t>(v)] == 2 && !blocked[static_cast<std::size_t>(v)])
            continue;
        componentsWithStart |= 1u << find(v);
        const int len = search.from(v, 0);
        if (len > best)
            best = len;
    }
    for (int c = 0; c < nVertices; ++c)
        if (!(componentsWithStart & (1u << c)) && componentEdges[static_cast<std::size_t>(c)] > best)
            best = componentEdges[static_cast<std::size_t>(c)];
    return best;
}

namespace detail {
namespace {

// The longest trail from v over p's roads still in `free` (each taken out while on the trail),
// passing no intersection in `blocked` (an opponent's building: a trail may end there).
// `enough`: once a trail that long is found, the search stops and returns its length (the caller
// needs no more); kAll finds the longest.
struct TrailSearch {
    static constexpr int kAll = Rules::kRoads + 1;
    const Rules &rules;
    // EdgeBits and one more word that stays 0, so that the missing path of an intersection with
    // two (kNoBoardId) is never free: the paths to follow are found without a branch per path.
    static constexpr std::size_t kWords = std::size(EdgeBits{}.w);
    std::array<std::uint64_t, kWords + 1> free;
    VertexBits blocked;
    static_assert((kNoBoardId >> 6) == kWords);

    TrailSearch(const Rules &r, const EdgeBits &roads, const VertexBits &b) : rules(r), free{}, blocked(b)
    {
        for (std::size_t k = 0; k < kWords; ++k)
            free[k] = roads.w[k];
    }
    std::uint64_t isFree(int e) const { return (free[e >> 6] >> (e & 63)) & 1; }
    void take(int e) { free[e >> 6] &= ~(std::uint64_t{1} << (e & 63)); }
    // Bit k: the path edgeIds[k] of vi is free.
    unsigned freePaths(const VertexInfo &vi) const
    {
        return static_cast<unsigned>(isFree(vi.edgeIds[0]) | isFree(vi.edgeIds[1]) << 1 | isFree(vi.edgeIds[2]) << 2);
    }
    // The free paths a trail can leave v by: none if v is blocked.
    unsigned exits(int v) const { return blocked.test(v) ? 0 : freePaths(rules.vertex(v)); }

    int from(int v, int enough = kAll)
    {
        const auto kept = free;
        const VertexInfo &vi = rules.vertex(v);
        const int len = walk(vi, freePaths(vi), enough);
        free = kept;
        return len;
    }

    // The longest trail leaving vi by `paths`, keeping the roads it walks taken. Intersections with
    // one way on (most of a road) are walked in a loop; a fork branches.
    int walk(const VertexInfo &start, unsigned paths, int enough)
    {
        const VertexInfo *vi = &start;
        for (int len = 0;;) {
            if (paths & (paths - 1))
                return len + fork(*vi, paths, enough - len);
            if (!paths)
                return len;
            const auto k = static_cast<std::size_t>(std::countr_zero(paths));
            const int e = vi->edgeIds[k], w = vi->neighbourIds[k];
            if (++len >= enough || blocked.test(w))
                return len;
            take(e);
            vi = &rules.vertex(w);
            paths = freePaths(*vi);
        }
    }

    int fork(const VertexInfo &vi, unsigned paths, int enough)
    {
        const auto kept = free;
        int best = 0;
        for (; paths; paths &= paths - 1) {
            const auto k = static_cast<std::size_t>(std::countr_zero(paths));
            const int e = vi.edgeIds[k], w = vi.neighbourIds[k];
            int len = 1;
            if (enough > 1 && !blocked.test(w)) {
                take(e);
                const VertexInfo &next = rules.vertex(w);
                len += walk(next, freePaths(next), enough - 1);
                free = kept;
            }
            if (len > best) {
                best = len;
                if (best >= enough)
                    break;
            }
        }
        return best;
    }

    // The longest A + B over trails A from v (length `len` so far, ending at v) and trails B from
    // `far` that share no road with A.
    int joined(int v, int len, bool extend, int far)
    {
        int best = len + from(far);
        if (!extend)
            return best;
        const auto kept = free;
        const VertexInfo &vi = rules.vertex(v);
        for (unsigned paths = freePaths(vi); paths; paths &= paths - 1) {
            const auto k = static_cast<std::size_t>(std::countr_zero(paths));
            const int w = vi.neighbourIds[k];
            take(vi.edgeIds[k]);
            best = std::max(best, joined(w, len + 1, !blocked.test(w), far));
            free = kept;
        }
        return best;
    }
};

// R19 after p's road e was added: p's longest road, `known` before e. Every other trail existed
// before, so only trails through e can be longer. A trail through e = (u, w) is a trail A from u,
// then e, then a trail B from w sharing no road with A; it may pass u (or w) only if no opponent's
// building stands there.
int longestWith(const Rules &rules, const GameState &s, int p, int e, int known)
{
    const int u = rules.edge(e).vertices[0], w = rules.edge(e).vertices[1];
    EdgeBits free = s.roads[p];
    free.reset(e);
    TrailSearch one(rules, free, s.allBuildings() & ~s.buildings(p));
    const unsigned uExits = one.exits(u), wExits = one.exits(w);
    if (!uExits || !wExits) {
        // One side (most new roads): its trails are old ones, at most `known` long, so e makes p's
        // road longer only if one of `known` roads ends there; the search stops when it finds one.
        if (!uExits && !wExits)
            return std::max(known, 1);
        const int side = one.walk(rules.vertex(uExits ? u : w), uExits | wExits, known);
        return side == known ? known + 1 : known;
    }
    // Both sides (rare): each trail from u with the longest from w that shares no road with it.
    return std::max(known, 1 + one.joined(u, 0, true, w));
}

// R18 (canaan): the one player strictly ahead of all others at or above the threshold, else nobody.
// Classic: the holder keeps the card unless someone strictly exceeds him or he falls below the
// threshold; a card without a holder goes to a sole leader.
int holderFor(const Rules &rules, const GameState &s, const std::uint8_t *values, int threshold, int holder)
{
    int best = -1, leader = kNoId, count = 0;
    for (int p = 0; p < s.numPlayers; ++p) {
        if (values[p] > best) {
            best = values[p];
            leader = p;
            count = 1;
        } else if (values[p] == best) {
            ++count;
        }
    }
    if (rules.isClassic() && holder != kNoId && values[holder] >= threshold && values[holder] == best)
        return holder;
    if (best >= threshold && count == 1)
        return leader;
    return kNoId;
}

void transfer(GameState &s, SpecialCard card, std::uint8_t &holder, int next, EventSink *sink)
{
    if (holder == next)
        return;
    const int before = holder;
    if (before != kNoId)
        s.vp[before] = static_cast<std::uint8_t>(s.vp[before] - 2);
    if (next != kNoId)
        s.vp[next] = static_cast<std::uint8_t>(s.vp[next] + 2);
    holder = static_cast<std::uint8_t>(next);
    emit(sink, EventKind::SpecialCardChanged, kNoId, static_cast<int>(card), next, before);
}

} // namespace

namespace {

// Who holds Longest Road after longestRoad[] changed; `before` is the holder's length before.
void awardLongestRoad(const Rules &rules, GameState &s, int before, EventSink *sink)
{
    const int holder = s.longestRoadHolder;
    // Classic: a holder whose road was broken keeps the card only if still alone in the lead.
    const bool broken = holder != kNoId && s.longestRoad[holder] < before;
    transfer(s, SpecialCard::LongestRoad, s.longestRoadHolder,
             holderFor(rules, s, s.longestRoad, Rules::kLongestRoadMin, broken ? kNoId : holder), sink);
}

} // namespace

void refreshLongestRoads(const Rules &rules, GameState &s, unsigned playersMask, EventSink *sink)
{
    const int holder = s.longestRoadHolder;
    const int before = holder == kNoId ? 0 : s.longestRoad[holder];
    for (int p = 0; p < seatCount(s); ++p)
        if (playersMask & (1u << p))
            s.longestRoad[p] = static_cast<std::uint8_t>(longestRoadOf(rules, s, p));
    awardLongestRoad(rules, s, before, sink);
}

void roadAdded(const Rules &rules, GameState &s, int p, int e, EventSink *sink)
{
    const int longest = longestWith(rules, s, p, e, s.longestRoad[p]);
    if (longest == s.longestRoad[p])
        return; // the card's holder was chosen from these same lengths
    const int holder = s.longestRoadHolder;
    const int before = holder == kNoId ? 0 : s.longestRoad[holder];
    s.longestRoad[p] = static_cast<std::uint8_t>(longest);
    // Still short of the card: its holder, if any, is ahead of p as before.
    if (longest >= Rules::kLongestRoadMin)
        awardLongestRoad(rules, s, before, sink);
}

void refreshPriests(const Rules &rules, GameState &s, EventSink *sink)
{
    transfer(s, SpecialCard::MostPriests, s.priestsHolder,
             holderFor(rules, s, s.playedPriests, Rules::kPriestsMin, s.priestsHolder), sink);
}

void refreshBlessing(const Rules &rules, GameState &s, EventSink *sink)
{
    const int before = s.blessingHolder;
    const int next = holderFor(rules, s, s.stones, Rules::kBlessingMin, before);
    if (next == before)
        return;
    if (s.blessingResource != kNoId) { // R17: the card under it returns to the bank
        ++s.bank[s.blessingResource];
        s.blessingResource = kNoId;
    }
    transfer(s, SpecialCard::KingsBlessing, s.blessingHolder, next, sink);
    s.blessingChoice = next != kNoId;
}

} // namespace detail
} // namespace canaan
