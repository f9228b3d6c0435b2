// Differential tests for the engine's fast paths (docs/engine.md "Performance"): each is compared
// with a plain reference written here from the rules, on every state of many seeded random games.
//   - legalActions: the same set as every candidate action that checkLegal accepts;
//   - roadSpots (through BuildRoad): R14 judged path by path;
//   - produce (through Dice): R06/R08 counted hex by hex;
//   - longestRoadOf and the incrementally kept longestRoad[p]: R19 by exhaustive search.
#include "tests/engine/settlers/rules/builtin_maps.h"
#include "tests/engine/settlers/rules/random_games.h"
#include "engine/settlers/rules/engine.h"

#include <QtTest>
#include <algorithm>
#include <cstring>
#include <iterator>
#include <memory>
#include <vector>

using namespace canaan;
using namespace canaan::test;

namespace {

// R19 by brute force: the longest trail of p's roads from any intersection, no road twice,
// never passing through an intersection with an opponent's building (a trail may end there).
int trailFrom(const settlers::Rules &rules, const settlers::GameState &s, int p, int v, settlers::EdgeBits &used, const settlers::VertexBits &blocked)
{
    int best = 0;
    for (int k = 0; k < 3; ++k) {
        const int e = rules.vertex(v).edgeIds[static_cast<std::size_t>(k)];
        if (e == settlers::kNoBoardId || !s.roads[p].test(e) || used.test(e))
            continue;
        const int w = rules.vertex(v).neighbourIds[static_cast<std::size_t>(k)];
        used.set(e);
        const int len = 1 + (blocked.test(w) ? 0 : trailFrom(rules, s, p, w, used, blocked));
        used.reset(e);
        best = std::max(best, len);
    }
    return best;
}

// The references read each seat's pieces, not the state's derived sets (GameState::occupied ..),
// which the engine's fast paths use.
int ownerFromPieces(const settlers::GameState &s, int v)
{
    for (int q = 0; q < s.numPlayers; ++q)
        if (s.buildings(q).test(v))
            return q;
    return settlers::kNoId;
}

int referenceLongestRoad(const settlers::Rules &rules, const settlers::GameState &s, int p)
{
    settlers::VertexBits blocked;
    for (int q = 0; q < s.numPlayers; ++q)
        if (q != p)
            blocked |= s.buildings(q);
    int best = 0;
    for (int v = 0; v < rules.vertexCount(); ++v) {
        settlers::EdgeBits used;
        best = std::max(best, trailFrom(rules, s, p, v, used, blocked));
    }
    return best;
}

// R14 path by path: free, and at one of its ends p has a building, or p's road ends there and no
// opponent's building stands there.
bool referenceRoadSpot(const settlers::Rules &rules, const settlers::GameState &s, int p, int e)
{
    for (int q = 0; q < s.numPlayers; ++q)
        if (s.roads[q].test(e))
            return false;
    for (const settlers::BoardId v : rules.edge(e).vertices) {
        if (s.buildings(p).test(v))
            return true;
        if (ownerFromPieces(s, v) == settlers::kNoId && s.roads[p].intersects(rules.vertex(v).edges))
            return true;
    }
    return false;
}

// R06/R08: what a roll of n pays, hex by hex: hands after the roll and copper owed.
struct Payout {
    std::uint8_t hand[settlers::kMaxPlayers][settlers::kResourceCount];
    std::uint8_t copperOwed[settlers::kMaxPlayers];
};
Payout referencePayout(const settlers::Rules &rules, const settlers::GameState &s, int n)
{
    int owed[settlers::kMaxPlayers][settlers::kResourceCount] = {};
    int copper[settlers::kMaxPlayers] = {};
    for (int t = 0; t < rules.tileCount(); ++t) {
        const settlers::TileInfo &tile = rules.tile(t);
        if (tile.number != n || t == s.plagueTile)
            continue;
        for (const settlers::BoardId v : tile.vertices) {
            if (v == settlers::kNoBoardId)
                continue;
            const int owner = ownerFromPieces(s, v);
            if (owner == settlers::kNoId)
                continue;
            const int k = s.cities[owner].test(v) ? 2 : 1;
            if (const auto r = settlers::resourceOf(tile.terrain))
                owed[owner][static_cast<int>(*r)] += k;
            else
                copper[owner] += k;
        }
    }
    Payout out;
    std::memcpy(out.hand, s.hand, sizeof out.hand);
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        int total = 0;
        for (int p = 0; p < s.numPlayers; ++p)
            total += owed[p][r];
        if (total > s.bank[r]) // a stack that cannot pay everyone pays nobody
            continue;
        for (int p = 0; p < s.numPlayers; ++p)
            out.hand[p][r] = static_cast<std::uint8_t>(out.hand[p][r] + owed[p][r]);
    }
    for (int p = 0; p < settlers::kMaxPlayers; ++p)
        out.copperOwed[p] = static_cast<std::uint8_t>(s.copperOwed[p] + copper[p]);
    return out;
}

