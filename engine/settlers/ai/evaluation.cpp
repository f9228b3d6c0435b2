#include "engine/settlers/ai/evaluation.h"

#include <algorithm>
#include <bit>
#include <iterator>

namespace canaan::settlers {

namespace {

using Cost = std::array<int, kResourceCount>; // lumber, wool, grain, stone, ore (R12)
constexpr Cost kSettlementCost{1, 1, 1, 1, 0};
constexpr Cost kCityCost{0, 0, 2, 0, 3};
constexpr Cost kCardCost{0, 1, 1, 0, 1};
constexpr Cost kStoneCost{0, 0, 0, 1, 1};
constexpr Cost kRoadCost{1, 0, 0, 1, 0};

// worth x (share of the cost already in hand)^2: a nearly complete build counts much more.
double progress(const std::uint8_t *hand, const Cost &cost, double worth)
{
    int total = 0, have = 0;
    for (int r = 0; r < kResourceCount; ++r) {
        total += cost[static_cast<std::size_t>(r)];
        have += std::min<int>(hand[r], cost[static_cast<std::size_t>(r)]);
    }
    const double share = static_cast<double>(have) / total;
    return worth * share * share;
}

// Calls f(id) for every set bit of word(0) .. word(words - 1), in increasing order.
template <typename Word, typename F>
void forEachBit(int words, Word &&word, F &&f)
{
    for (int k = 0; k < words; ++k) {
        std::uint64_t x = word(k);
        while (x) {
            f(k * 64 + std::countr_zero(x));
            x &= x - 1;
        }
    }
}

// Calls f(id) for every member of the set's first `words` words, in increasing order (Bits::forEach
// without its always empty upper words).
template <int Words, typename F>
void forEachIn(const Bits<Words> &set, int words, F &&f)
{
    forEachBit(words, [&](int k) { return set.w[k]; }, f);
}

// Calls f(id) for every member of a | b within the first `words` words, in increasing order.
template <int Words, typename F>
void forEachInEither(const Bits<Words> &a, const Bits<Words> &b, int words, F &&f)
{
    forEachBit(words, [&](int k) { return a.w[k] | b.w[k]; }, f);
}

int countVpCardsHidden(const Rules &rules, const GameState &s, int p)
{
    return rules.isClassic() ? s.devHand[p][static_cast<int>(DevCard::VictoryPoint)] : 0;
}

} // namespace

Evaluator::Evaluator(const Rules &rules, EvalWeights weights) : m_rules(&rules), m_weights(weights)
{
    if (rules.isClassic() && m_weights.classicPip > 0)
        m_weights.pip = m_weights.classicPip;
    // Scarcer resources are worth more: weight = mean pips per resource / this resource's pips.
    std::array<double, kResourceCount> pips{};
    double sum = 0;
    for (int t = 0; t < rules.tileCount(); ++t) {
        const TileInfo &ti = rules.tile(t);
        if (static_cast<int>(ti.terrain) < kResourceCount) {
            pips[static_cast<std::size_t>(ti.terrain)] += pipsOf(ti.number);
            sum += pipsOf(ti.number);
        }
    }
    for (int r = 0; r < kResourceCount; ++r) {
        const double mean = sum / kResourceCount;
        const double w = pips[static_cast<std::size_t>(r)] > 0 ? mean / pips[static_cast<std::size_t>(r)] : weights.scarcityMax;
        m_terrainWeight[static_cast<std::size_t>(r)] = std::clamp(w, weights.scarcityMin, weights.scarcityMax);
    }
    m_terrainWeight[static_cast<std::size_t>(Terrain::Copper)] = weights.copper; // any resource, chosen when paid
    m_vertexWords = std::min((rules.vertexCount() + 63) / 64, static_cast<int>(std::size(VertexBits{}.w)));
    m_edgeWords = std::min((rules.edgeCount() + 63) / 64, static_cast<int>(std::size(EdgeBits{}.w)));

    for (int v = 0; v < std::min(rules.vertexCount(), kMaxVertices); ++v) {
        m_closed[static_cast<std::size_t>(v)] = rules.vertex(v).neighbours;
        m_closed[static_cast<std::size_t>(v)].set(v);
        VertexTerms &vt = m_vertex[static_cast<std::size_t>(v)];
        for (const BoardId t : rules.vertex(v).tiles) {
            if (t == kNoBoardId)
                continue;
            const TileInfo &ti = rules.tile(t);
            const int r = static_cast<int>(ti.terrain);
            if (r < kResourceCount)
                vt.resourceMask |= 1 << r;
            if (!isProductive(ti.terrain))
                continue;
            const auto k = static_cast<std::size_t>(vt.productive++);
            vt.tile[k] = t;
            vt.pipWeight[k] = pipsOf(ti.number) * resourceWeight(r);
            vt.spotPips[k] = m_weights.pip * pipsOf(ti.number) * resourceWeight(r);
            vt.resource[k] = static_cast<std::int8_t>(r < kResourceCount ? r : -1);
        }
    }
}

int Evaluator::resourceMask(const GameState &s, int p) const
{
    int mask = 0;
    forEachInEither(s.settlements[p], s.cities[p], m_vertexWords,
                    [&](int v) { mask |= m_vertex[static_cast<std::size_t>(v)].resourceMask; });
    return mask;
}

double Evaluator::production(const GameState &s, int p) const
{
    // factor x (pips x weight) equals (factor x pips) x weight exactly for factor 1 or 2, so the sums
    // (in the same order) are the same as when each hex was looked up here.
    double total = 0;
    auto add = [&](int v, int factor) {
        const VertexTerms &vt = m_vertex[static_cast<std::size_t>(v)];
        for (int k = 0; k < vt.productive; ++k)
            if (vt.tile[static_cast<std::size_t>(k)] != s.plagueTile)
                total += factor * vt.pipWeight[static_cast<std::size_t>(k)];
    };
    forEachIn(s.settlements[p], m_vertexWords, [&](int v) { add(v, 1); });
    forEachIn(s.cities[p], m_vertexWords, [&](int v) { add(v, 2); });
    return total;
}

double Evaluator::spotValue(const GameState &s, int p, int v) const
{
    return spotValue(v, resourceMask(s, p), !m_rules->isClassic() && !hasOwnSite(*m_rules, s, p));
}

// ownMask: the resources the player already earns (a new one adds variety); wantsSite: a
// Jerusalem site is worth having (canaan, and he has none yet).
double Evaluator::spotValue(int v, int ownMask, bool wantsSite) const
{
    const VertexInfo &vi = m_rules->vertex(v);
    const VertexTerms &vt = m_vertex[static_cast<std::size_t>(v)];
    double value = 0;
    int producedMask = ownMask;
    for (int k = 0; k < vt.productive; ++k) {
        value += vt.spotPips[static_cast<std::size_t>(k)];
        const int r = vt.resource[static_cast<std::size_t>(k)];
        if (r >= 0 && !(producedMask & (1 << r))) {
            value += m_weights.spotNewResource;
            producedMask |= 1 << r;
        }
    }
    if (vi.harborBits & (1u << 5))
        value += m_weights.spotHarborGeneric;
    else if (vi.harborBits)
        value += m_weights.spotHarborSpecific;
    if (vi.jerusalemSite && wantsSite)
        value += m_weights.spotJerusalemSite; // stones without a toll (R16)
    return value;
}

double Evaluator::expansionValue(const GameState &s, int p, int ownMask, bool &hasSpot) const
{
    if (s.settlementsLeft[p] == 0) {
        hasSpot = false;
        return 0;
    }
    const bool wantsSite = !m_rules->isClassic() && !hasOwnSite(*m_rules, s, p);
    const int words = m_vertexWords;
    // Intersections where nobody may build any more (occupied or next to a building).
    VertexBits blocked;
    for (int q = 0; q < s.numPlayers; ++q)
        forEachInEither(s.settlements[q], s.cities[q], words,
                        [&](int v) { blocked |= m_closed[static_cast<std::size_t>(v)]; });
    VertexBits reached; // ends of the player's roads
    forEachIn(s.roads[p], m_edgeWords, [&](int e) { reached |= m_rules->edge(e).endBits; });
    VertexBits oneAway;
    forEachIn(reached, words, [&](int v) { oneAway |= m_rules->vertex(v).neighbours; });
    const VertexBits free = ~blocked;
    const VertexBits now = reached & free;
    const VertexBits later = oneAway & free & ~reached;
    double bestNow = 0, secondNow = 0, bestLater = 0;
    forEachIn(now, words, [&](int v) {
        if (v >= m_rules->vertexCount())
            return;
        const double x = spotValue(v, ownMask, wantsSite);
        if (x > bestNow) {
            secondNow = bestNow;
            bestNow = x;
        } else if (x > secondNow) {
            secondNow = x;
        }
    });
    forEachIn(later, words, [&](int v) {
        if (v < m_rules->vertexCount())
            bestLater = std::max(bestLater, spotValue(v, ownMask, wantsSite));
    });
    hasSpot = bestNow > 0;
    return m_weights.expansion * (m_weights.expandBest * bestNow + m_weights.expandSecond * secondNow +
                                  m_weights.expandLater * std::max(0.0, bestLater - bestNow));
}

double Evaluator::handValue(const GameState &s, int p, bool hasSpot) const
{
    const std::uint8_t *hand = s.hand[p];
    const int size = s.handSize(p);
    const EvalWeights &w = m_weights;
    double value = w.card * size;
    double best = 0;
    if (s.citiesLeft[p] > 0 && s.settlements[p].any())
        best = std::max(best, progress(hand, kCityCost, w.cityProgress));
    if (hasSpot)
        best = std::max(best, progress(hand, kSettlementCost, w.settlementProgress));
    else if (s.roadsLeft[p] > 0 && s.settlementsLeft[p] > 0)
        best = std::max(best, progress(hand, kRoadCost, w.roadProgress));
    int deckLeft = 0;
    for (int c = 0; c < kDevCardCount; ++c)
        deckLeft += s.deck[c];
    if (deckLeft > 0)
        best = std::max(best, progress(hand, kCardCost, w.devCardProgress));
    if (!m_rules->isClassic() && !s.jerusalemComplete && s.stonesLeft[p] > 0)
        best = std::max(best, progress(hand, kStoneCost, w.stoneProgress));
    value += best;
    if (size > 7)
        value -= w.overSeven * (size - 7); // a 7 would cost half the hand (R07)
    return value;
}

double Evaluator::opponentScore(const GameState &s, int p, const BoardTerms &terms) const
{
    double worst = 0;
    for (int q = 0; q < s.numPlayers; ++q) {
        if (q == p)
            continue;
        const double score = m_weights.vp * s.vp[q] + m_weights.opponentPip * terms.production[static_cast<std::size_t>(q)] +
                             m_weights.opponentCard * s.handSize(q);
        worst = std::max(worst, score);
    }
    return worst;
}

Evaluator::BoardTerms Evaluator::boardTerms(const GameState &s, int p) const
{
    BoardTerms terms;
    if (s.isOver() && s.winners) { // a game ended without winners (R25's turn limit) is scored as usual
        terms.final = true;
        terms.value = (s.winners & (1u << p)) ? 1e6 : -1e6;
        return terms;
    }
    for (int q = 0; q < s.numPlayers; ++q)
        terms.production[static_cast<std::size_t>(q)] = production(s, q);
    const EvalWeights &w = m_weights;
    double value = w.vp * (s.vp[p] + countVpCardsHidden(*m_rules, s, p));
    value += w.pip * terms.production[static_cast<std::size_t>(p)];

    // Variety of resources earned.
    const int mask = resourceMask(s, p);
    value += w.variety * std::popcount(static_cast<unsigned>(mask));
    // Harbors matter as far as the player earns what they take.
    value += (s.harbors[p] & (1u << 5)) ? w.harborGeneric : 0.0;
    value += w.harborSpecific * std::popcount(static_cast<unsigned>(s.harbors[p] & 0x1f) & static_cast<unsigned>(mask));

    value += expansionValue(s, p, mask, terms.hasSpot);
    terms.value = value;
    return terms;
}

double Evaluator::evaluate(const GameState &s, int p, const BoardTerms &terms) const
{
    if (terms.final)
        return terms.value;
    const Rules &rules = *m_rules;
    const EvalWeights &w = m_weights;
    double value = terms.value;
    value += handValue(s, p, terms.hasSpot);

    // Development cards: held ones are options; played priests count toward Most Priests (R18).
    for (int c = 0; c < kDevCardCount; ++c) {
        if (c == static_cast<int>(DevCard::VictoryPoint))
            continue; // canaan: counted once played; classic: in VP above
        value += (c == static_cast<int>(DevCard::Priest) ? w.priestHeld : w.eventHeld) * s.devHand[p][c];
    }
    value += w.priestPlayed * std::min<int>(s.playedPriests[p], 4);
    value += w.roadLength * std::min<int>(s.longestRoad[p], 8);

    // Jerusalem: stones lead to the King's Blessing; a leader wants the city finished.
    if (!rules.isClassic()) {
        value += w.stone * s.stones[p];
        bool leading = true;
        for (int q = 0; q < s.numPlayers; ++q)
            if (q != p && s.vp[q] >= s.vp[p])
                leading = false;
        if (leading)
            value += w.leaderStone * s.stones[p];
    }

    // A pending chance outcome of the player's own making.
    if (s.current == p) {
        if (s.pending == Pending::DrawCard)
            value += w.drawPending;
        if (s.pending == Pending::Steal && s.stealVictim != kNoId)
            value += w.stealPerCard * std::min<int>(s.stealCount, s.handSize(s.stealVictim));
    }

    value -= w.opponentFactor * opponentScore(s, p, terms);
    return value;
}

} // namespace canaan
