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
    for (int k = 0; k < settlers::kActionKindCount; ++k) {
        const auto id = settlers::actionKindId(static_cast<settlers::ActionKind>(k));
        QCOMPARE(int(*settlers::parseActionKind(id)), k);
        QVERIFY(seen.insert(std::string(id)).second);
    }
    for (int k = 0; k < settlers::kIllegalReasonCount; ++k)
        QCOMPARE(int(*settlers::parseIllegalReason(settlers::illegalReasonId(static_cast<settlers::IllegalReason>(k)))), k);
    for (int k = 0; k < settlers::kEventKindCount; ++k)
        QCOMPARE(int(*settlers::parseEventKind(settlers::eventKindId(static_cast<settlers::EventKind>(k)))), k);
    for (int k = 0; k < settlers::kPendingCount; ++k)
        QCOMPARE(int(*settlers::parsePending(settlers::pendingId(static_cast<settlers::Pending>(k)))), k);
    for (int k = 0; k < 5; ++k)
        QCOMPARE(int(*settlers::parseEndReason(settlers::endReasonId(static_cast<settlers::EndReason>(k)))), k);
    QCOMPARE(settlers::actionKindId(settlers::ActionKind::BuildStone), std::string_view("buildStone"));
    QVERIFY(!settlers::parseActionKind("nonsense"));
}

void TestIds::sizes()
{
    QVERIFY(sizeof(settlers::GameState) <= (settlers::kWideEngine ? 1536 : 1024));
    QVERIFY(std::is_trivially_copyable_v<settlers::GameState>);
    QVERIFY(sizeof(settlers::Action) <= 12);
    qInfo("sizeof(GameState) = %zu, sizeof(Action) = %zu", sizeof(settlers::GameState), sizeof(settlers::Action));
}

void TestIds::engineLimits()
{
    QVERIFY(settlers::fitsEngineLimits(settlers::Topology::compile(testmaps::canaanMap())));
    settlers::MapModel huge;
    for (int q = -8; q <= 8; ++q)
        for (int r = -8; r <= 8; ++r)
            huge.hexes.push_back({{q, r}, settlers::Terrain::Forest, 5, false, false});
    QCOMPARE(settlers::checkEngineLimits(settlers::Topology::compile(huge)), settlers::LimitProblem::TooManyTiles);
}

void TestIds::eventsReportAction()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    sc.settlement(1, sc.vertex(0, 0, settlers::Corner::S));
    QVERIFY(sc.play(act(settlers::ActionKind::Roll, 0)));
    QVERIFY(sc.play(act(settlers::ActionKind::Dice, 0, 4, 5)));
    QVERIFY(sc.hasEvent(settlers::EventKind::DiceRolled));
    bool gained = false;
    for (int i = 0; i < sc.events.size; ++i) {
        const settlers::Event &e = sc.events.events[static_cast<std::size_t>(i)];
        if (e.kind == settlers::EventKind::ResourcesGained && e.player == 1 && e.a == res(settlers::Resource::Grain) && e.b == 1)
            gained = true;
    }
    QVERIFY(gained);
    QVERIFY(sc.play(act(settlers::ActionKind::EndTurn, 0)));
    QVERIFY(sc.hasEvent(settlers::EventKind::TurnStarted));
}

void TestIds::chanceSamplingFollowsWeights()
{
    Scenario sc(testmaps::canaanMap());
    sc.hand(0, {0, 1, 1, 0, 1});
    QVERIFY(sc.play(act(settlers::ActionKind::BuyCard, 0)));
    int priests = 0;
    const int n = 20000;
    std::uint32_t x = 12345;
    for (int i = 0; i < n; ++i) {
        x = x * 1664525u + 1013904223u;
        const std::uint32_t r1 = x;
        x = x * 1664525u + 1013904223u;
        const settlers::Action a = settlers::chanceFromRandom(sc.rules, sc.s, r1, x);
        QCOMPARE(a.kind, settlers::ActionKind::DrawCard);
        QCOMPARE(settlers::checkLegal(sc.rules, sc.s, a), settlers::IllegalReason::Ok);
        priests += a.a == card(settlers::DevCard::Priest);
    }
    const double expected = 20.0 / 35.0;
    QVERIFY(std::abs(double(priests) / n - expected) < 0.02);
}

QTEST_APPLESS_MAIN(TestIds)
#include "test_ids.moc"