// Every action checkLegal accepts, over the argument ranges of every kind but domestic trade
// offers and counter-offers (legalActions does not list those). Arguments a kind does not use
// stay kNoId: checkLegal ignores them, legalActions lists each action once.
std::vector<settlers::Action> referenceLegalActions(const settlers::Rules &rules, const settlers::GameState &s)
{
    std::vector<settlers::Action> out;
    const int p = s.pendingPlayer;
    auto consider = [&](settlers::ActionKind kind, int a, int b, int c) {
        const settlers::Action x = settlers::makeAction(kind, p, a, b, c);
        if (settlers::checkLegal(rules, s, x) == settlers::IllegalReason::Ok)
            out.push_back(x);
    };
    std::vector<int> none{settlers::kNoId}, ids{settlers::kNoId}, small{settlers::kNoId}; // ids: vertex, edge or tile; small: seat, resource
    for (int i = 0; i < settlers::kMaxEdges; ++i)
        ids.push_back(i);
    for (int i = 0; i < settlers::kResourceCount; ++i)
        small.push_back(i);
    std::vector<int> dice;
    for (int i = 0; i <= 7; ++i)
        dice.push_back(i);
    auto each = [&](settlers::ActionKind kind, const std::vector<int> &as, const std::vector<int> &bs, const std::vector<int> &cs) {
        for (int a : as)
            for (int b : bs)
                for (int c : cs)
                    consider(kind, a, b, c);
    };
    using K = settlers::ActionKind;
    each(K::FirstRoll, dice, dice, none);
    each(K::Dice, dice, dice, none);
    each(K::DrawCard, ids, none, none);
    each(K::Steal, ids, none, none);
    for (K kind : {K::SetupSettlement, K::SetupRoad, K::ChooseStartingSettlement, K::Discard, K::ChooseResource,
                   K::BuildRoad, K::BuildSettlement, K::BuildCity, K::ConfirmTrade})
        each(kind, ids, none, none);
    for (K kind : {K::Roll, K::BuyCard, K::EndTurn})
        each(kind, none, none, none);
    each(K::MovePlague, ids, small, none);
    each(K::BuildStone, none, none, none); // at one's own site: no toll (R16)
    each(K::BuildStone, std::vector<int>(small.begin() + 1, small.end()), small, none); // owner, toll card
    each(K::MaritimeTrade, small, small, none);
    each(K::AnswerTrade, {static_cast<int>(settlers::TradeAnswer::Reject), static_cast<int>(settlers::TradeAnswer::Accept)}, none, none);
    for (int card = 0; card < settlers::kDevCardCount; ++card) {
        switch (static_cast<settlers::DevCard>(card)) {
        case settlers::DevCard::PlentifulLands: each(K::PlayCard, {card}, small, small); break;
        case settlers::DevCard::KorahsRebellion:
        case settlers::DevCard::GibeoniteTrickery: each(K::PlayCard, {card}, small, none); break;
        case settlers::DevCard::Improvements:
        case settlers::DevCard::BountifulHarvest:
        case settlers::DevCard::CalebsBlessing: each(K::PlayCard, {card}, ids, none); break;
        default: each(K::PlayCard, {card}, none, none); break;
        }
    }
    return out;
}

bool lessBytes(const settlers::Action &x, const settlers::Action &y) { return std::memcmp(&x, &y, sizeof(settlers::Action)) < 0; }

} // namespace

class TestFastPaths : public QObject {
    Q_OBJECT
private slots:
    void legalActionsMatchCheckLegal_data();
    void legalActionsMatchCheckLegal();
    void roadSpotsMatchR14_data();
    void roadSpotsMatchR14();
    void productionMatchesHexByHex_data();
    void productionMatchesHexByHex();
    void longestRoadMatchesExhaustiveSearch_data();
    void longestRoadMatchesExhaustiveSearch();
    void pieceSetsFollowThePieces_data();
    void pieceSetsFollowThePieces();
};

