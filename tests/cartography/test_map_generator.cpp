// The random map generator: reproducible, respects shuffle flags, and its constraints hold for
// 1,000 seeds.
#include "cartography/balance.h"
#include "cartography/map_generator.h"
#include "tests/editor/editor_test_maps.h"

#include <QTest>
#include <algorithm>
#include <map>
#include <set>

using namespace canaan;
using namespace canaan::editor;
using canaan::editor::test::builtinMap;

namespace {

std::multiset<int> numbersOf(const settlers::MapModel &map)
{
    std::multiset<int> numbers;
    for (const settlers::MapHex &h : map.hexes)
        if (h.number)
            numbers.insert(h.number);
    return numbers;
}

std::multiset<settlers::Terrain> terrainsOf(const settlers::MapModel &map)
{
    std::multiset<settlers::Terrain> terrains;
    for (const settlers::MapHex &h : map.hexes)
        terrains.insert(h.terrain);
    return terrains;
}

} // namespace

class TestMapGenerator : public QObject {
    Q_OBJECT
private slots:
    void sameSeedSameMap()
    {
        const settlers::MapModel templ = builtinMap("classic");
        const cartography::GeneratorConstraints c;
        QVERIFY(cartography::generateMap(templ, 42, c).map == cartography::generateMap(templ, 42, c).map);
        QVERIFY(cartography::generateMap(templ, 42, c).map != cartography::generateMap(templ, 43, c).map);
    }

    void constraintsHoldForAThousandSeeds_data()
    {
        QTest::addColumn<QString>("map");
        QTest::newRow("classic") << "classic";
        QTest::newRow("canaan") << "canaan";
    }

    void constraintsHoldForAThousandSeeds()
    {
        QFETCH(QString, map);
        const settlers::MapModel templ = builtinMap(map.toLatin1().constData());
        cartography::GeneratorConstraints c;
        c.noAdjacentSixEight = true;
        c.noEqualNeighbours = true;
        c.minPipsPerResource = 6;
        c.maxPipsPerResource = 16;
        c.shuffleHarbors = true;
        c.spreadHarbors = true;
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
            const cartography::GeneratorResult r = cartography::generateMap(templ, seed, c);
            QVERIFY2(r.satisfied, qPrintable(QString::number(seed)));
            QVERIFY(!cartography::hasAdjacentSixEight(r.map));
            QVERIFY(!cartography::hasEqualNeighbours(r.map));
            QVERIFY(cartography::pipsWithin(r.map, 6, 16));
            QVERIFY(cartography::harborsSpread(r.map));
            // Only moved: the same terrains, tokens and harbor places.
            QVERIFY(terrainsOf(r.map) == terrainsOf(templ));
            QVERIFY(numbersOf(r.map) == numbersOf(templ));
            QCOMPARE(r.map.harbors.size(), templ.harbors.size());
            QVERIFY(findMapErrors(r.map).empty());
        }
    }

    // Harbors dealt to new places: every one on a sea side facing buildable land, none on the same
    // or a neighbouring sea hex, the kinds kept as a set, and the places really vary with the seed.
    void movedHarborsAreApartForAThousandSeeds_data()
    {
        QTest::addColumn<QString>("map");
        QTest::newRow("classic") << "classic";
        QTest::newRow("canaan") << "canaan";
    }
    void movedHarborsAreApartForAThousandSeeds()
    {
        QFETCH(QString, map);
        const settlers::MapModel templ = builtinMap(map.toLatin1().constData());
        cartography::GeneratorConstraints c;
        c.moveHarbors = true;
        c.spreadHarbors = true;
        std::multiset<std::optional<settlers::Resource>> kinds;
        for (const settlers::Harbor &h : templ.harbors)
            kinds.insert(h.resource);
        std::set<std::pair<settlers::HexCoord, settlers::Side>> placesSeen;
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
            const cartography::GeneratorResult r = cartography::generateMap(templ, seed, c);
            QVERIFY2(r.satisfied, qPrintable(QString::number(seed)));
            QVERIFY(cartography::harborsApart(r.map));
            QVERIFY(cartography::harborsSpread(r.map));
            const std::vector<settlers::Harbor> places = cartography::harborSlots(r.map);
            std::multiset<std::optional<settlers::Resource>> dealt;
            for (const settlers::Harbor &h : r.map.harbors) {
                dealt.insert(h.resource);
                QVERIFY(std::any_of(places.begin(), places.end(),
                                    [&](const settlers::Harbor &s) { return s.at == h.at && s.facing == h.facing; }));
                placesSeen.insert({h.at, h.facing});
            }
            QVERIFY(dealt == kinds);
            QVERIFY(findMapErrors(r.map).empty());
            QVERIFY(validateMap(r.map).empty() || !validateMap(templ).empty());
        }
        // Far more places used over the seeds than there are harbors: they moved.
        QVERIFY(placesSeen.size() > 3 * templ.harbors.size());
    }

    void harborsStayWithoutMove()
    {
        const settlers::MapModel templ = builtinMap("canaan");
        cartography::GeneratorConstraints c;  // kinds shuffled, places kept
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            const settlers::MapModel out = cartography::generateMap(templ, seed, c).map;
            QCOMPARE(out.harbors.size(), templ.harbors.size());
            for (std::size_t i = 0; i < out.harbors.size(); ++i) {
                QCOMPARE(out.harbors[i].at, templ.harbors[i].at);
                QCOMPARE(out.harbors[i].facing, templ.harbors[i].facing);
            }
        }
    }

    void apartCheckSeesNeighbours()
    {
        settlers::MapModel map = builtinMap("classic");
        QVERIFY(map.harbors.size() >= 2);
        map.harbors[1].at = settlers::neighbour(map.harbors[0].at, settlers::Side::E);
        QVERIFY(!cartography::harborsApart(map));
        map.harbors[1].at = map.harbors[0].at;
        QVERIFY(!cartography::harborsApart(map));
    }

    void hexesWithoutFlagsStay()
    {
        settlers::MapModel templ = builtinMap("classic");
        // Flag only the first half of the land; the rest must not move.
        std::vector<std::size_t> fixed;
        int land = 0;
        for (std::size_t i = 0; i < templ.hexes.size(); ++i) {
            settlers::MapHex &h = templ.hexes[i];
            if (!settlers::isProductive(h.terrain) && h.terrain != settlers::Terrain::Desert)
                continue;
            if (land++ % 2 == 0)
                h.shuffleTerrain = h.shuffleNumber = true;
            else
                fixed.push_back(i);
        }
        cartography::GeneratorConstraints c;
        c.noAdjacentSixEight = false;
        c.shuffleHarbors = false;
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            const settlers::MapModel out = cartography::generateMap(templ, seed, c).map;
            for (std::size_t i : fixed)
                QVERIFY(out.hexes[i] == templ.hexes[i]);
            QVERIFY(out.harbors == templ.harbors);
        }
    }

    void impossibleConstraintsAreReported()
    {
        cartography::GeneratorConstraints c;
        c.minPipsPerResource = 30; // no resource has that many pips on the classic map
        c.maxAttempts = 200;
        const cartography::GeneratorResult r = cartography::generateMap(builtinMap("classic"), 1, c);
        QVERIFY(!r.satisfied);
        QCOMPARE(r.attempts, 200);
    }
};

QTEST_GUILESS_MAIN(TestMapGenerator)
#include "test_map_generator.moc"
