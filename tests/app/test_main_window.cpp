// The main window opens on the default map from the resources, fits it to the window, zooms, and
// shows a clear message instead of the board when a map cannot be loaded.
#include "app_info.h"
#include "board_scene.h"
#include "board_view.h"
#include "main_window.h"
#include "game_controller.h"
#include "game_window.h"
#include "model/map_document.h"
#include "window/editor_window.h"

#include <QAction>
#include <QLabel>
#include <QMenuBar>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QtTest>

using namespace canaan;

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void opensOnTheDefaultMap();
    void fitsTheBoardToTheWindow();
    void zoomsAndFitsAgain();
    void showsALoadError();
    void hasTheMenus();
    void newGameOpensAGameOnTheShownMap();
    void mapEditorOpensOnTheShownMap();
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // keep the user's settings out of it
    app::setApplicationInfo();
}

void TestMainWindow::opensOnTheDefaultMap()
{
    app::MainWindow window;
    QVERIFY2(window.openMap(app::kDefaultMapResource), qPrintable(window.loadError()));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.boardScene()->numberTokenItems().size(), 19);
    QCOMPARE(window.boardScene()->harborItems().size(), 9);
    QCOMPARE(window.windowTitle(), QStringLiteral("Settlers of Canaan"));
}

void TestMainWindow::fitsTheBoardToTheWindow()
{
    app::MainWindow window;
    QVERIFY(window.openMap(app::kDefaultMapResource));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    board::BoardView *view = window.boardView();
    QVERIFY(view->isFitting());
    const QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect();
    const QRectF board = window.boardScene()->sceneRect();
    // All of the board is visible, and it fills the window in one direction.
    QVERIFY(visible.adjusted(-2, -2, 2, 2).contains(board));
    const bool fillsWidth = visible.width() < board.width() * 1.05;
    const bool fillsHeight = visible.height() < board.height() * 1.05;
    QVERIFY(fillsWidth || fillsHeight);

    // Still fitting after the window grows.
    window.resize(window.width() + 300, window.height() + 200);
    QTRY_VERIFY(view->mapToScene(view->viewport()->rect()).boundingRect().adjusted(-2, -2, 2, 2).contains(board));
}

void TestMainWindow::zoomsAndFitsAgain()
{
    app::MainWindow window;
    QVERIFY(window.openMap(app::kDefaultMapResource));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    board::BoardView *view = window.boardView();
    const double fitted = view->zoomFactor();
    view->zoomIn();
    QVERIFY(view->zoomFactor() > fitted);
    QVERIFY(!view->isFitting());
    view->zoomOut();
    view->zoomOut();
    QVERIFY(view->zoomFactor() < fitted);
    view->fitToWindow();
    QVERIFY(qAbs(view->zoomFactor() - fitted) < 1e-6);
}

void TestMainWindow::showsALoadError()
{
    app::MainWindow window;
    QVERIFY(!window.openMap(QStringLiteral("/no/such/map.canaanmap")));
    window.show();
    QVERIFY(!window.loadError().isEmpty());
    auto *pages = qobject_cast<QStackedWidget *>(window.centralWidget());
    QVERIFY(pages);
    auto *label = qobject_cast<QLabel *>(pages->currentWidget());
    QVERIFY(label);
    QVERIFY(label->text().contains(QStringLiteral("could not be loaded")));
    QVERIFY(label->text().contains(QStringLiteral("map.canaanmap")));
    // And a good map afterwards brings the board back.
    QVERIFY(window.openMap(app::kDefaultMapResource));
    QCOMPARE(pages->currentWidget(), window.boardView());
}

void TestMainWindow::hasTheMenus()
{
    app::MainWindow window;
    QStringList titles;
    for (QAction *menu : window.menuBar()->actions())
        titles << menu->text();
    QCOMPARE(titles, (QStringList{"&File", "&View", "&Settings", "&Help"}));
}

void TestMainWindow::newGameOpensAGameOnTheShownMap()
{
    app::MainWindow window;
    QVERIFY(window.openMap(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/classic.canaanmap")));
    QPointer<QWidget> opened = window.startGame(window.boardScene()->map());
    auto *game = qobject_cast<game::GameWindow *>(opened.data());
    QVERIFY(game);
    QVERIFY(game->isVisible());
    // The game is played on the map the window shows: the classic ruleset comes with it.
    QVERIFY(game->controller().rules().isClassic());
    game->close(); // deletes itself
    QTRY_VERIFY(opened.isNull());
}

void TestMainWindow::mapEditorOpensOnTheShownMap()
{
    app::MainWindow window;
    const QString path = QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap");
    QVERIFY(window.openMap(path));
    QPointer<QWidget> opened = window.openMapEditor(path);
    auto *editorWindow = qobject_cast<editor::EditorWindow *>(opened.data());
    QVERIFY(editorWindow);
    QCOMPARE(editorWindow->document()->map().title.en, window.boardScene()->map().title.en);
    editorWindow->close();
    QTRY_VERIFY(opened.isNull());
}

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
