// The editor window, driven as a user would on the offscreen platform: paint terrain with the
// brush, undo and redo, set a number, save, reopen; drafts are written and offered back.
#include "cartography/board_geometry.h"
#include "boardview/board_scene.h"
#include "editor/commands/set_terrain_command.h"
#include "tests/editor/editor_test_maps.h"
#include "editor/model/map_document.h"
#include "editor/canvas/tool_controller.h"
#include "editor/window/balance_panel.h"
#include "editor/window/editor_view.h"
#include "editor/window/editor_window.h"
#include "editor/window/simulation_dialog.h"
#include "editor/window/validation_panel.h"

#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QListView>
#include <QProxyStyle>
#include <QMenu>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QMenuBar>
#include <QTest>
#include <QTranslator>

using namespace canaan;
using namespace canaan::editor;

namespace {

void sendMouse(EditorView *view, QEvent::Type type, settlers::HexCoord hex, Qt::MouseButton button, Qt::MouseButtons buttons)
{
    const QPoint at = view->mapFromScene(cartography::sceneCentreOf(hex));
    QMouseEvent event(type, at, view->viewport()->mapToGlobal(at), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &event);
}

void drag(EditorView *view, const std::vector<settlers::HexCoord> &path)
{
    sendMouse(view, QEvent::MouseButtonPress, path.front(), Qt::LeftButton, Qt::LeftButton);
    for (std::size_t i = 1; i < path.size(); ++i)
        sendMouse(view, QEvent::MouseMove, path[i], Qt::NoButton, Qt::LeftButton);
    sendMouse(view, QEvent::MouseButtonRelease, path.back(), Qt::LeftButton, Qt::NoButton);
}

} // namespace

class TestEditorWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // File → Print Map… (issue 41, docs/print.md) is in the File menu.
    void fileMenuOffersPrintMap()
    {
        EditorWindow window;
        QMenu *file = nullptr;
        for (QAction *action : window.menuBar()->actions())
            if (action->text() == QStringLiteral("&File"))
                file = action->menu();
        QVERIFY(file);
        const QList<QAction *> items = file->actions();
        QVERIFY(std::any_of(items.begin(), items.end(), [](QAction *a) { return a->text() == QStringLiteral("Prin&t Map…"); }));
    }

    // The window title shows the map's title in the UI's language, English when there is no Korean one.
    void titleInTheUiLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("koreanTitle");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en") << "en" << "가나안" << "Canaan";
        QTest::newRow("ko") << "ko" << "가나안" << "가나안";
        QTest::newRow("ko without Korean") << "ko" << "" << "Canaan";
    }
    void titleInTheUiLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, koreanTitle);
        QFETCH(QString, expected);
        QLocale::setDefault(QLocale(language));
        EditorWindow window;
        window.setInteractive(false);
        settlers::MapModel map = test::builtinMap("canaan");
        map.title.ko = koreanTitle.toStdString();
        window.document()->reset(map, QStringLiteral("/tmp/canaan.canaanmap"));
        QVERIFY2(window.windowTitle().startsWith(expected + QStringLiteral(" (canaan.canaanmap)")),
                 qPrintable(window.windowTitle()));
        QLocale::setDefault(QLocale(QLocale::English));
    }

    void f1OpensTheRules()
    {
        EditorWindow window;
        window.setInteractive(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto rulesWindow = [] {
            for (QWidget *w : QApplication::topLevelWidgets())
                if (w->objectName() == QLatin1String("rulesViewer") && w->isVisible())
                    return w;
            return static_cast<QWidget *>(nullptr);
        };
        QVERIFY(!rulesWindow());
        QTest::keyClick(&window, Qt::Key_F1);
        QTRY_VERIFY(rulesWindow());
        rulesWindow()->close();
    }

    void paintUndoRedoSaveReopen()
    {
        EditorWindow window;
        window.setInteractive(false);
        window.newMap(5, 5, settlers::Ruleset::Canaan);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        MapDocument *document = window.document();
        const settlers::MapModel empty = document->map();

        window.tools()->setTool(Tool::Terrain);
        window.tools()->setTerrain(settlers::Terrain::Forest);
        const std::vector<settlers::HexCoord> stroke{{1, 1}, {2, 1}, {3, 1}};
        drag(window.view(), stroke);
        for (settlers::HexCoord h : stroke)
            QCOMPARE(document->map().hexAt(h)->terrain, settlers::Terrain::Forest);
        QCOMPARE(document->undoStack()->count(), 1); // one stroke, one step
        QVERIFY(window.isWindowModified());
        // The scene redrew from the change signal.
        QCOMPARE(window.scene()->map(), document->map());

        document->undoStack()->undo();
        QVERIFY(document->map() == empty);
        QCOMPARE(window.scene()->map(), empty);
        document->undoStack()->redo();
        QCOMPARE(document->map().hexAt({2, 1})->terrain, settlers::Terrain::Forest);

        window.tools()->setTool(Tool::Number);
        window.tools()->setNumber(9);
        drag(window.view(), {{2, 1}});
        QCOMPARE(document->map().hexAt({2, 1})->number, 9);
        // Typing over a hex: 1 then 1 makes 11.
        sendMouse(window.view(), QEvent::MouseMove, {3, 1}, Qt::NoButton, Qt::NoButton);
        QTest::keyClicks(window.view(), QStringLiteral("11"));
        QCOMPARE(document->map().hexAt({3, 1})->number, 11);
        // A drag from one hex to another swaps their numbers.
        drag(window.view(), {{2, 1}, {3, 1}});
        QCOMPARE(document->map().hexAt({2, 1})->number, 11);
        QCOMPARE(document->map().hexAt({3, 1})->number, 9);

        QTemporaryDir dir;
        const QString path = dir.filePath("painted.canaanmap");
        QVERIFY(window.saveTo(path));
        QVERIFY(!window.isWindowModified());

        EditorWindow reopened;
        reopened.setInteractive(false);
        QVERIFY(reopened.openFile(path));
        QVERIFY(reopened.document()->map() == document->map());
        QCOMPARE(reopened.document()->undoStack()->count(), 0);
    }

    void everyToolEditsTheMap()
    {
        EditorWindow window;
        window.setInteractive(false);
        window.openFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        MapDocument *document = window.document();
        ToolController *tools = window.tools();
        const settlers::MapModel original = document->map();
        int steps = 0;

        // Harbors: a right-click opens the harbor's menu (issue 36): its kind, Rotate, Remove; a click on
        // sea beside land adds one facing the land.
        tools->setTool(Tool::Harbor);
        sendMouse(window.view(), QEvent::MouseButtonPress, {1, -3}, Qt::RightButton, Qt::RightButton);
        QMenu *menu = window.findChild<QMenu *>(QStringLiteral("harborMenu"));
        QVERIFY(menu);
        QCOMPARE(document->map().harbors.size(), original.harbors.size()); // nothing happens before a choice
        const QList<QAction *> items = menu->actions();
        const auto wool = std::find_if(items.begin(), items.end(), [](QAction *a) { return a->text() == "2:1 Wool"; });
        QVERIFY(wool != items.end());
        (*wool)->trigger();
        const auto at = [document](settlers::HexCoord h) {
            for (const settlers::Harbor &harbor : document->map().harbors)
                if (harbor.at == h)
                    return harbor;
            return settlers::Harbor{};
        };
        QCOMPARE(at({1, -3}).resource, std::optional<settlers::Resource>(settlers::Resource::Wool));
        const auto remove = std::find_if(items.begin(), items.end(), [](QAction *a) { return a->text() == "Remove Harbor"; });
        QVERIFY(remove != items.end());
        (*remove)->trigger();
        QCOMPARE(document->map().harbors.size(), original.harbors.size() - 1);
        menu->close();
        steps += 1;
        tools->setHarborKind(settlers::Resource::Ore);
        drag(window.view(), {{1, -3}});
        QCOMPARE(document->map().harbors.back().at, (settlers::HexCoord{1, -3}));
        QCOMPARE(document->map().harbors.back().resource, std::optional<settlers::Resource>(settlers::Resource::Ore));
        steps += 2;

        // Jerusalem sites and closed intersections: clicks near a corner.
        const QPointF northOfJerusalem = cartography::sceneCornerOf({0, 2}, settlers::Corner::N) + QPointF(0, 8);
        tools->setTool(Tool::Jerusalem);
        tools->press(northOfJerusalem, Qt::LeftButton, Qt::NoModifier);
        tools->release(northOfJerusalem, Qt::LeftButton);
        QCOMPARE(document->map().jerusalemSites.size(), std::size_t(10));
        tools->setTool(Tool::Closed);
        const QPointF corner = cartography::sceneCornerOf({2, -3}, settlers::Corner::S) + QPointF(3, -5);
        tools->press(corner, Qt::LeftButton, Qt::NoModifier);
        tools->release(corner, Qt::LeftButton);
        QCOMPARE(document->map().closedToSetup.size(), std::size_t(1));
        steps += 2;

        // Select two hexes with a rubber band and move them south by two rows.
        tools->setTool(Tool::Select);
        const QPointF from = cartography::sceneCentreOf({2, -3}) - QPointF(20, 20);
        const QPointF to = cartography::sceneCentreOf({3, -3}) + QPointF(20, 20);
        tools->press(from, Qt::LeftButton, Qt::NoModifier);
        tools->move(to, Qt::LeftButton);
        tools->release(to, Qt::LeftButton);
        QCOMPARE(tools->selection().size(), std::size_t(2));
        const settlers::MapHex forest = *document->map().hexAt({2, -3});
        drag(window.view(), {{2, -3}, {1, -2}, {1, -1}});
        QVERIFY(!document->map().hexAt({2, -3}));
        QCOMPARE(document->map().hexAt({1, -1})->terrain, forest.terrain);
        QCOMPARE(document->map().hexAt({1, -1})->number, forest.number);
        ++steps;

        // Fill and eraser.
        tools->setTool(Tool::Fill);
        tools->setTerrain(settlers::Terrain::Desert);
        drag(window.view(), {{0, -2}});
        QCOMPARE(document->map().hexAt({-1, 0})->terrain, settlers::Terrain::Desert);
        tools->setTool(Tool::Eraser);
        drag(window.view(), {{-1, 0}, {-1, 1}});
        QVERIFY(!document->map().hexAt({-1, 0}) && !document->map().hexAt({-1, 1}));
        steps += 2;

        QCOMPARE(document->undoStack()->count(), steps);
        while (document->undoStack()->canUndo())
            document->undoStack()->undo();
        QVERIFY(document->map() == original);
    }

    void simulationRunsInTheBackgroundAndCancels()
    {
        SimulationDialog dialog(editor::test::builtinMap("canaan"));
        QSignalSpy finished(&dialog, &SimulationDialog::finished);
        dialog.start(4);
        QVERIFY(dialog.isRunning());
        QVERIFY(finished.wait(20000));
        QCOMPARE(dialog.result().games, 4);
        QVERIFY(!dialog.result().cancelled);

        dialog.start(100000);
        dialog.cancel();
        QVERIFY(finished.wait(20000));
        QVERIFY(dialog.result().cancelled);
        QVERIFY(dialog.result().games < 100000);
    }

    // The dialog names the level it played with and the seed; the next run starts from another seed.
    void simulationSaysWhichLevelAndSeed()
    {
        SimulationDialog dialog(editor::test::builtinMap("classic"));
        QSignalSpy finished(&dialog, &SimulationDialog::finished);
        QCOMPARE(dialog.level(), QStringLiteral("normal")); // the default
        dialog.setLevel(QStringLiteral("easy"));
        dialog.setSeed(4242);
        dialog.start(2);
        QVERIFY(finished.wait(20000));
        const QString summary = dialog.findChild<QLabel *>(QStringLiteral("summary"))->text();
        QVERIFY2(summary.contains(QStringLiteral("Computer level: Easy")) && summary.contains(QStringLiteral("seed 4242")),
                 qPrintable(summary));
        QVERIFY(summary.contains(QStringLiteral("95% interval")));
        QVERIFY(dialog.seed() != 4242);
    }

    // Beside the seats, the places in turn order with their intervals, and what a lean means (issue 36).
    void simulationShowsTurnOrder()
    {
        SimulationDialog dialog(editor::test::builtinMap("canaan"));
        QSignalSpy finished(&dialog, &SimulationDialog::finished);
        dialog.setSeed(7);
        dialog.start(4);
        QVERIFY(finished.wait(60000));
        const cartography::MapSimulationResult &r = dialog.result();
        QCOMPARE(int(r.perPlace.size()), r.seats);
        int seatWins = 0, placeWins = 0;
        for (int k = 0; k < r.seats; ++k) {
            seatWins += r.perSeat[std::size_t(k)].wins;
            placeWins += r.perPlace[std::size_t(k)].wins;
        }
        QCOMPARE(placeWins, seatWins); // the same winners, counted by place instead of seat
        QVERIFY(placeWins > 0);
        const QString summary = dialog.findChild<QLabel *>(QStringLiteral("summary"))->text();
        for (int k = 0; k < r.seats; ++k) {
            const cartography::SeatResult &place = r.perPlace[std::size_t(k)];
            const QString line = QStringLiteral("Player %1 in turn order wins %2% (95% interval %3–%4%).")
                                     .arg(k + 1)
                                     .arg(place.rate * 100, 0, 'f', 1)
                                     .arg(place.low * 100, 0, 'f', 1)
                                     .arg(place.high * 100, 0, 'f', 1);
            QVERIFY2(summary.contains(line), qPrintable(summary));
        }
        QVERIFY2(summary.contains(QStringLiteral("a lean shows in the places")), qPrintable(summary));
        // The box now holds the next run's seed and says so; the result names the run's.
        QVERIFY(summary.contains(QStringLiteral("seed 7.")));
        bool labelled = false;
        for (const QLabel *label : dialog.findChildren<QLabel *>())
            labelled = labelled || label->text() == QStringLiteral("Seed of the next run");
        QVERIFY(labelled);
    }

    // Issue 36: each map opens without the last one's overlays, and the fairness score's parts are
    // explained where they are shown.
    void overlaysResetPerMapAndFairnessIsExplained()
    {
        EditorWindow window;
        window.setInteractive(false);
        window.openFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap"));
        window.balancePanel()->setOverlayShown(true);
        QVERIFY(window.balancePanel()->overlayShown());
        QVERIFY(window.openFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/classic.canaanmap")));
        QVERIFY(!window.balancePanel()->overlayShown());
        window.balancePanel()->setOverlayShown(true);
        window.newMap(4, 4, settlers::Ruleset::Canaan);
        QVERIFY(!window.balancePanel()->overlayShown());

        window.waitForAnalysis();
        const QString explained = BalancePanel::fairnessExplained();
        QVERIFY(explained.contains(QStringLiteral("40 times how even the resources are")));
        bool shown = false;
        for (const QLabel *label : window.balancePanel()->findChildren<QLabel *>())
            shown = shown || (label->toolTip() == explained && label->text().contains(explained.toHtmlEscaped()));
        QVERIFY(shown);
    }

    void validationPanelFollowsTheMap()
    {
        EditorWindow window;
        window.setInteractive(false);
        window.openFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap"));
        window.waitForAnalysis(); // the checks run off the GUI thread
        QCOMPARE(window.validationPanel()->rowCount(), 0);
        // A productive hex without a number is a warning.
        window.document()->push(new SetTerrainCommand(window.document(), {{0, -2}}, settlers::Terrain::Hills));
        window.waitForAnalysis();
        QVERIFY(window.validationPanel()->rowCount() > 0);
    }

    // Issue 36: on a 10,000-hex map the panels held the GUI thread for most of a second after every
    // pause (canaan-editor-bench): the balance text laid out hundreds of hot pairs and clumps, the
    // validation list a thousand wrapped warnings at once. The balance panel now names the first
    // 20 of each and counts the rest; the list lays its rows out in batches between events.
    void largeMapsKeepThePanelsLight()
    {
        const settlers::MapModel map = test::builtinMap("canaan");
        cartography::BalanceReport report;
        for (std::size_t i = 0; i + 1 < map.hexes.size(); ++i)
            report.hotPairs.push_back({map.hexes[i].at, map.hexes[i + 1].at});
        report.clumps.push_back({map.hexes[0].at, map.hexes[1].at, map.hexes[2].at});
        const int hidden = int(report.hotPairs.size()) - 20;
        QVERIFY(hidden > 0);
        BalancePanel panel;
        panel.showReport(report, map);
        QString text;
        for (const QLabel *label : panel.findChildren<QLabel *>())
            if (label->text().contains(QStringLiteral("6 and 8 side by side")))
                text = label->text();
        QCOMPARE(text.count(QStringLiteral(" beside ")), 20);
        QVERIFY2(text.contains(QStringLiteral("…and %1 more.").arg(hidden)), qPrintable(text));
        QCOMPARE(text.count(QStringLiteral(" more.")), 1); // the one clump is listed, nothing more

        ValidationPanel validation;
        QCOMPARE(validation.findChild<QListView *>()->layoutMode(), QListView::Batched);
        // The style's icon lookup (slow with a real theme) once per kind, not once per row.
        struct CountingStyle : QProxyStyle {
            mutable int icons = 0;
            QIcon standardIcon(StandardPixmap pixmap, const QStyleOption *option, const QWidget *widget) const override
            {
                ++icons;
                return QProxyStyle::standardIcon(pixmap, option, widget);
            }
        };
        auto *style = new CountingStyle; // QProxyStyle takes no parent: deleted below
        validation.setStyle(style);
        std::vector<MapWarning> warnings(50, MapWarning{QStringLiteral("hexes[0]"), QStringLiteral("A warning.")});
        validation.showIssues(map, {MapIssue{QStringLiteral("hexes[1]"), QStringLiteral("An error.")}}, warnings);
        QCOMPARE(validation.rowCount(), 51);
        QVERIFY2(style->icons <= 2, qPrintable(QString::number(style->icons)));
        validation.setStyle(nullptr);
        delete style;
    }

    void draftIsWrittenAndOfferedBack()
    {
        QTemporaryDir drafts;
        settlers::MapModel painted;
        {
            EditorWindow crashed;
            crashed.setInteractive(false);
            crashed.drafts() = DraftStore(drafts.path());
            crashed.newMap(3, 3, settlers::Ruleset::Canaan);
            crashed.document()->push(new SetTerrainCommand(crashed.document(), {{1, 1}}, settlers::Terrain::Copper));
            crashed.autosave();
            painted = crashed.document()->map();
            // No close event: as if the program had died.
        }
        EditorWindow next;
        next.setInteractive(false);
        next.drafts() = DraftStore(drafts.path());
        QVERIFY(next.offerLeftOverDrafts());
        QVERIFY(next.document()->map() == painted);
        QVERIFY(next.document()->isModified());
        QVERIFY(next.drafts().leftOver().empty());
    }

    void screenshot()
    {
        // For people: CANAAN_EDITOR_SCREENSHOT=file.png saves a picture of the window.
        const QString out = qEnvironmentVariable("CANAAN_EDITOR_SCREENSHOT");
        if (out.isEmpty())
            QSKIP("set CANAAN_EDITOR_SCREENSHOT to save a picture");
        // CANAAN_EDITOR_QM=file.qm shows the window in that translation.
        QTranslator translator;
        if (!qEnvironmentVariable("CANAAN_EDITOR_QM").isEmpty() && translator.load(qEnvironmentVariable("CANAAN_EDITOR_QM")))
            QCoreApplication::installTranslator(&translator);
        EditorWindow window;
        window.setInteractive(false);
        window.openFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap"));
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(100);
        QVERIFY(window.grab().save(out));
        // A second picture with the balance panel and its overlay.
        window.balancePanel()->setOverlayShown(true);
        if (auto *dock = qobject_cast<QDockWidget *>(window.balancePanel()->parentWidget()))
            dock->raise();
        QTest::qWait(50);
        QString balance = out;
        balance.replace(QStringLiteral(".png"), QStringLiteral("-balance.png"));
        QVERIFY(window.grab().save(balance));
    }
};

QTEST_MAIN(TestEditorWindow)
#include "test_editor_window.moc"
