// Property tests over thousands of seeded random games of both rulesets: the invariants of
// issue 3 hold after every action, legalActions agrees with checkLegal, every game ends, and a
// recorded log replays to the very same state.
#include "engine/settlers/ai/determinization.h"
#include "engine/settlers/ai/driver.h"
#include "engine/settlers/ai/random_bot.h"

#include <memory>
#include "tests/engine/settlers/rules/builtin_maps.h"
#include "tests/engine/settlers/rules/largest_map.h"
#include "engine/settlers/rules/engine.h"

#include <QtTest>
#include <cstring>
#include <functional>
#include <vector>

using namespace canaan;

namespace {

constexpr int kTurnLimit = 400;

QString describe(const GameState &s) { return QStringLiteral("turn %1 pending %2").arg(s.turn).arg(QString::fromLatin1(pendingId(s.pending).data())); }

// R19 by brute force, independent of the engine's pruned search: the longest trail from every
// intersection, through no opponent's building.
int referenceLongestRoad(const Rules &rules, const GameState &s, int p)
{
    VertexBits blocked; // from each seat's pieces, not the state's derived sets
    for (int q = 0; q < s.numPlayers; ++q)
        if (q != p)
            blocked |= s.buildings(q);
    std::vector<int> edges;
    s.roads[p].forEach([&](int e) { edges.push_back(e); });
    std::function<int(int, std::uint32_t)> from = [&](int v, std::uint32_t used) {
        int best = 0;
        for (std::size_t i = 0; i < edges.size(); ++i) {
            if (used & (1u << i))
                continue;
            const auto ends = rules.edge(edges[i]).vertices;
            if (ends[0] != v && ends[1] != v)
                continue;
            const int w = ends[0] == v ? ends[1] : ends[0];
            best = std::max(best, 1 + (blocked.test(w) ? 0 : from(w, used | (1u << i))));
        }
        return best;
    };
    int best = 0;
    for (int v = 0; v < rules.vertexCount(); ++v)
        best = std::max(best, from(v, 0));
    return best;
}

// Returns an empty string when every invariant holds.
QString invariantProblem(const Rules &rules, const GameState &s, bool deepChecks)
{
    const GameOptions &o = rules.options();
    for (int r = 0; r < kResourceCount; ++r) {
        int total = s.bank[r] + (s.blessingResource == r ? 1 : 0);
        for (int p = 0; p < s.numPlayers; ++p)
            total += s.hand[p][r];
        if (total != o.bankPerResource)
            return QStringLiteral("resource %1 totals %2").arg(r).arg(total);
    }
    VertexBits seen;
    for (int p = 0; p < s.numPlayers; ++p) {
        if (s.roads[p].count() + s.roadsLeft[p] != Rules::kRoads)
            return QStringLiteral("roads of %1").arg(p);
        if (s.settlements[p].count() + s.settlementsLeft[p] != Rules::kSettlements)
            return QStringLiteral("settlements of %1").arg(p);
        if (s.cities[p].count() + s.citiesLeft[p] != Rules::kCities)
            return QStringLiteral("cities of %1").arg(p);
        if (!rules.isClassic() && s.stones[p] + s.stonesLeft[p] != Rules::kStones)
            return QStringLiteral("stones of %1").arg(p);
        if (s.settlements[p].intersects(s.cities[p]) || seen.intersects(s.buildings(p)))
            return QStringLiteral("two pieces on one intersection");
        seen |= s.buildings(p);
        if (s.vp[p] != vpParts(rules, s, p).publicTotal())
            return QStringLiteral("vp of %1: %2 vs parts %3").arg(p).arg(s.vp[p]).arg(vpParts(rules, s, p).publicTotal());
        if (s.longestRoad[p] != longestRoadOf(rules, s, p))
            return QStringLiteral("longest road of %1").arg(p);
        if (deepChecks && s.longestRoad[p] != referenceLongestRoad(rules, s, p))
            return QStringLiteral("longest road of %1: %2, by brute force %3")
                .arg(p)
                .arg(s.longestRoad[p])
                .arg(referenceLongestRoad(rules, s, p));
        for (int q = p + 1; q < s.numPlayers; ++q)
            if (s.roads[p].intersects(s.roads[q]))
                return QStringLiteral("two roads on one path");
    }
    // The derived piece sets (occupied, owners, cities, paved, road ends) match the pieces.
    GameState recomputed = s;
    refreshPieceSets(rules, recomputed);
    if (!(recomputed == s))
        return QStringLiteral("derived piece sets differ from the pieces");
    bool adjacent = false;
    seen.forEach([&](int v) { adjacent = adjacent || seen.intersects(rules.vertex(v).neighbours); });
    if (adjacent)
        return QStringLiteral("two buildings adjacent");
    // Special cards: a holder is at or above the threshold and, in canaan, strictly ahead (R18).
    auto holderOk = [&](int holder, const std::uint8_t *values, int threshold) {
        if (holder == kNoId)
            return true;
        if (values[holder] < threshold)
            return false;
        for (int q = 0; q < s.numPlayers; ++q)
            if (q != holder && values[q] > values[holder])
                return false;
            else if (q != holder && values[q] == values[holder] && !rules.isClassic())
                return false;
        return true;
    };
    if (!holderOk(s.longestRoadHolder, s.longestRoad, Rules::kLongestRoadMin))
        return QStringLiteral("longest road holder");
    if (!holderOk(s.priestsHolder, s.playedPriests, Rules::kPriestsMin))
        return QStringLiteral("priests holder");
    if (!holderOk(s.blessingHolder, s.stones, Rules::kBlessingMin))
        return QStringLiteral("blessing holder");
    if (s.stage == Stage::Over) {
        if (s.endReason == EndReason::None)
            return QStringLiteral("over without a reason");
        if (s.endReason != EndReason::TurnLimit && s.winners == 0)
            return QStringLiteral("over without a winner");
    }
    return {};
}

// A random bot that also makes and counters domestic offers now and then, so the property test
// covers trading (the uniform random bot makes no offers).
class TraderBot final : public Bot {
public:
    explicit TraderBot(std::uint64_t seed) : m_rng(seed) {}
    Action decide(const Rules &rules, const SeatView &view, ActionList &scratch) override
    {
        const GameState s = expectedWorld(rules, view);
        const int p = s.pendingPlayer;
        if ((s.pending == Pending::Turn || s.pending == Pending::TradeAnswer) && m_rng.below(6) == 0) {
            Action a;
            a.player = static_cast<std::uint8_t>(p);
            a.kind = s.pending == Pending::Turn ? ActionKind::OfferTrade : ActionKind::AnswerTrade;
            a.a = s.pending == Pending::Turn ? static_cast<std::uint8_t>(m_rng.below(s.numPlayers + 1))
                                             : static_cast<std::uint8_t>(TradeAnswer::Counter);
            if (a.a == s.numPlayers)
                a.a = kNoId;
            const int give = m_rng.below(kResourceCount);
            int get = m_rng.below(kResourceCount - 1);
            if (get >= give)
                ++get;
            a.trade[static_cast<std::size_t>(give)] = static_cast<std::int8_t>(1 + m_rng.below(2));
            a.trade[static_cast<std::size_t>(get)] = static_cast<std::int8_t>(-1 - m_rng.below(2));
            if (checkLegal(rules, s, a) == IllegalReason::Ok)
                return a;
        }
        const int n = legalActions(rules, s, scratch);
        return scratch[m_rng.below(n)];
    }

private:
    Pcg32 m_rng;
};

struct Totals {
    long games = 0, actions = 0, wins = 0, limits = 0, jerusalem = 0, trades = 0;
};

void runGames(const MapModel &map, int players, int games, std::uint64_t seedBase, bool checkEveryList, Totals &t)
{
    const Rules rules(map, kTurnLimit);
    ActionList list;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t seed = seedBase + static_cast<std::uint64_t>(g);
        QString problem;
        long count = 0;
        DriverOptions options;
        options.seed = seed;
        // Odd seeds: bots that also trade with each other.
        std::vector<std::unique_ptr<Bot>> owned;
        std::vector<Bot *> bots;
        for (int p = 0; p < players; ++p) {
            const std::uint64_t botSeed = mixSeed(seed * 8 + static_cast<std::uint64_t>(p) + 1);
            if (seed % 2)
                owned.push_back(std::make_unique<TraderBot>(botSeed));
            else
                owned.push_back(std::make_unique<RandomBot>(botSeed));
            bots.push_back(owned.back().get());
        }
        options.observer = [&](const GameState &s, const Action &a, const EventSink &) {
            ++count;
            if (a.kind == ActionKind::ConfirmTrade && a.a != kNoId)
                ++t.trades;
            if (!problem.isEmpty())
                return;
            problem = invariantProblem(rules, s, checkEveryList);
            if (problem.isEmpty() && checkEveryList && !s.isOver()) {
                const int n = legalActions(rules, s, list);
                if (n == 0)
                    problem = QStringLiteral("no legal action");
                for (const Action &a : list)
                    if (checkLegal(rules, s, a) != IllegalReason::Ok) {
                        problem = QStringLiteral("listed action %1 is illegal: %2")
                                      .arg(QString::fromLatin1(actionKindId(a.kind).data()))
                                      .arg(QString::fromLatin1(illegalReasonId(checkLegal(rules, s, a)).data()));
                        break;
                    }
            }
            if (!problem.isEmpty())
                problem += QStringLiteral(" (%1, seed %2)").arg(describe(s)).arg(seed);
        };
        const PlayedGame game = playGame(rules, bots, options);
        if (!problem.isEmpty())
            QFAIL(qPrintable(problem));
        QVERIFY(!game.stalled);
        QVERIFY(game.final.isOver());
        ++t.games;
        t.actions += count;
        if (game.final.endReason == EndReason::TurnLimit)
            ++t.limits;
        else
            ++t.wins;
        if (game.final.endReason == EndReason::Jerusalem || game.final.endReason == EndReason::JerusalemShared)
            ++t.jerusalem;
    }
}

} // namespace

