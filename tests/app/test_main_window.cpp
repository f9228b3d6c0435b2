// The start screen: every button does what it says (no dead button), Continue follows the autosave,
// the keyboard shortcuts are there, and the games it offers and the saves it opens are the
// registry's (a module registered here shows up with no change to the start screen).
#include "app_info.h"
#include "companion_window.h"
#include "game_window.h"
#include "main_window.h"
#include "autosave.h"
#include "session/game_main_window.h"
#include "session/game_module.h"
#include "session/new_game_dialog.h"
#include "session/settings_dialog.h"
#include "window/editor_window.h"

#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QMenu>
#include <QPushButton>
#include <QShortcut>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace canaan;
using Button = app::MainWindow::Button;

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void showsTheTitleAndEveryButton();
    void buttonsHaveShortcuts_data();
    void buttonsHaveShortcuts();
    void continueIsDisabledWithoutAnAutosave();
    void continueIsOfferedForAnUnfinishedGame();
    void newGameOpensTheDialog();
    void settingsOpensTheDialog();
    void mapEditorOpensTheEditor();
    void companionOpensItsWindow();
    void rulesOpensTheRules();
    void quitClosesTheWindow();
    void hidesWhileAGameIsOpen();
    void gameChoicesComeFromTheRegistry();
    void openingASaveAsksTheRegistry();
};

namespace {

// A game kind the start screen has never heard of.
class FakeModule : public session::GameModule {
public:
    QString id() const override { return QStringLiteral("fake"); }
    QString name() const override { return QStringLiteral("Fake Game"); }
    bool newGame(session::Session &, QWidget *) override { return ++newGames > 0; }
    bool readsSave(const QByteArray &head) const override { return head.contains("\"game\": \"fake\""); }
    bool openSave(session::Session &, QWidget *, const QString &path) override
    {
        opened << path;
        return true;
    }
    void showRules(QWidget *) override { ++rules; }
    static inline int newGames = 0, rules = 0;
    static inline QStringList opened;
};

} // namespace

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // keep the user's settings and autosave out of it
    app::setApplicationInfo();
}

void TestMainWindow::init()
{
    QFile::remove(play::autosavePath());
    play::setAutosaveState(play::AutosaveState::None);
}

// Clicks the button and returns the dialog it opened (modal), closing it.
template <typename Dialog>
static bool clickOpensDialog(QPushButton *button)
{
    bool seen = false;
    QTimer::singleShot(0, [&seen] {
        QTRY_VERIFY(QApplication::activeModalWidget() != nullptr);
        auto *dialog = qobject_cast<Dialog *>(QApplication::activeModalWidget());
        seen = dialog != nullptr;
        if (auto *d = qobject_cast<QDialog *>(QApplication::activeModalWidget()))
            d->reject();
    });
    button->click();
    return seen;
}

void TestMainWindow::showsTheTitleAndEveryButton()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.windowTitle(), QStringLiteral("Settlers of Canaan"));
    for (Button b : {Button::NewGame, Button::Continue, Button::Open, Button::Editor, Button::Companion, Button::Rules,
                     Button::Settings, Button::Quit}) {
        QPushButton *button = window.button(b);
        QVERIFY(button);
        QVERIFY(button->isVisible());
        QVERIFY(!button->text().isEmpty());
        QVERIFY2(!button->toolTip().isEmpty(), qPrintable(button->text()));
    }
}

void TestMainWindow::buttonsHaveShortcuts_data()
{
    QTest::addColumn<int>("button");
    QTest::addColumn<QKeySequence>("shortcut");
    QTest::newRow("new game") << int(Button::NewGame) << QKeySequence(QStringLiteral("Ctrl+N"));
    QTest::newRow("open") << int(Button::Open) << QKeySequence(QStringLiteral("Ctrl+O"));
    QTest::newRow("editor") << int(Button::Editor) << QKeySequence(QStringLiteral("Ctrl+E"));
    QTest::newRow("rules") << int(Button::Rules) << QKeySequence(QStringLiteral("F1"));
    QTest::newRow("quit") << int(Button::Quit) << QKeySequence(QStringLiteral("Ctrl+Q"));
}

void TestMainWindow::buttonsHaveShortcuts()
{
    QFETCH(int, button);
    QFETCH(QKeySequence, shortcut);
    app::MainWindow window;
    QShortcut *key = window.shortcut(static_cast<Button>(button));
    QVERIFY(key);
    QCOMPARE(key->key(), shortcut);
    QVERIFY(window.button(static_cast<Button>(button))->toolTip().contains(shortcut.toString(QKeySequence::NativeText)));
}

void TestMainWindow::continueIsDisabledWithoutAnAutosave()
{
    app::MainWindow window;
    QVERIFY(!window.button(Button::Continue)->isEnabled());
    QVERIFY(window.button(Button::Continue)->toolTip().contains(QStringLiteral("no unfinished game")));
}

