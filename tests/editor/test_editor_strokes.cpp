// Fast strokes leave no hole: Qt merges the mouse moves that arrive while the editor is busy, so a
// stroke may report points many hexes apart. The brush, the eraser and the fill must still cover
// every hex on the line between them, and the scene must show what the map holds.
#include "cartography/board_geometry.h"
#include "cartography/board_art.h"
#include "boardview/board_scene.h"
#include "boardview/hex_item.h"
#include "editor/model/map_document.h"
#include "editor/model/map_edits.h"
#include "editor/canvas/hex_picking.h"
#include "editor/canvas/tool_controller.h"
#include "editor/window/editor_view.h"
#include "editor/window/editor_window.h"

#include <QApplication>
#include <QLineF>
#include <QMouseEvent>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>
#include <cmath>
#include <map>
#include <set>

using namespace canaan;
using namespace canaan::editor;

namespace {

void send(EditorView *view, QEvent::Type type, QPointF scenePos, Qt::MouseButton button, Qt::MouseButtons buttons)
{
    const QPointF at = view->mapFromScene(scenePos);
    QMouseEvent event(type, at, view->viewport()->mapToGlobal(at), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &event);
}

// A stroke whose moves Qt merged down to these points.
void fastStroke(EditorView *view, const std::vector<QPointF> &points)
{
    send(view, QEvent::MouseButtonPress, points.front(), Qt::LeftButton, Qt::LeftButton);
    for (std::size_t i = 1; i < points.size(); ++i)
        send(view, QEvent::MouseMove, points[i], Qt::NoButton, Qt::LeftButton);
    send(view, QEvent::MouseButtonRelease, points.back(), Qt::LeftButton, Qt::NoButton);
}

int distance(settlers::HexCoord a, settlers::HexCoord b)
{
    const int dq = a.q - b.q, dr = a.r - b.r;
    return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

// The hexes a pen crossing the line densely would touch, each with how many of the samples fell in
// it (a thousand samples per hex radius, so 1000 samples are a chord of one radius).
constexpr int kSamplesPerRadius = 1000;
std::map<settlers::HexCoord, int> crossed(QPointF from, QPointF to)
{
    std::map<settlers::HexCoord, int> hexes;
    const int samples = std::max(1, int(QLineF(from, to).length() / cartography::kHexRadius * kSamplesPerRadius));
    for (int i = 0; i <= samples; ++i)
        ++hexes[hexAtScene(from + (to - from) * (double(i) / samples))];
    return hexes;
}

} // namespace

class TestEditorStrokes : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The line's hexes follow each other as neighbours, and cover all a dense pen would cross
    // (but corners grazed for less than a sixteenth of the hex's radius).
    void lineHasNoHole()
    {
        QRandomGenerator random(25);
        for (int k = 0; k < 2000; ++k) {
            const auto coordinate = [&] { return random.bounded(4000.0) - 2000.0; };
            const QPointF from(coordinate(), coordinate());
            const QPointF to(coordinate(), coordinate());
            const std::vector<settlers::HexCoord> line = hexesAlong(from, to);
            QCOMPARE(line.front(), hexAtScene(from));
            QCOMPARE(line.back(), hexAtScene(to));
            for (std::size_t i = 1; i < line.size(); ++i)
                QCOMPARE(distance(line[i - 1], line[i]), 1);
            const std::set<settlers::HexCoord> onLine(line.begin(), line.end());
            QCOMPARE(onLine.size(), line.size()); // each hex once
            // A hex left out may only be one whose corner the line grazes: a chord inside it shorter
            // than a sixteenth of the radius.
            for (const auto &[hex, samples] : crossed(from, to))
                QVERIFY2(onLine.count(hex) || samples < kSamplesPerRadius / 16,
                    qPrintable(QStringLiteral("hex %1,%2 crossed for %3 of a radius, missed")
                                   .arg(hex.q).arg(hex.r).arg(double(samples) / kSamplesPerRadius)));
        }
    }