class TestProperty : public QObject {
    Q_OBJECT
private slots:
    void invariantsHold_data();
    void invariantsHold();
    void invariantsHoldOnTheLargestMap();
    void replayReproducesFinalState();
    void legalListIsComplete();
};

void TestProperty::invariantsHold_data()
{
    QTest::addColumn<bool>("classic");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("games");
    QTest::newRow("canaan 4") << false << 4 << 1500;
    QTest::newRow("canaan 3") << false << 3 << 600;
    QTest::newRow("canaan 2") << false << 2 << 600;
    QTest::newRow("classic 4") << true << 4 << 800;
    QTest::newRow("classic 3") << true << 3 << 500;
}

void TestProperty::invariantsHold()
{
    QFETCH(bool, classic);
    QFETCH(int, players);
    QFETCH(int, games);
    const MapModel map = classic ? testmaps::classicMap() : testmaps::canaanMap();
    Totals t;
    // The first games also check every listed action against checkLegal.
    runGames(map, players, 50, 1000, true, t);
    runGames(map, players, games - 50, 5000, false, t);
    qInfo("%ld games, %ld actions, %ld won (%ld by Jerusalem), %ld at the turn limit, %ld domestic trades", t.games,
          t.actions, t.wins, t.jerusalem, t.limits, t.trades);
    QVERIFY(t.trades > 0);
}

