// Issue 24, defect 9: the editor's terrain is a palette of swatches in fixed places, each picked by
// its number key, so a quick pick never lands on the wrong terrain.
#include "editor/canvas/tool_controller.h"
#include "editor/window/editor_window.h"
#include "editor/window/terrain_palette.h"

#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

using namespace canaan;
using namespace canaan::editor;

class TestTerrainPalette : public QObject {
    Q_OBJECT
private slots:
    void numberKeysPickTheTerrain();
    void statusBarFollowsTheTool();
};

void TestTerrainPalette::numberKeysPickTheTerrain()
{
    EditorWindow window;
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto *palette = window.findChild<TerrainPalette *>();
    QVERIFY(palette);
    const QList<QToolButton *> swatches = palette->findChildren<QToolButton *>();
    QCOMPARE(swatches.size(), settlers::kTerrainCount);
    const QPoint fieldsAt = palette->findChild<QToolButton *>(QStringLiteral("terrain2"))->pos();
    // 3 is Fields, 5 Mountains: the brush follows, and the swatches do not move.
    window.tools()->setTool(Tool::Terrain);
    QTest::keyClick(&window, Qt::Key_3);
    QTRY_COMPARE(window.tools()->terrain(), settlers::Terrain::Fields);
    QCOMPARE(palette->terrain(), settlers::Terrain::Fields);
    QTest::keyClick(&window, Qt::Key_5);
    QTRY_COMPARE(window.tools()->terrain(), settlers::Terrain::Mountains);
    QCOMPARE(palette->findChild<QToolButton *>(QStringLiteral("terrain2"))->pos(), fieldsAt);
    QVERIFY(palette->findChild<QToolButton *>(QStringLiteral("terrain4"))->toolTip().contains(QStringLiteral("(5)")));
    // With the Numbers tool the digits are the numbers typed over a hex, not terrains.
    window.tools()->setTool(Tool::Number);
    QTest::keyClick(&window, Qt::Key_1);
    QTest::qWait(300); // longer than a button's animated click
    QCOMPARE(window.tools()->terrain(), settlers::Terrain::Mountains);
}

void TestTerrainPalette::statusBarFollowsTheTool()
{
    // Issue 24, defect 11: the status bar helps with the tool in hand, not always the brush.
    EditorWindow window;
    window.tools()->setTool(Tool::Terrain);
    QVERIFY(window.hintText().startsWith(QStringLiteral("Brush:")));
    window.tools()->setTool(Tool::Eraser);
    QVERIFY2(window.hintText().startsWith(QStringLiteral("Eraser: Remove hexes")), qPrintable(window.hintText()));
}

QTEST_MAIN(TestTerrainPalette)
#include "test_terrain_palette.moc"
