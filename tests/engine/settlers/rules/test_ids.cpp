// Stable ids for saves and logs round-trip and are unique; the state and action stay small;
// events describe what happened; map-size limits are reported.
#include "tests/engine/settlers/rules/scenario_builder.h"

#include <QtTest>
#include <set>
#include <string>

using namespace canaan;
using namespace canaan::test;

class TestIds : public QObject {
    Q_OBJECT
private slots:
    void idsRoundTrip();
    void sizes();
    void engineLimits();
    void eventsReportAction();
    void chanceSamplingFollowsWeights();
};

void TestIds::idsRoundTrip()
{
    std::set<std::string> seen;
    for (int k = 0; k < kActionKindCount; ++k) {
        const auto id = actionKindId(static_cast<ActionKind>(k));
        QCOMPARE(int(*parseActionKind(id)), k);
        QVERIFY(seen.insert(std::string(id)).second);
    }
    for (int k = 0; k < kIllegalReasonCount; ++k)
        QCOMPARE(int(*parseIllegalReason(illegalReasonId(static_cast<IllegalReason>(k)))), k);
    for (int k = 0; k < kEventKindCount; ++k)
        QCOMPARE(int(*parseEventKind(eventKindId(static_cast<EventKind>(k)))), k);
    for (int k = 0; k < kPendingCount; ++k)
        QCOMPARE(int(*parsePending(pendingId(static_cast<Pending>(k)))), k);
    for (int k = 0; k < 5; ++k)
        QCOMPARE(int(*parseEndReason(endReasonId(static_cast<EndReason>(k)))), k);
    QCOMPARE(actionKindId(ActionKind::BuildStone), std::string_view("buildStone"));
    QVERIFY(!parseActionKind("nonsense"));
}

void TestIds::sizes()
{
    QVERIFY(sizeof(GameState) <= (kWideEngine ? 1536 : 1024));
    QVERIFY(std::is_trivially_copyable_v<GameState>);
    QVERIFY(sizeof(Action) <= 12);
    qInfo("sizeof(GameState) = %zu, sizeof(Action) = %zu", sizeof(GameState), sizeof(Action));
}

void TestIds::engineLimits()
{
    QVERIFY(fitsEngineLimits(Topology::compile(testmaps::canaanMap())));
    MapModel huge;
    for (int q = -8; q <= 8; ++q)
        for (int r = -8; r <= 8; ++r)
            huge.hexes.push_back({{q, r}, Terrain::Forest, 5, false, false});
    QCOMPARE(checkEngineLimits(Topology::compile(huge)), LimitProblem::TooManyTiles);
}

void TestIds::eventsReportAction()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    sc.settlement(1, sc.vertex(0, 0, Corner::S));
    QVERIFY(sc.play(act(ActionKind::Roll, 0)));
    QVERIFY(sc.play(act(ActionKind::Dice, 0, 4, 5)));
    QVERIFY(sc.hasEvent(EventKind::DiceRolled));
    bool gained = false;
    for (int i = 0; i < sc.events.size; ++i) {
        const Event &e = sc.events.events[static_cast<std::size_t>(i)];
        if (e.kind == EventKind::ResourcesGained && e.player == 1 && e.a == res(Resource::Grain) && e.b == 1)
            gained = true;
    }
    QVERIFY(gained);
    QVERIFY(sc.play(act(ActionKind::EndTurn, 0)));
    QVERIFY(sc.hasEvent(EventKind::TurnStarted));
}

void TestIds::chanceSamplingFollowsWeights()
{
    Scenario sc(testmaps::canaanMap());
    sc.hand(0, {0, 1, 1, 0, 1});
    QVERIFY(sc.play(act(ActionKind::BuyCard, 0)));
    int priests = 0;
    const int n = 20000;
    std::uint32_t x = 12345;
    for (int i = 0; i < n; ++i) {
        x = x * 1664525u + 1013904223u;
        const std::uint32_t r1 = x;
        x = x * 1664525u + 1013904223u;
        const Action a = chanceFromRandom(sc.rules, sc.s, r1, x);
        QCOMPARE(a.kind, ActionKind::DrawCard);
        QCOMPARE(checkLegal(sc.rules, sc.s, a), IllegalReason::Ok);
        priests += a.a == card(DevCard::Priest);
    }
    const double expected = 20.0 / 35.0;
    QVERIFY(std::abs(double(priests) / n - expected) < 0.02);
}

QTEST_APPLESS_MAIN(TestIds)
#include "test_ids.moc"