// The largest map this engine can play, so its highest ids are in play (in the wide engine, ids
// above 255: two-byte actions and events, the longest-road search over six words of paths).
void TestProperty::invariantsHoldOnTheLargestMap()
{
    for (const Ruleset ruleset : {Ruleset::Canaan, Ruleset::Classic}) {
        const MapModel map = testmaps::largestMap(ruleset);
        const Topology topology = Topology::compile(map);
        QVERIFY(fitsEngineLimits(topology));
        // Full to within a hex (a hex adds at most 6 intersections and paths and 7 tiles).
        QVERIFY(topology.vertices().size() + 6 > std::size_t(kMaxVertices) ||
                topology.edges().size() + 6 > std::size_t(kMaxEdges) ||
                topology.tiles().size() + 7 > std::size_t(kMaxTiles));
        Totals t;
        runGames(map, 4, 10, 9000, true, t);
        qInfo("%zu tiles, %zu intersections, %zu paths: %ld games, %ld actions", topology.tiles().size(),
              topology.vertices().size(), topology.edges().size(), t.games, t.actions);
        QCOMPARE(t.games, 10L);
    }
}

void TestProperty::replayReproducesFinalState()
{
    for (bool classic : {false, true}) {
        const MapModel map = classic ? testmaps::classicMap() : testmaps::canaanMap();
        const Rules rules(map, kTurnLimit);
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const PlayedGame game = playRandomGame(rules, classic ? 4 : 2 + int(seed % 3), seed);
            const ReplayResult r = replay(rules, game.final.numPlayers, game.log);
            QCOMPARE(r.failedAt, -1L);
            QVERIFY(r.state == game.final);
            QCOMPARE(stateDigest(r.state), stateDigest(game.final));
            // The same seed plays the same game.
            const PlayedGame again = playRandomGame(rules, game.final.numPlayers, seed);
            QVERIFY(again.log == game.log);
        }
    }
}

