// Differential tests for the branch-light paths of docs/engine.md "Performance" (this session):
// each is compared, in order, with a plain reference written here from the rules, on every
// state of seeded random games of both rulesets.
//   - isChancePending: one bit test against the four chance kinds of Pending;
//   - the Plague's moves, written from a table by victim mask: hex by hex, seat by seat (R07);
//   - the maritime trades, with the rates of five resources chosen without a branch: resource
//     by resource at maritimeRate() (R11: harbours, Caravan, King's Blessing).
// Production's owner-by-bits sum and the longest-road search are checked by test_rules_fast_paths
// and test_rules_speed_paths.
#include "tests/engine/settlers/rules/builtin_maps.h"
#include "tests/engine/settlers/rules/random_games.h"
#include "engine/settlers/rules/engine.h"

#include <QtTest>
#include <bit>
#include <memory>
#include <string>
#include <vector>

using namespace canaan;
using namespace canaan::test;

namespace {

std::vector<settlers::Action> listed(const settlers::Rules &rules, const settlers::GameState &s, settlers::ActionKind kind)
{
    auto list = std::make_unique<settlers::ActionList>();
    settlers::legalActions(rules, s, *list);
    std::vector<settlers::Action> out;
    for (const settlers::Action &a : *list)
        if (a.kind == kind)
            out.push_back(a);
    return out;
}

// R07: the seats other than p with a building on a corner of hex t and a card to lose.
unsigned victimsOn(const settlers::Rules &rules, const settlers::GameState &s, int t, int p)
{
    unsigned victims = 0;
    for (int q = 0; q < s.numPlayers; ++q)
        if (q != p && s.buildings(q).intersects(rules.tile(t).vertexBits) && s.handSize(q) > 0)
            victims |= 1u << q;
    return victims;
}

// R07: every hex the Plague may go to, in id order, once per seat that can be robbed there in
// seat order, or once naming nobody.
std::vector<settlers::Action> referencePlagueMoves(const settlers::Rules &rules, const settlers::GameState &s)
{
    std::vector<settlers::Action> moves;
    const int p = s.pendingPlayer;
    for (int t = 0; t < rules.tileCount(); ++t) {
        if (!rules.plagueTiles().test(t) || t == s.plagueTile)
            continue;
        const unsigned victims = victimsOn(rules, s, t, p);
        if (!victims)
            moves.push_back(settlers::makeAction(settlers::ActionKind::MovePlague, p, t));
        for (int q = 0; q < s.numPlayers; ++q)
            if (victims & (1u << q))
                moves.push_back(settlers::makeAction(settlers::ActionKind::MovePlague, p, t, q));
    }
    return moves;
}

// R11: give any resource held at its rate, receive any other the bank has, in resource order.
std::vector<settlers::Action> referenceMaritimeTrades(const settlers::Rules &rules, const settlers::GameState &s)
{
    std::vector<settlers::Action> trades;
    const int p = s.pendingPlayer;
    if (!s.rolled || (s.tradeClosed && !rules.options().freeTradeBuild)) // R09: after the roll, before building
        return trades;
    for (int give = 0; give < settlers::kResourceCount; ++give) {
        if (s.hand[p][give] < settlers::maritimeRate(rules, s, p, give))
            continue;
        for (int get = 0; get < settlers::kResourceCount; ++get)
            if (get != give && s.bank[get] > 0)
                trades.push_back(settlers::makeAction(settlers::ActionKind::MaritimeTrade, p, give, get));
    }
    return trades;
}

} // namespace

class TestBranchLight : public QObject {
    Q_OBJECT
private slots:
    void chancePendingIsTheFourChanceKinds_data();
    void chancePendingIsTheFourChanceKinds();
    void ruling_R07_plagueMovesInHexThenSeatOrder_data() { addRulesetRows(); }
    void ruling_R07_plagueMovesInHexThenSeatOrder();
    void ruling_R11_maritimeTradesAtEachResourcesRate_data() { addRulesetRows(); }
    void ruling_R11_maritimeTradesAtEachResourcesRate();
};

void TestBranchLight::chancePendingIsTheFourChanceKinds_data()
{
    QTest::addColumn<int>("pending");
    for (int k = 0; k < settlers::kPendingCount; ++k)
        QTest::newRow(std::string(settlers::pendingId(static_cast<settlers::Pending>(k))).c_str()) << k;
}

void TestBranchLight::chancePendingIsTheFourChanceKinds()
{
    QFETCH(int, pending);
    settlers::GameState s;
    s.pending = static_cast<settlers::Pending>(pending);
    const bool chance = s.pending == settlers::Pending::FirstRoll || s.pending == settlers::Pending::Dice ||
                        s.pending == settlers::Pending::DrawCard || s.pending == settlers::Pending::Steal;
    QCOMPARE(settlers::isChancePending(s), chance);
}

void TestBranchLight::ruling_R07_plagueMovesInHexThenSeatOrder()
{
    QFETCH(bool, classic);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap(), 300);
    long checked = 0, hexesWithThreeVictims = 0, hexesWithNone = 0;
    playRandomGames(rules, 600, 41, 43, [&](const settlers::GameState &, const settlers::Action &, const settlers::GameState &s) {
        if (s.pending != settlers::Pending::MovePlague)
            return;
        const std::vector<settlers::Action> expected = referencePlagueMoves(rules, s);
        QCOMPARE(listed(rules, s, settlers::ActionKind::MovePlague), expected);
        for (int t = 0; t < rules.tileCount(); ++t) {
            if (!rules.plagueTiles().test(t) || t == s.plagueTile)
                continue;
            const unsigned victims = victimsOn(rules, s, t, s.pendingPlayer);
            hexesWithThreeVictims += std::popcount(victims) == 3;
            hexesWithNone += victims == 0;
        }
        ++checked;
    });
    // Every row of the table was used: no victim up to three (the 2- to 4-player games).
    QVERIFY(checked > 1000);
    QVERIFY(hexesWithThreeVictims > 0);
    QVERIFY(hexesWithNone > 0);
}

void TestBranchLight::ruling_R11_maritimeTradesAtEachResourcesRate()
{
    QFETCH(bool, classic);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap(), 300);
    long checked = 0, withTrades = 0, twoToOneHarbour = 0, threeToOneHarbour = 0, caravan = 0, blessing = 0;
    playRandomGames(rules, 600, 51, 53, [&](const settlers::GameState &, const settlers::Action &, const settlers::GameState &s) {
        if (s.pending != settlers::Pending::Turn)
            return;
        const std::vector<settlers::Action> expected = referenceMaritimeTrades(rules, s);
        QCOMPARE(listed(rules, s, settlers::ActionKind::MaritimeTrade), expected);
        const int p = s.pendingPlayer;
        const bool trades = !expected.empty();
        withTrades += trades;
        twoToOneHarbour += trades && (s.harbors[p] & 0x1F);
        threeToOneHarbour += trades && (s.harbors[p] & 0x20);
        caravan += trades && s.caravan;
        blessing += trades && s.blessingHolder == p && s.blessingResource != settlers::kNoId;
        ++checked;
    });
    // Each rate's source was met with trades listed (the Caravan and the blessing are canaan's).
    QVERIFY(checked > 10000);
    QVERIFY(withTrades > 1000);
    QVERIFY(twoToOneHarbour > 0);
    QVERIFY(threeToOneHarbour > 0);
    if (!classic) {
        QVERIFY(caravan > 0);
        QVERIFY(blessing > 0);
    }
}

QTEST_APPLESS_MAIN(TestBranchLight)
#include "test_branch_light.moc"
