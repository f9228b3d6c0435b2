// Every undo command, data-driven: redo then undo restores the map exactly (MapModel ==), and redo
// again gives the same result as the first time.
#include "editor/commands/add_harbor_command.h"
#include "editor/commands/erase_command.h"
#include "editor/commands/fill_command.h"
#include "editor/commands/move_selection_command.h"
#include "editor/commands/paste_command.h"
#include "editor/commands/remove_harbor_command.h"
#include "editor/commands/replace_map_command.h"
#include "editor/commands/resize_map_command.h"
#include "editor/commands/rotate_harbor_command.h"
#include "editor/commands/set_harbor_kind_command.h"
#include "editor/commands/set_number_command.h"
#include "editor/commands/set_properties_command.h"
#include "editor/commands/set_shuffle_command.h"
#include "editor/commands/set_sites_derived_command.h"
#include "editor/commands/set_terrain_command.h"
#include "editor/commands/swap_numbers_command.h"
#include "editor/commands/toggle_closed_command.h"
#include "editor/commands/toggle_jerusalem_site_command.h"
#include "tests/editor/editor_test_maps.h"
#include "editor/model/map_document.h"
#include "editor/model/map_edits.h"
#include "editor/model/map_fragment.h"

#include <QSignalSpy>
#include <QTest>
#include <functional>
#include <map>

using namespace canaan;
using namespace canaan::editor;
using canaan::editor::test::builtinMap;
using canaan::editor::test::vertex;

namespace {

using Factory = std::function<MapCommand *(MapDocument *)>;

const std::map<QString, Factory> &factories()
{
    static const std::map<QString, Factory> all{
        {"paint forest on sea", [](MapDocument *d) { return new SetTerrainCommand(d, {{-1, 0}}, settlers::Terrain::Forest); }},
        {"paint sea under a number", [](MapDocument *d) { return new SetTerrainCommand(d, {{2, -3}}, settlers::Terrain::Sea); }},
        {"paint outside the map", [](MapDocument *d) { return new SetTerrainCommand(d, {{20, 20}}, settlers::Terrain::Hills); }},
        {"paint Jerusalem", [](MapDocument *d) { return new SetTerrainCommand(d, {{1, -1}}, settlers::Terrain::Jerusalem); }},
        {"set number", [](MapDocument *d) { return new SetNumberCommand(d, {2, -3}, 10); }},
        {"remove number", [](MapDocument *d) { return new SetNumberCommand(d, {2, -3}, 0); }},
        {"swap numbers", [](MapDocument *d) { return new SwapNumbersCommand(d, {2, -3}, {3, -3}); }},
        {"add harbor", [](MapDocument *d) { return new AddHarborCommand(d, settlers::Harbor{{1, -3}, settlers::Side::SE, settlers::Resource::Ore}); }},
        {"remove harbor", [](MapDocument *d) { return new RemoveHarborCommand(d, {1, -3}); }},
        {"rotate harbor", [](MapDocument *d) { return new RotateHarborCommand(d, {1, -3}); }},
        {"harbor kind 2:1", [](MapDocument *d) { return new SetHarborKindCommand(d, {1, -3}, settlers::Resource::Wool); }},
        {"harbor kind 3:1", [](MapDocument *d) { return new SetHarborKindCommand(d, {-1, -1}, std::nullopt); }},
        {"toggle derived site off", [](MapDocument *d) { return new ToggleJerusalemSiteCommand(d, vertex("0,2,N")); }},
        {"list sites explicitly", [](MapDocument *d) { return new SetSitesDerivedCommand(d, false); }},
        {"toggle closed", [](MapDocument *d) { return new ToggleClosedCommand(d, vertex("2,-3,N")); }},
        {"erase", [](MapDocument *d) { return new EraseCommand(d, {{2, -3}, {1, -3}}); }},
        {"fill sea", [](MapDocument *d) { return new FillCommand(d, {{0, -2}}, settlers::Terrain::Desert); }},
        {"move selection", [](MapDocument *d) { return new MoveSelectionCommand(d, {{2, -3}, {3, -3}}, {0, 8}); }},
        {"copy selection", [](MapDocument *d) { return new MoveSelectionCommand(d, {{2, -3}, {3, -3}}, {0, 8}, true); }},
        {"paste", [](MapDocument *d) {
             return new PasteCommand(d, copyFragment(d->map(), {{1, -3}, {2, -3}}), {-1, 1});
         }},
        {"grow north", [](MapDocument *d) { return new ResizeMapCommand(d, MapEdge::North, 1); }},
        {"grow east twice", [](MapDocument *d) { return new ResizeMapCommand(d, MapEdge::East, 2); }},
        {"shrink south", [](MapDocument *d) { return new ResizeMapCommand(d, MapEdge::South, -1); }},
        {"shrink west", [](MapDocument *d) { return new ResizeMapCommand(d, MapEdge::West, -1); }},
        {"properties", [](MapDocument *d) {
             MapProperties p = MapProperties::of(d->map());
             p.title = {"Other", "다른 지도"};
             p.description.ko = "설명";
             p.maxPlayers = 3;
             p.options.vpToWin = 10;
             p.options.stonesToComplete = 20;
             p.options.bankPerResource = 19;
             p.options.deck[0] = 14;
             return new SetPropertiesCommand(d, p);
         }},
        {"ruleset classic", [](MapDocument *d) {
             MapProperties p = MapProperties::of(d->map());
             p.ruleset = settlers::Ruleset::Classic;
             p.options = settlers::GameOptions::defaultsFor(settlers::Ruleset::Classic);
             return new SetPropertiesCommand(d, p);
         }},
        {"shuffle flags", [](MapDocument *d) { return new SetShuffleCommand(d, {{2, -3}, {3, -3}}, true, true); }},
        {"replace map", [](MapDocument *d) { return new ReplaceMapCommand(d, builtinMap("classic"), "Generate"); }},
    };
    return all;
}

} // namespace

