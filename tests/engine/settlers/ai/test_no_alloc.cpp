// apply(), checkLegal() and legalActions() never allocate on the heap (issue 4): a counting
// global operator new watches thousands of random games.
#include "tests/engine/settlers/rules/builtin_maps.h"
#include "engine/settlers/ai/random_bot.h"
#include "engine/random/rng.h"

#include "tests/common/counting_new.h"

#include <QtTest>

using namespace canaan;

class TestNoAlloc : public QObject {
    Q_OBJECT
private slots:
    void engineDoesNotAllocate();
};

void TestNoAlloc::engineDoesNotAllocate()
{
    for (bool classic : {false, true}) {
        const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap(), 500);
        auto list = std::make_unique<settlers::ActionList>();
        settlers::EventSink events;
        const long before = canaan::testing::heapAllocations.load();
        long actions = 0;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            settlers::RandomBot bot(seed);
            Pcg32 chance(seed);
            settlers::GameState s = settlers::newGame(rules, classic ? 4 : 2 + int(seed % 3));
            while (!s.isOver()) {
                const settlers::Action a = settlers::isChancePending(s) ? settlers::sampleChance(rules, s, chance) : settlers::askBot(bot, rules, s, *list);
                if (settlers::checkLegal(rules, s, a) != settlers::IllegalReason::Ok)
                    QFAIL("illegal action");
                events.clear();
                settlers::apply(rules, s, a, &events);
                ++actions;
            }
        }
        QCOMPARE(canaan::testing::heapAllocations.load() - before, 0L);
        QVERIFY(actions > 10000);
    }
}

QTEST_APPLESS_MAIN(TestNoAlloc)
#include "test_no_alloc.moc"
