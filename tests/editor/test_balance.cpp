// Balance analysis against numbers worked out by hand (docs/balance.md gives the definitions).
#include "cartography/balance.h"
#include "tests/editor/editor_test_maps.h"
#include "editor/model/map_edits.h"

#include <QTest>
#include <cmath>

using namespace canaan;
using namespace canaan::editor;
using canaan::editor::test::builtinMap;
using canaan::editor::test::vertex;

namespace {

// Three hexes meeting at one intersection, "0,1,N": forest 6, hills 8 and the third given.
settlers::MapModel triangle(settlers::Terrain third, int number)
{
    settlers::MapModel map;
    map.maxPlayers = 2;
    map.hexes = {{{0, 0}, settlers::Terrain::Forest, 6}, {{1, 0}, settlers::Terrain::Hills, 8}, {{0, 1}, third, number}};
    return map;
}

const cartography::SpotValue *spotAt(const cartography::BalanceReport &r, settlers::VertexCoord v)
{
    for (const cartography::SpotValue &s : r.spots)
        if (s.at == v)
            return &s;
    return nullptr;
}

} // namespace

class TestBalance : public QObject {
    Q_OBJECT
private slots:
    void pipsPerResourceOnTheCanaanMap()
    {
        // Counted from resources/maps/canaan.canaanmap by hand; copper (the extra 5) apart.
        const cartography::BalanceReport r = cartography::analyseBalance(builtinMap("canaan"));
        int total = 0;
        for (int p : r.pipsPerResource)
            total += p;
        QCOMPARE(total + r.copperPips, 58 + 4); // the standard 18 tokens and an extra 5
        // forest, pasture, fields 13 pips each; hills and mountains 10; the copper token is a 10 (3 pips).
        QCOMPARE(r.pipsPerResource, (std::array<int, 5>{13, 13, 13, 10, 10}));
        QCOMPARE(r.copperPips, 3);
        QVERIFY(r.hotPairs.empty()); // the map says no 6 or 8 borders another
    }

    void intersectionValueCountsCopperAsAnyCard()
    {
        const cartography::BalanceReport r = cartography::analyseBalance(triangle(settlers::Terrain::Copper, 5));
        const cartography::SpotValue *middle = spotAt(r, vertex("0,1,N"));
        QVERIFY(middle);
        QCOMPARE(middle->pips, 5 + 5 + 4);
        QCOMPARE(middle->cardsPerRoll, 14 / 36.0);
        QCOMPARE(middle->resources, 2); // lumber and stone; copper is a choice, not a resource
        QCOMPARE(r.copperPips, 4);
        QCOMPARE(r.bestSpots.front().at, vertex("0,1,N"));
    }

    void resourceBalanceHotPairsAndFairness()
    {
        // lumber 5, wool 3, grain 0, stone 5, ore 0: mean 2.6, variance 25.2 / 5 = 5.04,
        // CV = sqrt(5.04) / 2.6 = 0.8635, so resource balance = 0.1365.
        const cartography::BalanceReport r = cartography::analyseBalance(triangle(settlers::Terrain::Pasture, 4));
        QCOMPARE(r.pipsPerResource, (std::array<int, 5>{5, 3, 0, 5, 0}));
        QVERIFY(std::abs(r.resourceBalance - (1 - std::sqrt(5.04) / 2.6)) < 1e-9);
        QCOMPARE(r.hotPairs.size(), std::size_t(1)); // the 6 beside the 8
        QVERIFY(r.clumps.empty());
        QCOMPARE(r.hotPenalty, 0.5);
        QCOMPARE(r.fairness, 100 * (0.4 * r.resourceBalance + 0.4 * r.seatBalance + 0.2 * r.hotPenalty));
    }

    void clumpsOfOneResource()
    {
        settlers::MapModel map;
        map.hexes = {{{0, 0}, settlers::Terrain::Forest, 3}, {{1, 0}, settlers::Terrain::Forest, 4}, {{0, 1}, settlers::Terrain::Forest, 5},
                     {{3, 0}, settlers::Terrain::Forest, 9}};
        const cartography::BalanceReport r = cartography::analyseBalance(map);
        QCOMPARE(r.clumps.size(), std::size_t(1));
        QCOMPARE(r.clumps.front().size(), std::size_t(3));
    }

    void seatsDraftInSnakeOrder()
    {
        // Two far-apart single hexes: a 6 (5 pips) and a 2 (1 pip). Every corner of a hex has its
        // hex's pips; at most three corners of one hex are pairwise apart, so the picks are the
        // 6's three corners, then the 2's. Two seats, order A B B A: A gets 5 + 1, B gets 5 + 5.
        settlers::MapModel map;
        map.maxPlayers = 2;
        map.hexes = {{{0, 0}, settlers::Terrain::Forest, 6}, {{5, 0}, settlers::Terrain::Hills, 2}};
        const cartography::BalanceReport r = cartography::analyseBalance(map);
        QCOMPARE(r.bestSpots.size(), std::size_t(4));
        QCOMPARE(r.seatValues.size(), std::size_t(2));
        QCOMPARE(r.seatValues[0], 6 / 36.0);
        QCOMPARE(r.seatValues[1], 10 / 36.0);
        QCOMPARE(r.seatBalance, 0.6);
    }
};

QTEST_GUILESS_MAIN(TestBalance)
#include "test_balance.moc"
