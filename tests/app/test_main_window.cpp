// The start screen: every button does what it says (no dead button), Continue follows the autosave,
// the keyboard shortcuts are there, and the games it offers and the saves it opens are the
// registry's (a module registered here shows up with no change to the start screen).
#include "app/app_info.h"
#include "companion/window/companion_window.h"
#include "app/settlers_table/game_window.h"
#include "app/main_window.h"
#include "app/screenshot.h"
#include "rulebook/rules_viewer.h"
#include "play/autosave.h"
#include "app/session/game_main_window.h"
#include "app/session/settlers_module.h"
#include "app/session/builtin_modules.h"
#include "app/session/conquest_module.h"
#include "app/session/game_module.h"
#include "app/session/new_game_dialog.h"
#include "app/session/settings_dialog.h"
#include "app/card_table/conquest_new_game_dialog.h"
#include "app/card_table/conquest_window.h"
#include "editor/window/editor_window.h"

#include <QApplication>
#include <QDialog>
#include <QElapsedTimer>
#include <QFile>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QShortcut>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <sys/stat.h>

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
    void conquestSavesOpenTheCardTable();
    void aFifoIsRefusedAtOnce_data();
    void aFifoIsRefusedAtOnce();
    void screenshotPicturesTheEditor();
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
    session::registerBuiltinModules();
}

void TestMainWindow::init()
{
    // Every game kind's autosave: Continue offers any of them.
    for (const auto &module : session::GameModules::all()) {
        QFile::remove(play::autosavePath(module->id()));
        play::setAutosaveState(module->id(), play::AutosaveState::None);
    }
}

// Does what `act` does (a click, a menu's choice) and returns whether it opened a modal Dialog,
// closing it.
template <typename Dialog>
static bool opensDialog(const std::function<void()> &act)
{
    bool seen = false;
    QTimer::singleShot(0, [&seen] {
        QTRY_VERIFY(QApplication::activeModalWidget() != nullptr);
        auto *dialog = qobject_cast<Dialog *>(QApplication::activeModalWidget());
        seen = dialog != nullptr;
        if (auto *d = qobject_cast<QDialog *>(QApplication::activeModalWidget()))
            d->reject();
    });
    act();
    return seen;
}

template <typename Dialog>
static bool clickOpensDialog(QPushButton *button)
{
    return opensDialog<Dialog>([button] { button->click(); });
}

// The action of a start-screen button's menu (one per game module) for the module `id`.
static QAction *moduleAction(QPushButton *button, const QString &id)
{
    if (!button->menu())
        return nullptr;
    for (QAction *action : button->menu()->actions())
        if (action->data().toString() == id)
            return action;
    return nullptr;
}

void TestMainWindow::showsTheTitleAndEveryButton()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.windowTitle(), QStringLiteral("Settlers of Canaan"));
    for (Button b : {Button::NewGame, Button::Continue, Button::Open, Button::OpenReplay, Button::Editor, Button::Companion, Button::Rules,
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
    QTest::newRow("open replay") << int(Button::OpenReplay) << QKeySequence(QStringLiteral("Ctrl+Shift+O"));
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
    settlerstable::GameSetup setup;
    setup.map = *loadMapFile(app::kDefaultMapResource).map;
    setup.seats = settlerstable::defaultSeats(3);
    QPointer<session::GameMainWindow> game = session::SettlersModule::startGame(*window.session(), setup);
    QVERIFY(game);
    QVERIFY(!window.isVisible());
    game->closeWithoutAsking();
    QTRY_VERIFY(game.isNull());
    QVERIFY(window.isVisible());
    QVERIFY(window.button(Button::Continue)->isEnabled());

    // Continue resumes it.
    window.button(Button::Continue)->click();
    QVERIFY(session::SettlersModule::window(*window.session()));
    QCOMPARE(session::SettlersModule::window(*window.session())->gameWindow()->seats().size(), 3);
    session::SettlersModule::window(*window.session())->closeWithoutAsking();

    // A finished game is not offered.
    play::setAutosaveState(play::AutosaveState::Finished);
    window.refreshContinue();
    QVERIFY(!window.button(Button::Continue)->isEnabled());
}

void TestMainWindow::newGameOpensTheDialog()
{
    app::MainWindow window;
    window.show();
    // Two games: the button's menu offers both, each with its own new-game dialog.
    QAction *board = moduleAction(window.button(Button::NewGame), QStringLiteral("settlers"));
    QAction *conquest = moduleAction(window.button(Button::NewGame), QStringLiteral("conquest"));
    QVERIFY(board && conquest);
    QCOMPARE(conquest->text(), QStringLiteral("Conquest"));
    QVERIFY(opensDialog<session::NewGameDialog>([board] { board->trigger(); }));
    QVERIFY(opensDialog<cardtable::ConquestNewGameDialog>([conquest] { conquest->trigger(); }));
    QVERIFY(!session::SettlersModule::window(*window.session())); // cancelled: no game
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
    QAction *board = moduleAction(window.button(Button::Rules), QStringLiteral("settlers"));
    QAction *conquest = moduleAction(window.button(Button::Rules), QStringLiteral("conquest"));
    QVERIFY(board && conquest);
    // Each game's rules in the one rules reference, on that game's page.
    const auto viewer = [] {
        rulebook::RulesViewer *found = nullptr;
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *v = qobject_cast<rulebook::RulesViewer *>(w); v && v->isVisible())
                found = v;
        return found;
    };
    conquest->trigger();
    QVERIFY2(viewer(), "Conquest's rules opened no window");
    QCOMPARE(viewer()->ruleset(), rulebook::Ruleset::Conquest);
    board->trigger();
    QVERIFY2(viewer(), "the rules button opened no window");
    QCOMPARE(viewer()->ruleset(), rulebook::Ruleset::Canaan);
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
    settlerstable::GameSetup setup;
    setup.map = *loadMapFile(app::kDefaultMapResource).map;
    setup.seats = settlerstable::defaultSeats(4);
    QPointer<session::GameMainWindow> game = session::SettlersModule::startGame(*window.session(), setup);
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
    QCOMPARE(names, QStringList({QStringLiteral("Settlers of Canaan"), QStringLiteral("Conquest"), QStringLiteral("Fake Game")}));
    menu->actions().at(2)->trigger();
    QCOMPARE(FakeModule::newGames, 1);
    QMenu *rules = window.button(Button::Rules)->menu();
    QVERIFY(rules);
    rules->actions().at(2)->trigger();
    QCOMPARE(FakeModule::rules, 1);

    // Without it, the menu offers the two built-in games again; with one game, no menu at all.
    session::GameModules::remove(QStringLiteral("fake"));
    window.refreshGameChoices();
    QCOMPARE(window.button(Button::NewGame)->menu()->actions().size(), 2);
    session::GameModules::remove(QStringLiteral("conquest"));
    window.refreshGameChoices();
    QVERIFY(!window.button(Button::NewGame)->menu());
    session::GameModules::add(std::make_unique<session::ConquestModule>());
}