class TestEditorCommands : public QObject {
    Q_OBJECT
private slots:
    void redoUndoRestoresExactly_data()
    {
        QTest::addColumn<QString>("command");
        for (const auto &[name, factory] : factories())
            QTest::newRow(name.toUtf8().constData()) << name;
    }

    void redoUndoRestoresExactly()
    {
        QFETCH(QString, command);
        MapDocument document;
        document.reset(builtinMap("canaan"));
        const settlers::MapModel original = document.map();
        QSignalSpy changed(&document, &MapDocument::changed);

        QVERIFY(document.push(factories().at(command)(&document)));
        const settlers::MapModel edited = document.map();
        QVERIFY(edited != original);
        QCOMPARE(changed.count(), 1);
        QVERIFY(document.isModified());
        // Every command keeps the map loadable.
        QVERIFY(findMapErrors(edited).empty());

        document.undoStack()->undo();
        QVERIFY(document.map() == original);
        QVERIFY(!document.isModified());
        document.undoStack()->redo();
        QVERIFY(document.map() == edited);
        document.undoStack()->undo();
        QVERIFY(document.map() == original);
    }

    void brushStrokeMergesIntoOneStep()
    {
        MapDocument document;
        document.reset(newMap(5, 5, settlers::Ruleset::Canaan));
        const settlers::MapModel original = document.map();
        for (int q = 0; q < 4; ++q)
            document.push(new SetTerrainCommand(&document, {{q, 1}}, settlers::Terrain::Forest, 7));
        document.push(new SetTerrainCommand(&document, {{0, 3}}, settlers::Terrain::Hills, 8));
        QCOMPARE(document.undoStack()->count(), 2);
        document.undoStack()->undo();
        QCOMPARE(document.map().hexAt({3, 1})->terrain, settlers::Terrain::Forest);
        QCOMPARE(document.map().hexAt({0, 3})->terrain, settlers::Terrain::Sea);
        document.undoStack()->undo();
        QVERIFY(document.map() == original);
    }

    void commandThatChangesNothingIsDropped()
    {
        MapDocument document;
        document.reset(builtinMap("canaan"));
        QVERIFY(!document.push(new SetNumberCommand(&document, {2, -3}, 7)));   // no 7
        QVERIFY(!document.push(new SetNumberCommand(&document, {0, -2}, 5)));   // sea takes no number
        QVERIFY(!document.push(new SetTerrainCommand(&document, {{2, -3}}, settlers::Terrain::Forest)));
        QCOMPARE(document.undoStack()->count(), 0);
    }

    void paintingOverAHarborsLandDropsTheHarbor()
    {
        MapDocument document;
        document.reset(builtinMap("canaan"));
        const auto harborsBefore = document.map().harbors.size();
        document.push(new SetTerrainCommand(&document, {{1, -3}}, settlers::Terrain::Forest));
        QCOMPARE(document.map().harbors.size(), harborsBefore - 1);
    }

    void rotateSkipsSidesThatFaceSea()
    {
        MapDocument document;
        document.reset(builtinMap("canaan"));
        document.push(new RotateHarborCommand(&document, {1, -3}));
        const settlers::Harbor &h = document.map().harbors.front();
        QCOMPARE(h.at, (settlers::HexCoord{1, -3}));
        QCOMPARE(h.facing, settlers::Side::SE);
    }