void TestMainWindow::continueIsOfferedForAnUnfinishedGame()
{
    app::MainWindow window;
    window.session()->setStepDelayOverride(60000); // nothing moves during the test
    game::GameSetup setup;
    setup.map = *loadMapFile(app::kDefaultMapResource).map;
    setup.seats = game::defaultSeats(3);
    QPointer<session::GameMainWindow> game = window.session()->startGame(setup);
    QVERIFY(game);
    QVERIFY(!window.isVisible());
    game->closeWithoutAsking();
    QTRY_VERIFY(game.isNull());
    QVERIFY(window.isVisible());
    QVERIFY(window.button(Button::Continue)->isEnabled());

    // Continue resumes it.
    window.button(Button::Continue)->click();
    QVERIFY(window.session()->game());
    QCOMPARE(window.session()->game()->gameWindow()->seats().size(), 3);
    window.session()->game()->closeWithoutAsking();

    // A finished game is not offered.
    play::setAutosaveState(play::AutosaveState::Finished);
    window.refreshContinue();
    QVERIFY(!window.button(Button::Continue)->isEnabled());
}

void TestMainWindow::newGameOpensTheDialog()
{
    app::MainWindow window;
    window.show();
    QVERIFY(clickOpensDialog<session::NewGameDialog>(window.button(Button::NewGame)));
    QVERIFY(!window.session()->game()); // cancelled: no game
}

void TestMainWindow::settingsOpensTheDialog()
{
    app::MainWindow window;
    window.show();
    QVERIFY(clickOpensDialog<session::SettingsDialog>(window.button(Button::Settings)));
}

void TestMainWindow::mapEditorOpensTheEditor()
{
    app::MainWindow window;
    const QList<QWidget *> before = QApplication::topLevelWidgets();
    window.button(Button::Editor)->click();
    editor::EditorWindow *opened = nullptr;
    for (QWidget *w : QApplication::topLevelWidgets())
        if (!before.contains(w) && qobject_cast<editor::EditorWindow *>(w) && w->isVisible())
            opened = qobject_cast<editor::EditorWindow *>(w);
    QVERIFY(opened);
    QPointer<QWidget> guard = opened;
    opened->close();
    QTRY_VERIFY(guard.isNull() || !guard->isVisible());
}

void TestMainWindow::companionOpensItsWindow()
{
    app::MainWindow window;
    window.show();
    const QList<QWidget *> before = QApplication::topLevelWidgets();
    window.button(Button::Companion)->click();
    QWidget *opened = nullptr;
    for (QWidget *w : QApplication::topLevelWidgets())
        if (!before.contains(w) && w->isVisible())
            opened = w;
    QVERIFY2(opened, "the companion button opened no window");
    opened->close();
}

void TestMainWindow::rulesOpensTheRules()
{
    app::MainWindow window;
    window.show();
    window.button(Button::Rules)->click();
    bool found = false;
    for (QWidget *w : QApplication::topLevelWidgets())
        found = found || (w != &window && w->isVisible() && w->isWindow());
    QVERIFY2(found, "the rules button opened no window");
    for (QWidget *w : QApplication::topLevelWidgets())
        if (w != &window)
            w->close();
}

void TestMainWindow::quitClosesTheWindow()
{
    app::MainWindow window;
    window.show();
    QSignalSpy quit(&window, &app::MainWindow::quitRequested);
    window.button(Button::Quit)->click();
    QCOMPARE(quit.count(), 1);
    QVERIFY(!window.isVisible());
}

void TestMainWindow::hidesWhileAGameIsOpen()
{
    app::MainWindow window;
    window.show();
    window.session()->setStepDelayOverride(60000);
    game::GameSetup setup;
    setup.map = *loadMapFile(app::kDefaultMapResource).map;
    setup.seats = game::defaultSeats(4);
    QPointer<session::GameMainWindow> game = window.session()->startGame(setup);
    QVERIFY(game && game->isVisible());
    QVERIFY(!window.isVisible());
    game->close(); // nothing played: no question
    QTRY_VERIFY(game.isNull());
    QVERIFY(window.isVisible());
}

void TestMainWindow::gameChoicesComeFromTheRegistry()
{
    session::GameModules::add(std::make_unique<FakeModule>());
    app::MainWindow window;
    QMenu *menu = window.button(Button::NewGame)->menu();
    QVERIFY(menu);
    QStringList names;
    for (QAction *action : menu->actions())
        names << action->text();
    QCOMPARE(names, QStringList({QStringLiteral("Settlers of Canaan"), QStringLiteral("Fake Game")}));
    menu->actions().at(1)->trigger();
    QCOMPARE(FakeModule::newGames, 1);
    QMenu *rules = window.button(Button::Rules)->menu();
    QVERIFY(rules);
    rules->actions().at(1)->trigger();
    QCOMPARE(FakeModule::rules, 1);

    // Without it, New Game opens the one game directly again.
    session::GameModules::remove(QStringLiteral("fake"));
    window.refreshGameChoices();
    QVERIFY(!window.button(Button::NewGame)->menu());
}

void TestMainWindow::openingASaveAsksTheRegistry()
{
    session::GameModules::add(std::make_unique<FakeModule>());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fake.canaansave"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\n  \"format\": \"canaan-save\",\n  \"game\": \"fake\"\n}\n");
    file.close();
    app::MainWindow window;
    QVERIFY(!window.session()->openFile(&window, path)); // not a board game: no board window
    QCOMPARE(FakeModule::opened, QStringList{path});
    QVERIFY(!window.session()->game());
    session::GameModules::remove(QStringLiteral("fake"));
}

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