// A Conquest save opens the card table; a damaged one is reported with its exact error.
void TestMainWindow::conquestSavesOpenTheCardTable()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("conquest.canaansave"));
    {
        cardtable::ConquestWindow first(cardtable::ConquestWindow::newGame(cardtable::ConquestChoices::defaults(), 7));
        QString error;
        QVERIFY2(first.saveTo(path, &error), qPrintable(error));
    }
    app::MainWindow window;
    window.session()->setStepDelayOverride(60000);
    QStringList reports;
    window.session()->report = [&reports](QWidget *, const QString &, const QString &text) { reports << text; };
    QVERIFY(session::GameModules::forSave(session::GameModules::saveHead(path)) == session::GameModules::find(QStringLiteral("conquest")));
    QVERIFY(!window.session()->openFile(&window, path)); // no board game window
    QVERIFY(reports.isEmpty());
    QPointer<cardtable::ConquestWindow> table;
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *t = qobject_cast<cardtable::ConquestWindow *>(w); t && t->isVisible())
            table = t;
    QVERIFY(table);
    QCOMPARE(table->resumeError(), -1);
    table->close();
    QTRY_VERIFY(table.isNull());

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    const QByteArray text = file.readAll();
    file.resize(0);
    file.write(text.left(text.size() / 2)); // cut in the middle, as by a full disk
    file.close();
    QVERIFY(!window.session()->openFile(&window, path));
    QCOMPARE(reports.size(), 1);
    QVERIFY2(reports.front().contains(QStringLiteral("conquest.canaansave")), qPrintable(reports.front()));
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
    QVERIFY(!session::SettlersModule::window(*window.session()));
    session::GameModules::remove(QStringLiteral("fake"));
}

void TestMainWindow::aFifoIsRefusedAtOnce_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("a FIFO") << QStringLiteral("fifo");
    QTest::newRow("a device") << QStringLiteral("/dev/zero");
}

// `canaan f.canaansave` with a FIFO hung before its first window: the look at the save's kind
// opened it with a plain QFile, which waits for a writer (issue 33).
void TestMainWindow::aFifoIsRefusedAtOnce()
{
    QFETCH(QString, name);
    QTemporaryDir dir;
    QString path = name;
    if (name == QLatin1String("fifo")) {
        path = dir.filePath(QStringLiteral("f.canaansave"));
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    }
    QElapsedTimer clock;
    clock.start();
    QVERIFY(session::GameModules::saveHead(path).isEmpty());
    app::MainWindow window;
    QStringList reports;
    window.session()->report = [&reports](QWidget *, const QString &, const QString &text) { reports << text; };
    QVERIFY(!window.session()->openFile(&window, path));
    QVERIFY(clock.elapsed() < 5000);
    QCOMPARE(reports.size(), 1);
    QVERIFY2(reports.front().contains(QStringLiteral("This is not a regular file (a FIFO, a device or a socket), not a saved game.")),
        qPrintable(reports.front()));
}

// `canaan --edit MAP --screenshot F` pictured the start screen, not the editor.
void TestMainWindow::screenshotPicturesTheEditor()
{
    app::MainWindow window;
    window.show();
    QCOMPARE(app::screenshotTarget(window), &window);
    QPointer<QWidget> editor = window.openMapEditor(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/classic.canaanmap"));
    QVERIFY(editor);
    QVERIFY(editor->isVisible());
    QCOMPARE(app::screenshotTarget(window), editor.data());
    editor->close();
    QTRY_VERIFY(editor.isNull() || !editor->isVisible());
    QCOMPARE(app::screenshotTarget(window), &window);
}

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