void TestFastPaths::legalActionsMatchCheckLegal_data() { addRulesetRows(); }
void TestFastPaths::legalActionsMatchCheckLegal()
{
    QFETCH(bool, classic);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap(), 120);
    auto list = std::make_unique<settlers::ActionList>();
    long compared = 0, step = 0;
    std::vector<int> kindsSeen(settlers::kPendingCount);
    playRandomGames(rules, 12, 100, 200, [&](const settlers::GameState &before, const settlers::Action &, const settlers::GameState &) {
        // Every state of a rare kind, every 5th of the common ones (the reference is slow).
        const int pending = static_cast<int>(before.pending);
        if (++step % 5 != 0 && kindsSeen[static_cast<std::size_t>(pending)] > 40)
            return;
        ++kindsSeen[static_cast<std::size_t>(pending)];
        const int n = settlers::legalActions(rules, before, *list);
        std::vector<settlers::Action> fast(list->begin(), list->begin() + n);
        std::vector<settlers::Action> reference = referenceLegalActions(rules, before);
        std::sort(fast.begin(), fast.end(), lessBytes);
        std::sort(reference.begin(), reference.end(), lessBytes);
        QVERIFY2(std::adjacent_find(fast.begin(), fast.end()) == fast.end(), "an action listed twice");
        if (fast != reference) {
            std::vector<settlers::Action> missing, extra;
            std::set_difference(reference.begin(), reference.end(), fast.begin(), fast.end(),
                                std::back_inserter(missing), lessBytes);
            std::set_difference(fast.begin(), fast.end(), reference.begin(), reference.end(),
                                std::back_inserter(extra), lessBytes);
            const settlers::Action &first = missing.empty() ? extra.front() : missing.front();
            QFAIL(qPrintable(QStringLiteral("pending %1: %2 not listed, %3 listed but illegal; first: %4 a=%5 b=%6 c=%7")
                                 .arg(QString::fromUtf8(settlers::pendingId(before.pending).data()))
                                 .arg(missing.size())
                                 .arg(extra.size())
                                 .arg(QString::fromUtf8(settlers::actionKindId(first.kind).data()))
                                 .arg(first.a)
                                 .arg(first.b)
                                 .arg(first.c)));
        }
        ++compared;
    });
    QVERIFY(compared > 1000);
    for (settlers::Pending k : {settlers::Pending::SetupSettlement, settlers::Pending::Roll, settlers::Pending::Turn, settlers::Pending::MovePlague, settlers::Pending::Discard})
        QVERIFY2(kindsSeen[static_cast<std::size_t>(k)] > 0, settlers::pendingId(k).data());
}

void TestFastPaths::roadSpotsMatchR14_data() { addRulesetRows(); }
void TestFastPaths::roadSpotsMatchR14()
{
    QFETCH(bool, classic);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap(), 300);
    long compared = 0;
    playRandomGames(rules, 150, 100, 200, [&](const settlers::GameState &, const settlers::Action &, const settlers::GameState &s) {
        if (s.pending != settlers::Pending::FreeRoad && s.pending != settlers::Pending::Turn)
            return;
        settlers::GameState rich = s; // BuildRoad judged on R14 alone: the cost paid, the supply left
        rich.pending = settlers::Pending::FreeRoad;
        rich.roadsLeft[s.current] = std::max<std::uint8_t>(rich.roadsLeft[s.current], 1);
        for (int e = 0; e < rules.edgeCount(); ++e) {
            const bool fast = settlers::checkLegal(rules, rich, settlers::makeAction(settlers::ActionKind::BuildRoad, s.current, e)) == settlers::IllegalReason::Ok;
            QCOMPARE(fast, referenceRoadSpot(rules, rich, s.current, e));
            ++compared;
        }
    });
    QVERIFY(compared > 100000);
}

