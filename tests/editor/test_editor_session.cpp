// A scripted editing session builds a valid Canaan map from an empty one, through the same
// commands the editor's tools push; undoing everything gives the empty map back.
#include "editor/commands/add_harbor_command.h"
#include "editor/commands/set_number_command.h"
#include "editor/commands/set_properties_command.h"
#include "editor/commands/set_terrain_command.h"
#include "editor/commands/toggle_closed_command.h"
#include "tests/editor/editor_test_maps.h"
#include "editor/model/map_document.h"
#include "editor/model/map_edits.h"

#include <QTemporaryDir>
#include <QTest>

using namespace canaan;
using namespace canaan::editor;

namespace {

// The hexes at distance k from a centre, walking once around.
std::vector<HexCoord> ring(HexCoord centre, int k)
{
    std::vector<HexCoord> out;
    HexCoord at = centre;
    for (int i = 0; i < k; ++i)
        at = neighbour(at, Side::SW);
    for (Side walk : {Side::E, Side::NE, Side::NW, Side::W, Side::SW, Side::SE})
        for (int i = 0; i < k; ++i) {
            out.push_back(at);
            at = neighbour(at, walk);
        }
    return out;
}

} // namespace

class TestEditorSession : public QObject {
    Q_OBJECT
private slots:
    void buildsAValidCanaanMapFromAnEmptyOne()
    {
        MapDocument document;
        const MapModel empty = newMap(7, 7, Ruleset::Canaan);
        document.reset(empty);
        const HexCoord centre = hexAtGrid(3, 3);
        const std::vector<HexCoord> inner = ring(centre, 1);
        const std::vector<HexCoord> outer = ring(centre, 2);

        // Terrain: one brush stroke per terrain.
        const Terrain innerTerrains[6] = {Terrain::Forest, Terrain::Pasture, Terrain::Fields,
                                          Terrain::Hills,  Terrain::Mountains, Terrain::Copper};
        const Terrain outerTerrains[12] = {Terrain::Forest, Terrain::Pasture, Terrain::Fields, Terrain::Hills,
                                           Terrain::Forest, Terrain::Pasture, Terrain::Fields, Terrain::Mountains,
                                           Terrain::Forest, Terrain::Pasture, Terrain::Fields, Terrain::Hills};
        int stroke = 0;
        document.push(new SetTerrainCommand(&document, {centre}, Terrain::Jerusalem, ++stroke));
        for (int i = 0; i < 6; ++i)
            document.push(new SetTerrainCommand(&document, {inner[std::size_t(i)]}, innerTerrains[i], ++stroke));
        for (int i = 0; i < 12; ++i)
            document.push(new SetTerrainCommand(&document, {outer[std::size_t(i)]}, outerTerrains[i], ++stroke));

        // Numbers: the hot 6s and 8s three apart on the outer ring, so none borders another.
        const int innerNumbers[6] = {2, 3, 4, 10, 11, 12};
        const int outerNumbers[12] = {6, 3, 4, 8, 5, 5, 6, 9, 9, 8, 10, 11};
        for (int i = 0; i < 6; ++i)
            document.push(new SetNumberCommand(&document, inner[std::size_t(i)], innerNumbers[i]));
        for (int i = 0; i < 12; ++i)
            document.push(new SetNumberCommand(&document, outer[std::size_t(i)], outerNumbers[i]));

        // Harbors on the sea ring, facing the land.
        const std::vector<HexCoord> sea = ring(centre, 3);
        document.push(new AddHarborCommand(&document, {sea[0], Side::NE, std::nullopt}));
        document.push(new AddHarborCommand(&document, {sea[6], Side::W, Resource::Ore}));
        document.push(new AddHarborCommand(&document, {sea[9], Side::SW, Resource::Grain}));
        document.push(new ToggleClosedCommand(&document, cornerOf(outer[0], Corner::S)));

        MapProperties properties = MapProperties::of(document.map());
        properties.title = {"Around the city", "성읍 둘레"};
        document.push(new SetPropertiesCommand(&document, properties));

        const MapModel &built = document.map();
        QVERIFY(findMapErrors(built).empty());
        for (const MapWarning &w : validateMap(built))
            qWarning() << w.place << w.message;
        QVERIFY(validateMap(built).empty());
        QCOMPARE(built.harbors.size(), std::size_t(3));
        QCOMPARE(derivedSites(built).size(), std::size_t(6));

        // Saved and reopened, the map is the same, and the document is clean.
        QTemporaryDir dir;
        const QString path = dir.filePath("around.canaanmap");
        QString error;
        QVERIFY2(document.save(path, &error), qPrintable(error));
        QVERIFY(!document.isModified());
        MapDocument reopened;
        QVERIFY(reopened.load(path));
        QVERIFY(reopened.map() == built);

        while (document.undoStack()->canUndo())
            document.undoStack()->undo();
        QVERIFY(document.map() == empty);
    }

    void savingRefusesAMapWithErrors()
    {
        MapDocument document;
        MapModel broken = newMap(3, 3, Ruleset::Canaan);
        broken.hexes.push_back(broken.hexes.front()); // a duplicate hex
        document.reset(broken);
        QTemporaryDir dir;
        QString error;
        QVERIFY(!document.save(dir.filePath("x.canaanmap"), &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestEditorSession)
#include "test_editor_session.moc"
