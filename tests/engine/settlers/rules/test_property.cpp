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

QString describe(const settlers::GameState &s) { return QStringLiteral("turn %1 pending %2").arg(s.turn).arg(QString::fromLatin1(settlers::pendingId(s.pending).data())); }

// R19 by brute force, independent of the engine's pruned search: the longest trail from every
// intersection, through no opponent's building.
int referenceLongestRoad(const settlers::Rules &rules, const settlers::GameState &s, int p)
{
    settlers::VertexBits blocked; // from each seat's pieces, not the state's derived sets
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
QString invariantProblem(const settlers::Rules &rules, const settlers::GameState &s, bool deepChecks)
{
    const settlers::GameOptions &o = rules.options();
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        int total = s.bank[r] + (s.blessingResource == r ? 1 : 0);
        for (int p = 0; p < s.numPlayers; ++p)
            total += s.hand[p][r];
        if (total != o.bankPerResource)
            return QStringLiteral("resource %1 totals %2").arg(r).arg(total);
    }
    settlers::VertexBits seen;
    for (int p = 0; p < s.numPlayers; ++p) {
        if (s.roads[p].count() + s.roadsLeft[p] != settlers::Rules::kRoads)
            return QStringLiteral("roads of %1").arg(p);
        if (s.settlements[p].count() + s.settlementsLeft[p] != settlers::Rules::kSettlements)
            return QStringLiteral("settlements of %1").arg(p);
        if (s.cities[p].count() + s.citiesLeft[p] != settlers::Rules::kCities)
            return QStringLiteral("cities of %1").arg(p);
        if (!rules.isClassic() && s.stones[p] + s.stonesLeft[p] != settlers::Rules::kStones)
            return QStringLiteral("stones of %1").arg(p);
        if (s.settlements[p].intersects(s.cities[p]) || seen.intersects(s.buildings(p)))
            return QStringLiteral("two pieces on one intersection");
        seen |= s.buildings(p);
        if (s.vp[p] != settlers::vpParts(rules, s, p).publicTotal())
            return QStringLiteral("vp of %1: %2 vs parts %3").arg(p).arg(s.vp[p]).arg(settlers::vpParts(rules, s, p).publicTotal());
        if (s.longestRoad[p] != settlers::longestRoadOf(rules, s, p))
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
    settlers::GameState recomputed = s;
    settlers::refreshPieceSets(rules, recomputed);
    if (!(recomputed == s))
        return QStringLiteral("derived piece sets differ from the pieces");
    bool adjacent = false;
    seen.forEach([&](int v) { adjacent = adjacent || seen.intersects(rules.vertex(v).neighbours); });
    if (adjacent)
        return QStringLiteral("two buildings adjacent");
    // Special cards: a holder is at or above the threshold and, in canaan, strictly ahead (R18).
    auto holderOk = [&](int holder, const std::uint8_t *values, int threshold) {
        if (holder == settlers::kNoId)
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
    if (!holderOk(s.longestRoadHolder, s.longestRoad, settlers::Rules::kLongestRoadMin))
        return QStringLiteral("longest road holder");
    if (!holderOk(s.priestsHolder, s.playedPriests, settlers::Rules::kPriestsMin))
        return QStringLiteral("priests holder");
    if (!holderOk(s.blessingHolder, s.stones, settlers::Rules::kBlessingMin))
        return QStringLiteral("blessing holder");
    if (s.stage == settlers::Stage::Over) {
        if (s.endReason == settlers::EndReason::None)
            return QStringLiteral("over without a reason");
        if (s.endReason != settlers::EndReason::TurnLimit && s.winners == 0)
            return QStringLiteral("over without a winner");
    }
    return {};
}

// A random bot that also makes and counters domestic offers now and then, so the property test
// covers trading (the uniform random bot makes no offers).
class TraderBot final : public settlers::Bot {
public:
    explicit TraderBot(std::uint64_t seed) : m_rng(seed) {}
    settlers::Action decide(const settlers::Rules &rules, const settlers::SeatView &view, settlers::ActionList &scratch) override
    {
        const settlers::GameState s = settlers::expectedWorld(rules, view);
        const int p = s.pendingPlayer;
        if ((s.pending == settlers::Pending::Turn || s.pending == settlers::Pending::TradeAnswer) && m_rng.below(6) == 0) {
            settlers::Action a;
            a.player = static_cast<std::uint8_t>(p);
            a.kind = s.pending == settlers::Pending::Turn ? settlers::ActionKind::OfferTrade : settlers::ActionKind::AnswerTrade;
            a.a = s.pending == settlers::Pending::Turn ? static_cast<std::uint8_t>(m_rng.below(s.numPlayers + 1))
                                             : static_cast<std::uint8_t>(settlers::TradeAnswer::Counter);
            if (a.a == s.numPlayers)
                a.a = settlers::kNoId;
            const int give = m_rng.below(settlers::kResourceCount);
            int get = m_rng.below(settlers::kResourceCount - 1);
            if (get >= give)
                ++get;
            a.trade[static_cast<std::size_t>(give)] = static_cast<std::int8_t>(1 + m_rng.below(2));
            a.trade[static_cast<std::size_t>(get)] = static_cast<std::int8_t>(-1 - m_rng.below(2));
            if (settlers::checkLegal(rules, s, a) == settlers::IllegalReason::Ok)
                return a;
        }
        const int n = settlers::legalActions(rules, s, scratch);
        return scratch[m_rng.below(n)];
    }

private:
    Pcg32 m_rng;
};

struct Totals {
    long games = 0, actions = 0, wins = 0, limits = 0, jerusalem = 0, trades = 0;
};

void runGames(const settlers::MapModel &map, int players, int games, std::uint64_t seedBase, bool checkEveryList, Totals &t)
{
    const settlers::Rules rules(map, kTurnLimit);
    settlers::ActionList list;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t seed = seedBase + static_cast<std::uint64_t>(g);
        QString problem;
        long count = 0;
        settlers::DriverOptions options;
        options.seed = seed;
        // Odd seeds: bots that also trade with each other.
        std::vector<std::unique_ptr<settlers::Bot>> owned;
        std::vector<settlers::Bot *> bots;
        for (int p = 0; p < players; ++p) {
            const std::uint64_t botSeed = mixSeed(seed * 8 + static_cast<std::uint64_t>(p) + 1);
            if (seed % 2)
                owned.push_back(std::make_unique<TraderBot>(botSeed));
            else
                owned.push_back(std::make_unique<settlers::RandomBot>(botSeed));
            bots.push_back(owned.back().get());
        }
        options.observer = [&](const settlers::GameState &s, const settlers::Action &a, const settlers::EventSink &) {
            ++count;
            if (a.kind == settlers::ActionKind::ConfirmTrade && a.a != settlers::kNoId)
                ++t.trades;
            if (!problem.isEmpty())
                return;
            problem = invariantProblem(rules, s, checkEveryList);
            if (problem.isEmpty() && checkEveryList && !s.isOver()) {
                const int n = settlers::legalActions(rules, s, list);
                if (n == 0)
                    problem = QStringLiteral("no legal action");
                for (const settlers::Action &a : list)
                    if (settlers::checkLegal(rules, s, a) != settlers::IllegalReason::Ok) {
                        problem = QStringLiteral("listed action %1 is illegal: %2")
                                      .arg(QString::fromLatin1(settlers::actionKindId(a.kind).data()))
                                      .arg(QString::fromLatin1(settlers::illegalReasonId(settlers::checkLegal(rules, s, a)).data()));
                        break;
                    }
            }
            if (!problem.isEmpty())
                problem += QStringLiteral(" (%1, seed %2)").arg(describe(s)).arg(seed);
        };
        const settlers::PlayedGame game = settlers::playGame(rules, bots, options);
        if (!problem.isEmpty())
            QFAIL(qPrintable(problem));
        QVERIFY(!game.stalled);
        QVERIFY(game.final.isOver());
        ++t.games;
        t.actions += count;
        if (game.final.endReason == settlers::EndReason::TurnLimit)
            ++t.limits;
        else
            ++t.wins;
        if (game.final.endReason == settlers::EndReason::Jerusalem || game.final.endReason == settlers::EndReason::JerusalemShared)
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
    const settlers::MapModel map = classic ? testmaps::classicMap() : testmaps::canaanMap();
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
    for (const settlers::Ruleset ruleset : {settlers::Ruleset::Canaan, settlers::Ruleset::Classic}) {
        const settlers::MapModel map = testmaps::largestMap(ruleset);
        const settlers::Topology topology = settlers::Topology::compile(map);
        QVERIFY(settlers::fitsEngineLimits(topology));
        // Full to within a hex (a hex adds at most 6 intersections and paths and 7 tiles).
        QVERIFY(topology.vertices().size() + 6 > std::size_t(settlers::kMaxVertices) ||
                topology.edges().size() + 6 > std::size_t(settlers::kMaxEdges) ||
                topology.tiles().size() + 7 > std::size_t(settlers::kMaxTiles));
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
        const settlers::MapModel map = classic ? testmaps::classicMap() : testmaps::canaanMap();
        const settlers::Rules rules(map, kTurnLimit);
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const settlers::PlayedGame game = settlers::playRandomGame(rules, classic ? 4 : 2 + int(seed % 3), seed);
            const settlers::ReplayResult r = settlers::replay(rules, game.final.numPlayers, game.log);
            QCOMPARE(r.failedAt, -1L);
            QVERIFY(r.state == game.final);
            QCOMPARE(settlers::stateDigest(r.state), settlers::stateDigest(game.final));
            // The same seed plays the same game.
            const settlers::PlayedGame again = settlers::playRandomGame(rules, game.final.numPlayers, seed);
            QVERIFY(again.log == game.log);
        }
    }
}

void TestProperty::legalListIsComplete()
{
    // Every action checkLegal accepts (over a wide range of arguments) is in the list, except
    // domestic offers and counters, which legalActions does not enumerate.
    for (bool classic : {false, true}) {
        const settlers::MapModel map = classic ? testmaps::classicMap() : testmaps::canaanMap();
        const settlers::Rules rules(map, 120);
        settlers::ActionList list;
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            QString problem;
            settlers::RandomBot b0(seed), b1(seed + 1), b2(seed + 2), b3(seed + 3);
            std::vector<settlers::Bot *> bots{&b0, &b1, &b2, &b3};
            if (!classic && seed % 2)
                bots.resize(2 + seed % 3); // canaan with 2, 3 and 4 seats
            settlers::DriverOptions options;
            options.seed = seed;
            options.observer = [&](const settlers::GameState &s, const settlers::Action &, const settlers::EventSink &) {
                if (!problem.isEmpty() || s.isOver())
                    return;
                settlers::legalActions(rules, s, list);
                const int maxId = std::max({rules.vertexCount(), rules.edgeCount(), rules.tileCount(), settlers::kDevCardCount});
                for (int k = 0; k < settlers::kActionKindCount; ++k) {
                    const auto kind = static_cast<settlers::ActionKind>(k);
                    if (kind == settlers::ActionKind::OfferTrade)
                        continue;
                    const bool twoArgs = kind == settlers::ActionKind::MovePlague || kind == settlers::ActionKind::MaritimeTrade ||
                                         kind == settlers::ActionKind::BuildStone || kind == settlers::ActionKind::PlayCard ||
                                         kind == settlers::ActionKind::FirstRoll || kind == settlers::ActionKind::Dice;
                    for (int a = 0; a <= maxId; ++a) {
                        const int aa = a == maxId ? settlers::kNoId : a;
                        const int bMax = twoArgs ? (kind == settlers::ActionKind::PlayCard ? maxId : 7) : 0;
                        for (int b = 0; b <= bMax; ++b) {
                            settlers::Action x;
                            x.kind = kind;
                            x.player = s.pendingPlayer;
                            x.a = static_cast<settlers::BoardId>(aa);
                            x.b = static_cast<settlers::BoardId>(b == bMax ? settlers::kNoId : b);
                            if (kind == settlers::ActionKind::PlayCard && aa != int(settlers::DevCard::PlentifulLands) && b > 12 && b != bMax &&
                                aa != int(settlers::DevCard::Improvements) && aa != int(settlers::DevCard::BountifulHarvest) &&
                                aa != int(settlers::DevCard::CalebsBlessing))
                                continue;
                            if (settlers::checkLegal(rules, s, x) != settlers::IllegalReason::Ok)
                                continue;
                            if (kind == settlers::ActionKind::PlayCard || kind == settlers::ActionKind::AnswerTrade) {
                                // arguments a card does not use are ignored; compare the used ones
                                bool found = false;
                                for (const settlers::Action &y : list)
                                    found = found || (y.kind == x.kind && y.a == x.a &&
                                                      (y.b == x.b || y.b == settlers::kNoId) );
                                if (!found)
                                    problem = QStringLiteral("unlisted %1 %2 %3").arg(k).arg(aa).arg(x.b);
                                continue;
                            }
                            const bool noArgs = kind == settlers::ActionKind::Roll || kind == settlers::ActionKind::BuyCard ||
                                                kind == settlers::ActionKind::EndTurn;
                            bool found = false;
                            for (const settlers::Action &y : list)
                                found = found || (y.kind == x.kind && (noArgs || y.a == x.a) &&
                                                  (!twoArgs || y.b == x.b));
                            if (!found)
                                problem = QStringLiteral("unlisted %1 a=%2 b=%3 at %4")
                                              .arg(QString::fromLatin1(settlers::actionKindId(kind).data()))
                                              .arg(aa)
                                              .arg(x.b)
                                              .arg(describe(s));
                        }
                    }
                }
            };
            settlers::playGame(rules, bots, options);
            if (!problem.isEmpty())
                QFAIL(qPrintable(problem));
        }
    }
}

QTEST_APPLESS_MAIN(TestProperty)
#include "test_property.moc"