void TestFastPaths::productionMatchesHexByHex_data() { addRulesetRows(); }
void TestFastPaths::productionMatchesHexByHex()
{
    QFETCH(bool, classic);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap(), 300);
    long rolls = 0, paid = 0;
    playRandomGames(rules, 300, 100, 200, [&](const settlers::GameState &before, const settlers::Action &a, const settlers::GameState &after) {
        if (a.kind != settlers::ActionKind::Dice || a.a + a.b == 7)
            return;
        const Payout expected = referencePayout(rules, before, a.a + a.b);
        QVERIFY(std::memcmp(expected.hand, after.hand, sizeof expected.hand) == 0);
        QVERIFY(std::memcmp(expected.copperOwed, after.copperOwed, sizeof expected.copperOwed) == 0);
        ++rolls;
        paid += std::memcmp(before.hand, after.hand, sizeof before.hand) != 0;
    });
    QVERIFY(rolls > 10000);
    QVERIFY(paid > rolls / 2);
}

void TestFastPaths::longestRoadMatchesExhaustiveSearch_data() { addRulesetRows(); }
void TestFastPaths::longestRoadMatchesExhaustiveSearch()
{
    QFETCH(bool, classic);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap(), 300);
    long changed = 0, atLeastFive = 0;
    playRandomGames(rules, 300, 100, 200, [&](const settlers::GameState &before, const settlers::Action &, const settlers::GameState &s) {
        if (std::memcmp(before.roads, s.roads, sizeof s.roads) == 0 &&
            std::memcmp(before.settlements, s.settlements, sizeof s.settlements) == 0)
            return; // neither a road nor a settlement placed: nothing to recompute
        ++changed;
        for (int p = 0; p < s.numPlayers; ++p) {
            const int expected = referenceLongestRoad(rules, s, p);
            QCOMPARE(settlers::longestRoadOf(rules, s, p), expected);
            QCOMPARE(int(s.longestRoad[p]), expected);
            atLeastFive += expected >= 5;
        }
    });
    QVERIFY(changed > 5000);
    QVERIFY(atLeastFive > 1000);
}

void TestFastPaths::pieceSetsFollowThePieces_data() { addRulesetRows(); }
void TestFastPaths::pieceSetsFollowThePieces()
{
    // The derived sets the engine keeps as it places pieces (GameState::occupied .. roadEnds)
    // against the same sets built from the pieces alone: a state whose pieces were copied by hand
    // onto an empty game, then refreshPieceSets(), must equal the engine's state.
    QFETCH(bool, classic);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap(), 300);
    long compared = 0, seatsChecked = 0;
    playRandomGames(rules, 60, 100, 200, [&](const settlers::GameState &, const settlers::Action &, const settlers::GameState &s) {
        settlers::GameState byHand = s;
        byHand.occupied = byHand.cityBits = byHand.ownerBit0 = byHand.ownerBit1 = settlers::VertexBits{};
        byHand.paved = settlers::EdgeBits{};
        std::fill(std::begin(byHand.roadEnds), std::end(byHand.roadEnds), settlers::VertexBits{});
        std::fill(std::begin(byHand.tileSeats), std::end(byHand.tileSeats), std::uint8_t{0});
        std::memset(byHand.rollOwed, 0, sizeof byHand.rollOwed);
        settlers::refreshPieceSets(rules, byHand);
        QVERIFY(byHand == s);
        for (int p = 0; p < s.numPlayers; ++p) {
            settlers::VertexBits ends;
            s.roads[p].forEach([&](int e) {
                for (const settlers::BoardId v : rules.edge(e).vertices)
                    ends.set(v);
            });
            QVERIFY(s.roadEnds[p] == ends);
            s.buildings(p).forEach([&](int v) { QCOMPARE(s.ownerAt(v), p); });
            seatsChecked += s.buildings(p).any();
        }
        for (int v = 0; v < rules.vertexCount(); ++v)
            QCOMPARE(s.ownerAt(v), ownerFromPieces(s, v));
        for (int t = 0; t < rules.tileCount(); ++t) {
            unsigned seats = 0;
            for (const settlers::BoardId v : rules.tile(t).vertices)
                if (v != settlers::kNoBoardId && ownerFromPieces(s, v) != settlers::kNoId)
                    seats |= 1u << ownerFromPieces(s, v);
            QCOMPARE(unsigned(s.tileSeats[t]), seats);
        }
        ++compared;
    });
    QVERIFY(compared > 10000);
    QVERIFY(seatsChecked > 10000);
}

QTEST_APPLESS_MAIN(TestFastPaths)
#include "test_fast_paths.moc"