    void togglingASiteMakesTheListExplicit()
    {
        MapDocument document;
        document.reset(builtinMap("canaan"));
        const auto derived = derivedSites(document.map());
        QCOMPARE(derived.size(), std::size_t(11));
        document.push(new ToggleJerusalemSiteCommand(&document, vertex("0,2,N")));
        QCOMPARE(document.map().jerusalemSites.size(), std::size_t(10));
        document.push(new ToggleJerusalemSiteCommand(&document, vertex("0,2,N")));
        QCOMPARE(document.map().jerusalemSites.size(), std::size_t(11));
        document.push(new SetSitesDerivedCommand(&document, true));
        QVERIFY(document.map().jerusalemSites.empty());
    }

    // Moving or copying a selection takes its explicit Jerusalem sites and closed intersections along
    // (they used to be dropped); undo brings the old places back exactly.
    void moveCarriesSitesAndClosedIntersections_data()
    {
        QTest::addColumn<bool>("copy");
        QTest::newRow("move") << false;
        QTest::newRow("copy") << true;
    }
    void moveCarriesSitesAndClosedIntersections()
    {
        QFETCH(bool, copy);
        MapDocument document;
        document.reset(builtinMap("canaan"));
        document.push(new SetSitesDerivedCommand(&document, false));  // list the 11 sites explicitly
        const settlers::HexCoord centre{1, 0};
        QVERIFY(isLandAt(document.map(), centre));
        const settlers::VertexCoord closed = settlers::cornerOf(centre, settlers::Corner::N);
        document.push(new ToggleClosedCommand(&document, closed));
        // The selection: Jerusalem, and the centre hex with its ring (so every hex at the corner moves).
        std::vector<settlers::HexCoord> selection{{0, 2}, {1, 2}, {0, 3}, centre};
        for (settlers::Side s : settlers::kAllSides)
            selection.push_back(settlers::neighbour(centre, s));
        const settlers::MapModel before = document.map();
        const std::vector<settlers::VertexCoord> sitesBefore = before.jerusalemSites;
        QCOMPARE(sitesBefore.size(), std::size_t(11));

        const settlers::HexCoord offset{0, 9};
        QVERIFY(document.push(new MoveSelectionCommand(&document, selection, offset, copy)));
        const settlers::MapModel after = document.map();
        for (settlers::VertexCoord v : sitesBefore) {
            QVERIFY(std::count(after.jerusalemSites.begin(), after.jerusalemSites.end(), shifted(v, offset)) == 1);
            QCOMPARE(std::count(after.jerusalemSites.begin(), after.jerusalemSites.end(), v) == 1, copy);
        }
        QVERIFY(std::count(after.closedToSetup.begin(), after.closedToSetup.end(), shifted(closed, offset)) == 1);
        QCOMPARE(std::count(after.closedToSetup.begin(), after.closedToSetup.end(), closed) == 1, copy);

        document.undoStack()->undo();
        QVERIFY(document.map() == before);
        document.undoStack()->redo();
        QVERIFY(document.map() == after);
    }

    void closedIntersectionStaysWhenItsLandStays()
    {
        MapDocument document;
        document.reset(builtinMap("canaan"));
        const settlers::HexCoord centre{1, 0};
        const settlers::VertexCoord closed = settlers::cornerOf(centre, settlers::Corner::N);
        document.push(new ToggleClosedCommand(&document, closed));
        // Only the centre moves: the other land at the corner stays, and so does the closed mark.
        const MapFragment fragment = copyFragment(document.map(), {centre});
        QVERIFY(fragment.closedToSetup.empty());
        const MapFragment ring = copyFragment(document.map(), {centre, settlers::neighbour(centre, settlers::Side::NE), settlers::neighbour(centre, settlers::Side::NW)});
        QCOMPARE(ring.closedToSetup.size(), std::size_t(1));
    }

    void pasteBringsSitesAlong()
    {
        MapDocument document;
        document.reset(builtinMap("canaan"));
        document.push(new SetSitesDerivedCommand(&document, false));
        const MapFragment jerusalem = copyFragment(document.map(), {{0, 2}, {1, 2}, {0, 3}});
        QCOMPARE(jerusalem.jerusalemSites.size(), std::size_t(11));
        QVERIFY(document.push(new PasteCommand(&document, jerusalem, {0, 9})));
        QCOMPARE(document.map().jerusalemSites.size(), std::size_t(22));
    }

    void growAndShrinkAreInverse()
    {
        MapDocument document;
        document.reset(newMap(4, 3, settlers::Ruleset::Canaan));
        for (MapEdge edge : {MapEdge::North, MapEdge::South, MapEdge::West, MapEdge::East}) {
            const settlers::MapModel before = document.map();
            document.push(new ResizeMapCommand(&document, edge, 1));
            QCOMPARE(document.map().hexes.size(), before.hexes.size() + (edge <= MapEdge::South ? 4 : 3));
            document.push(new ResizeMapCommand(&document, edge, -1));
            QCOMPARE(document.map().hexes.size(), before.hexes.size());
        }
    }
};

QTEST_GUILESS_MAIN(TestEditorCommands)
#include "test_editor_commands.moc"
