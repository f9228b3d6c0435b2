// Differential tests for the paths of docs/engine.md "Performance" (session 5) that read and write
// the state in other widths: each is compared with a plain reference written here from the rules,
// on every state of seeded random games of both rulesets.
//   - the cards paid for a road, settlement, city or development card, moved by a maritime trade
//     or stolen, now added as one word per hand and bank (R07, R11, R12): byte by byte;
//   - the test "nothing is queued" after an action, now read byte by byte: when the game is in play,
//     nobody has won and nothing waits, the current player rolls or acts;
//   - chanceFromRandom's outcome, now built as one word: a well-formed, legal action (no trade
//     vector, nothing in unused arguments).
#include "tests/engine/settlers/rules/builtin_maps.h"
#include "tests/engine/settlers/rules/random_games.h"
#include "engine/settlers/rules/engine.h"

#include <QtTest>
#include <array>

using namespace canaan;
using namespace canaan::test;

namespace {

using Counts = std::array<int, settlers::kResourceCount>;

// R12
Counts costOf(settlers::ActionKind kind)
{
    switch (kind) {
    case settlers::ActionKind::BuildRoad: return {1, 0, 0, 1, 0};
    case settlers::ActionKind::BuildSettlement: return {1, 1, 1, 1, 0};
    case settlers::ActionKind::BuildCity: return {0, 0, 2, 0, 3};
    case settlers::ActionKind::BuyCard: return {0, 1, 1, 0, 1};
    default: return {};
    }
}

// The hand of p and the bank after `a`, one resource at a time: a maritime trade gives `rate`
// cards of a.a and takes one of a.b (R11); a build pays its cost (R12; a free road pays nothing).
void expectedAfter(const settlers::Rules &rules, const settlers::GameState &before, const settlers::Action &a, Counts &hand, Counts &bank)
{
    const int p = a.player;
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        hand[static_cast<std::size_t>(r)] = before.hand[p][r];
        bank[static_cast<std::size_t>(r)] = before.bank[r];
    }
    if (a.kind == settlers::ActionKind::MaritimeTrade) {
        const int rate = settlers::maritimeRate(rules, before, p, a.a);
        hand[a.a] -= rate;
        bank[a.a] += rate;
        hand[a.b] += 1;
        bank[a.b] -= 1;
        return;
    }
    if (a.kind == settlers::ActionKind::BuildRoad && before.pending == settlers::Pending::FreeRoad)
        return;
    const Counts cost = costOf(a.kind);
    for (std::size_t r = 0; r < cost.size(); ++r) {
        hand[r] -= cost[r];
        bank[r] += cost[r];
    }
}

bool nothingQueued(const settlers::GameState &s)
{
    bool queued = s.dicePending || s.plagueMove || s.drawPending || s.blessingChoice || s.deborahMask || s.freeRoads ||
                  s.stealCount || s.offerOpen;
    for (int p = 0; p < settlers::kMaxPlayers; ++p)
        queued = queued || s.discardOwed[p] || s.copperOwed[p];
    return !queued;
}

} // namespace

class TestStoreWidths : public QObject {
    Q_OBJECT
private slots:
    void ruling_R07_R11_R12_cardsMovedResourceByResource_data() { addRulesetRows(); }
    void ruling_R07_R11_R12_cardsMovedResourceByResource();
    void nothingQueuedMeansRollOrTurn_data() { addRulesetRows(); }
    void nothingQueuedMeansRollOrTurn();
    void chanceOutcomesAreWellFormed_data() { addRulesetRows(); }
    void chanceOutcomesAreWellFormed();
};

void TestStoreWidths::ruling_R07_R11_R12_cardsMovedResourceByResource()
{
    QFETCH(bool, classic);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap(), 300);
    long trades = 0, builds = 0, steals = 0;
    playRandomGames(rules, 400, 61, 63, [&](const settlers::GameState &before, const settlers::Action &a, const settlers::GameState &after) {
        if (a.kind == settlers::ActionKind::Steal) { // R07: one card of a.a from the victim to the thief
            const int victim = before.stealVictim;
            for (int r = 0; r < settlers::kResourceCount; ++r) {
                QCOMPARE(int(after.hand[victim][r]), before.hand[victim][r] - (r == a.a));
                QCOMPARE(int(after.hand[a.player][r]), before.hand[a.player][r] + (r == a.a));
                QCOMPARE(after.bank[r], before.bank[r]);
            }
            ++steals;
            return;
        }
        const bool trade = a.kind == settlers::ActionKind::MaritimeTrade;
        if (!trade && a.kind != settlers::ActionKind::BuildRoad && a.kind != settlers::ActionKind::BuildSettlement &&
            a.kind != settlers::ActionKind::BuildCity && a.kind != settlers::ActionKind::BuyCard)
            return;
        Counts hand{}, bank{};
        expectedAfter(rules, before, a, hand, bank);
        for (int r = 0; r < settlers::kResourceCount; ++r) {
            QCOMPARE(int(after.hand[a.player][r]), hand[static_cast<std::size_t>(r)]);
            QCOMPARE(int(after.bank[r]), bank[static_cast<std::size_t>(r)]);
        }
        for (int q = 0; q < settlers::kMaxPlayers; ++q) // nobody else's hand moved
            if (q != a.player)
                for (int r = 0; r < settlers::kResourceCount; ++r)
                    QCOMPARE(after.hand[q][r], before.hand[q][r]);
        trades += trade;
        builds += !trade;
    });
    QVERIFY(trades > 1000);
    QVERIFY(builds > 1000);
    QVERIFY(steals > 1000);
}

void TestStoreWidths::nothingQueuedMeansRollOrTurn()
{
    QFETCH(bool, classic);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap(), 300);
    long quiet = 0, queued = 0;
    playRandomGames(rules, 400, 71, 73, [&](const settlers::GameState &, const settlers::Action &, const settlers::GameState &s) {
        if (s.isOver() || s.stage != settlers::Stage::Play)
            return;
        if (!nothingQueued(s)) {
            QVERIFY(s.pending != settlers::Pending::Roll && s.pending != settlers::Pending::Turn);
            ++queued;
            return;
        }
        QCOMPARE(int(s.pending), int(s.rolled ? settlers::Pending::Turn : settlers::Pending::Roll));
        QCOMPARE(int(s.pendingPlayer), int(s.current));
        ++quiet;
    });
    QVERIFY(quiet > 10000);
    QVERIFY(queued > 1000);
}

void TestStoreWidths::chanceOutcomesAreWellFormed()
{
    QFETCH(bool, classic);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap(), 300);
    long checked = 0;
    playRandomGames(rules, 200, 81, 83, [&](const settlers::GameState &, const settlers::Action &, const settlers::GameState &s) {
        if (!settlers::isChancePending(s))
            return;
        for (std::uint32_t k = 0; k < 16; ++k) {
            const std::uint32_t r1 = k * 0x10000001u, r2 = ~r1 ^ (k << 20);
            const settlers::Action a = settlers::chanceFromRandom(rules, s, r1, r2);
            QCOMPARE(settlers::checkLegal(rules, s, a), settlers::IllegalReason::Ok);
            const bool dice = a.kind == settlers::ActionKind::Dice || a.kind == settlers::ActionKind::FirstRoll;
            const settlers::Action plain = settlers::makeAction(a.kind, s.pendingPlayer, a.a, dice ? a.b : settlers::kNoId);
            QCOMPARE(a, plain);
            ++checked;
        }
    });
    QVERIFY(checked > 10000);
}

QTEST_APPLESS_MAIN(TestStoreWidths)
#include "test_store_widths.moc"
