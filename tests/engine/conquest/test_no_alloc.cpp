// apply(), checkLegal(), legalActions(), viewOf() and eventsOf() never allocate on the heap (issue 20): a
// counting global operator new watches thousands of random games.
#include "engine/conquest/events.h"
#include "engine/conquest/view.h"
#include "tests/engine/conquest/conquest_support.h"

#include "tests/common/counting_new.h"

#include <QtTest>

using namespace canaan::conquest;

class TestConquestNoAlloc : public QObject {
    Q_OBJECT
private slots:
    void engineDoesNotAllocate();
};

void TestConquestNoAlloc::engineDoesNotAllocate()
{
    auto list = std::make_unique<ActionList>();
    auto events = std::make_unique<EventList>();
    (void)allCards(); // the card sets are built once, before counting
    const std::array<Nation, 4> nations = {Nation::Hittites, Nation::Hebrews, Nation::Egyptians, Nation::Assyrians};
    const long before = canaan::testing::heapAllocations.load();
    long actions = 0;
    for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
        canaan::Pcg32 rng(seed);
        State s = newGame(Options{}, nations);
        while (!s.over()) {
            const int k = legalActions(s, *list);
            const Action a = isChancePending(s) ? chanceFromRandom(s, rng()) : (*list)[rng.below(k)];
            if (checkLegal(s, a) != IllegalReason::Ok)
                QFAIL("illegal action");
            const SeatView v = viewOf(s, a.player);
            QVERIFY(v.numPlayers == 4);
            const State before = s;
            apply(s, a);
            eventsOf(before, a, s, *events);
            ++actions;
        }
    }
    QCOMPARE(canaan::testing::heapAllocations.load() - before, 0L);
    QVERIFY(actions > 100000);
}

QTEST_APPLESS_MAIN(TestConquestNoAlloc)
#include "test_no_alloc.moc"
