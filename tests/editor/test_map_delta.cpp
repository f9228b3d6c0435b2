// An undo step keeps only what its edit changed (MapDelta); redo and undo must still give back
// the exact maps, hex order included, whatever the edit: hexes changed, added, removed, the list
// reordered, harbors and properties changed. Merged brush steps equal one step over both.
#include "tests/editor/editor_test_maps.h"
#include "editor/model/map_delta.h"
#include "editor/model/map_edits.h"

#include <QRandomGenerator>
#include <QTest>
#include <algorithm>

using namespace canaan;
using namespace canaan::editor;

namespace {

// One random edit of the kind the commands make.
settlers::MapModel edited(settlers::MapModel map, QRandomGenerator &random, bool reshape)
{
    const int kind = reshape ? int(random.bounded(5)) : int(random.bounded(2));
    const auto any = [&] { return std::size_t(random.bounded(int(map.hexes.size()))); };
    switch (kind) {
    case 0: // terrains and numbers of a few hexes
        for (int k = 0; k < 3; ++k) {
            settlers::MapHex &hex = map.hexes[any()];
            hex.terrain = settlers::Terrain(random.bounded(settlers::kTerrainCount));
            hex.number = 0;
        }
        break;
    case 1: // the rest of the map
        map.title.en = "edited " + std::to_string(random.bounded(1000));
        if (!map.harbors.empty())
            map.harbors.pop_back();
        break;
    case 2: // hexes leave
        for (int k = 0; k < 3 && map.hexes.size() > 1; ++k)
            map.hexes.erase(map.hexes.begin() + std::ptrdiff_t(any()));
        break;
    case 3: // hexes arrive beyond the map, in row order or at the end
        putHex(map, {{int(random.bounded(20, 30)), int(random.bounded(-3, 3))}, settlers::Terrain::Forest});
        map.hexes.push_back({{int(random.bounded(40, 50)), 7}, settlers::Terrain::Hills});
        break;
    default: // the list in a new order (a generated map)
        std::reverse(map.hexes.begin(), map.hexes.end());
        break;
    }
    return map;
}

} // namespace

class TestMapDelta : public QObject {
    Q_OBJECT
private slots:
    void redoAndUndoGiveTheExactMaps_data()
    {
        QTest::addColumn<bool>("reshape");
        QTest::newRow("hexes change") << false;
        QTest::newRow("hexes arrive, leave and move") << true;
    }
    void redoAndUndoGiveTheExactMaps()
    {
        QFETCH(bool, reshape);
        QRandomGenerator random(reshape ? 7 : 3);
        settlers::MapModel before = test::builtinMap("canaan");
        for (int k = 0; k < 300; ++k) {
            const settlers::MapModel after = edited(before, random, reshape);
            const MapDelta delta(before, after);
            QCOMPARE(delta.isEmpty(), before == after);
            settlers::MapModel map = before;
            cartography::HexLookup lookup = cartography::indexHexes(map);
            delta.redo(map, lookup);
            QVERIFY(map == after);
            QVERIFY(lookup == cartography::indexHexes(map));
            delta.undo(map, lookup);
            QVERIFY(map == before);
            QVERIFY(lookup == cartography::indexHexes(map));
            before = after;
        }
    }

    // A delta holds the changed hexes, not the map.
    void holdsOnlyTheChange()
    {
        const settlers::MapModel before = test::builtinMap("canaan");
        settlers::MapModel after = before;
        after.hexes[5].terrain = settlers::Terrain::Desert;
        after.hexes[5].number = 0;
        const MapDelta delta(before, after);
        QCOMPARE(delta.hexes(), std::vector<settlers::HexCoord>{before.hexes[5].at});
        QVERIFY(!delta.reshapes());
        QVERIFY(!delta.changesRest());
    }

    // Steps of one stroke merged: the same as one step from the first map to the last.
    void absorbedStepsEqualOneStep()
    {
        QRandomGenerator random(11);
        const settlers::MapModel first = test::builtinMap("classic");
        settlers::MapModel map = first;
        MapDelta merged;
        for (int k = 0; k < 50; ++k) {
            const settlers::MapModel next = edited(map, random, false);
            QVERIFY(merged.absorb(MapDelta(map, next)));
            map = next;
        }
        settlers::MapModel replay = first;
        cartography::HexLookup lookup = cartography::indexHexes(replay);
        merged.redo(replay, lookup);
        QVERIFY(replay == map);
        merged.undo(replay, lookup);
        QVERIFY(replay == first);
        QCOMPARE(merged.isEmpty(), MapDelta(first, map).isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestMapDelta)
#include "test_map_delta.moc"