    void fastStrokePaintsEveryHex_data()
    {
        QTest::addColumn<int>("tool");
        QTest::addColumn<int>("moves"); // the points Qt left of the stroke, after the press
        QTest::newRow("brush, one move across the map") << int(Tool::Terrain) << 1;
        QTest::newRow("brush, three moves") << int(Tool::Terrain) << 3;
        QTest::newRow("eraser, one move") << int(Tool::Eraser) << 1;
        QTest::newRow("fill, one move") << int(Tool::Fill) << 1;
    }
    void fastStrokePaintsEveryHex()
    {
        QFETCH(int, tool);
        QFETCH(int, moves);
        EditorWindow window;
        window.setInteractive(false);
        window.newMap(20, 14, settlers::Ruleset::Classic);
        // A checkerboard of two terrains, so a fill paints only the hex it starts in.
        settlers::MapModel board = window.document()->map();
        for (settlers::MapHex &hex : board.hexes)
            hex.terrain = (columnOf(hex.at) + hex.at.r) % 2 ? settlers::Terrain::Pasture : settlers::Terrain::Hills;
        window.document()->reset(board);
        window.resize(900, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.tools()->setTool(Tool(tool));
        window.tools()->setTerrain(settlers::Terrain::Forest);

        // From the top left to the bottom right, off-centre, in `moves` straight pieces.
        const QPointF from = cartography::sceneCentreOf(hexAtGrid(1, 1)) + QPointF(13, 7);
        const QPointF to = cartography::sceneCentreOf(hexAtGrid(18, 12)) + QPointF(-21, 9);
        std::vector<QPointF> points{from};
        for (int i = 1; i <= moves; ++i)
            points.push_back(from + (to - from) * (double(i) / moves));
        fastStroke(window.view(), points);

        const settlers::MapModel &map = window.document()->map();
        // Where the editor saw the points: the view's pixels round them.
        const auto seen = [&](QPointF p) { return window.view()->mapToScene(window.view()->mapFromScene(p)); };
        std::vector<settlers::HexCoord> line;
        for (std::size_t i = 1; i < points.size(); ++i)
            for (settlers::HexCoord h : hexesAlong(seen(points[i - 1]), seen(points[i])))
                line.push_back(h);
        int covered = 0;
        for (settlers::HexCoord h : line) {
            const settlers::MapHex *hex = map.hexAt(h);
            if (Tool(tool) == Tool::Eraser)
                QVERIFY2(!hex, settlers::textId(h).c_str());
            else
                QVERIFY2(hex && hex->terrain == settlers::Terrain::Forest, settlers::textId(h).c_str());
            ++covered;
        }
        QVERIFY(covered >= 18);
        QCOMPARE(window.document()->undoStack()->count(), 1); // one stroke, one undo step

        // The scene shows exactly the map: one hex item per hex, of its terrain.
        std::map<settlers::HexCoord, settlers::Terrain> shown;
        for (boardview::HexItem *item : window.scene()->hexItems())
            QVERIFY(shown.emplace(item->coord(), item->terrain()).second);
        QCOMPARE(shown.size(), map.hexes.size());
        for (const settlers::MapHex &hex : map.hexes)
            QCOMPARE(shown.at(hex.at), hex.terrain);

        window.document()->undoStack()->undo();
        QVERIFY(window.document()->map() == board);
    }

    // Zoomed out until hexes are a few pixels wide, the board is one picture; a stroke still
    // shows at once, and zooming in brings the hex items back.
    void overviewWhenZoomedOut()
    {
        EditorWindow window;
        window.setInteractive(false);
        window.newMap(80, 60, settlers::Ruleset::Classic);
        window.resize(900, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.view()->fitToWindow();
        QVERIFY(window.scene()->isOverviewShown());

        window.tools()->setTool(Tool::Terrain);
        window.tools()->setTerrain(settlers::Terrain::Forest);
        const QPointF from = cartography::sceneCentreOf(hexAtGrid(10, 30));
        const QPointF to = cartography::sceneCentreOf(hexAtGrid(70, 30));
        fastStroke(window.view(), {from, to});
        QTest::qWait(50);
        const QImage shown = window.view()->viewport()->grab().toImage();
        for (int column : {20, 40, 60}) {
            const QPoint at = window.view()->mapFromScene(cartography::sceneCentreOf(hexAtGrid(column, 30)));
            QCOMPARE(QColor(shown.pixel(at)).name(), cartography::terrainColor(settlers::Terrain::Forest).name());
        }

        for (int notch = 0; notch < 30 && window.scene()->isOverviewShown(); ++notch)
            window.view()->zoomIn();
        QVERIFY(!window.scene()->isOverviewShown());
        QCOMPARE(window.scene()->layer(boardview::Layer::Terrain)->opacity(), 1.0);
    }
};

QTEST_MAIN(TestEditorStrokes)
#include "test_editor_strokes.moc"
