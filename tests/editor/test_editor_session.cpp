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
std::vector<settlers::HexCoord> ring(settlers::HexCoord centre, int k)
{
    std::vector<settlers::HexCoord> out;
    settlers::HexCoord at = centre;
    for (int i = 0; i < k; ++i)
        at = settlers::neighbour(at, settlers::Side::SW);
    for (settlers::Side walk : {settlers::Side::E, settlers::Side::NE, settlers::Side::NW, settlers::Side::W, settlers::Side::SW, settlers::Side::SE})
        for (int i = 0; i < k; ++i) {
            out.push_back(at);
            at = settlers::neighbour(at, walk);
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
        const settlers::MapModel empty = newMap(7, 7, settlers::Ruleset::Canaan);
        document.reset(empty);
        const settlers::HexCoord centre = hexAtGrid(3, 3);
        const std::vector<settlers::HexCoord> inner = ring(centre, 1);
        const std::vector<settlers::HexCoord> outer = ring(centre, 2);

        // Terrain: one brush stroke per terrain.
        const settlers::Terrain innerTerrains[6] = {settlers::Terrain::Forest, settlers::Terrain::Pasture, settlers::Terrain::Fields,
                                          settlers::Terrain::Hills,  settlers::Terrain::Mountains, settlers::Terrain::Copper};
        const settlers::Terrain outerTerrains[12] = {settlers::Terrain::Forest, settlers::Terrain::Pasture, settlers::Terrain::Fields, settlers::Terrain::Hills,
                                           settlers::Terrain::Forest, settlers::Terrain::Pasture, settlers::Terrain::Fields, settlers::Terrain::Mountains,
                                           settlers::Terrain::Forest, settlers::Terrain::Pasture, settlers::Terrain::Fields, settlers::Terrain::Hills};
        int stroke = 0;
        document.push(new SetTerrainCommand(&document, {centre}, settlers::Terrain::Jerusalem, ++stroke));
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
        const std::vector<settlers::HexCoord> sea = ring(centre, 3);
        document.push(new AddHarborCommand(&document, {sea[0], settlers::Side::NE, std::nullopt}));
        document.push(new AddHarborCommand(&document, {sea[6], settlers::Side::W, settlers::Resource::Ore}));
        document.push(new AddHarborCommand(&document, {sea[9], settlers::Side::SW, settlers::Resource::Grain}));
        document.push(new ToggleClosedCommand(&document, settlers::cornerOf(outer[0], settlers::Corner::S)));

        MapProperties properties = MapProperties::of(document.map());
        properties.title = {"Around the city", "성읍 둘레"};
        document.push(new SetPropertiesCommand(&document, properties));

        const settlers::MapModel &built = document.map();
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
        settlers::MapModel broken = newMap(3, 3, settlers::Ruleset::Canaan);
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