void TestProperty::legalListIsComplete()
{
    // Every action checkLegal accepts (over a wide range of arguments) is in the list, except
    // domestic offers and counters, which legalActions does not enumerate.
    for (bool classic : {false, true}) {
        const MapModel map = classic ? testmaps::classicMap() : testmaps::canaanMap();
        const Rules rules(map, 120);
        ActionList list;
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            QString problem;
            RandomBot b0(seed), b1(seed + 1), b2(seed + 2), b3(seed + 3);
            std::vector<Bot *> bots{&b0, &b1, &b2, &b3};
            if (!classic && seed % 2)
                bots.resize(2 + seed % 3); // canaan with 2, 3 and 4 seats
            DriverOptions options;
            options.seed = seed;
            options.observer = [&](const GameState &s, const Action &, const EventSink &) {
                if (!problem.isEmpty() || s.isOver())
                    return;
                legalActions(rules, s, list);
                const int maxId = std::max({rules.vertexCount(), rules.edgeCount(), rules.tileCount(), kDevCardCount});
                for (int k = 0; k < kActionKindCount; ++k) {
                    const auto kind = static_cast<ActionKind>(k);
                    if (kind == ActionKind::OfferTrade)
                        continue;
                    const bool twoArgs = kind == ActionKind::MovePlague || kind == ActionKind::MaritimeTrade ||
                                         kind == ActionKind::BuildStone || kind == ActionKind::PlayCard ||
                                         kind == ActionKind::FirstRoll || kind == ActionKind::Dice;
                    for (int a = 0; a <= maxId; ++a) {
                        const int aa = a == maxId ? kNoId : a;
                        const int bMax = twoArgs ? (kind == ActionKind::PlayCard ? maxId : 7) : 0;
                        for (int b = 0; b <= bMax; ++b) {
                            Action x;
                            x.kind = kind;
                            x.player = s.pendingPlayer;
                            x.a = static_cast<BoardId>(aa);
                            x.b = static_cast<BoardId>(b == bMax ? kNoId : b);
                            if (kind == ActionKind::PlayCard && aa != int(DevCard::PlentifulLands) && b > 12 && b != bMax &&
                                aa != int(DevCard::Improvements) && aa != int(DevCard::BountifulHarvest) &&
                                aa != int(DevCard::CalebsBlessing))
                                continue;
                            if (checkLegal(rules, s, x) != IllegalReason::Ok)
                                continue;
                            if (kind == ActionKind::PlayCard || kind == ActionKind::AnswerTrade) {
                                // arguments a card does not use are ignored; compare the used ones
                                bool found = false;
                                for (const Action &y : list)
                                    found = found || (y.kind == x.kind && y.a == x.a &&
                                                      (y.b == x.b || y.b == kNoId) );
                                if (!found)
                                    problem = QStringLiteral("unlisted %1 %2 %3").arg(k).arg(aa).arg(x.b);
                                continue;
                            }
                            const bool noArgs = kind == ActionKind::Roll || kind == ActionKind::BuyCard ||
                                                kind == ActionKind::EndTurn;
                            bool found = false;
                            for (const Action &y : list)
                                found = found || (y.kind == x.kind && (noArgs || y.a == x.a) &&
                                                  (!twoArgs || y.b == x.b));
                            if (!found)
                                problem = QStringLiteral("unlisted %1 a=%2 b=%3 at %4")
                                              .arg(QString::fromLatin1(actionKindId(kind).data()))
                                              .arg(aa)
                                              .arg(x.b)
                                              .arg(describe(s));
                        }
                    }
                }
            };
            playGame(rules, bots, options);
            if (!problem.isEmpty())
                QFAIL(qPrintable(problem));
        }
    }
}

QTEST_APPLESS_MAIN(TestProperty)
#include "test_property.moc"
