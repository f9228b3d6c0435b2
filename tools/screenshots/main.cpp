// canaan-screenshots: pictures of the windows that `canaan --screenshot` cannot reach from the command
// line (the editor, the rules, the companion, a trade, the dice statistics of a game), for
// scripts/screenshots.sh. Run it under a
// virtual X server; each window grabs itself, so no window manager is needed.
//
//   canaan-screenshots --lang en|ko --out DIR SCENE...   (scenes: editor rules companion trade game_dice)
// writes DIR/SCENE_LANG.png for each scene.
#include "app_info.h"
#include "app_translator.h"
#include "companion_window.h"
#include "io/map_file.h"
#include "main_window.h"
#include "rules_window.h"
#include "session_store.h"
#include "session/demo_game.h"
#include "session/game_main_window.h"
#include "game_window.h"
#include "session/session.h"
#include "model/map_document.h"
#include "window/editor_window.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QTimer>
#include <QUndoStack>
#include <QElapsedTimer>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <cstdio>
#include <functional>
#include <memory>

namespace {

using namespace canaan;

// Lets the window lay itself out and paint (fonts, docks, the board's SVGs) before the grab.
void settle(int ms = 600)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < ms)
        QApplication::processEvents(QEventLoop::AllEvents, 50);
}

bool save(QWidget *widget, const QString &path)
{
    settle();
    const bool ok = widget->grab().save(path);
    std::fprintf(ok ? stdout : stderr, "%s %s\n", ok ? "wrote" : "cannot write", qPrintable(path));
    return ok;
}

bool shootEditor(const QString &path)
{
    editor::EditorWindow *window = editor::openEditor(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap"));
    window->setInteractive(false);
    window->resize(1360, 900);
    window->show();
    settle();
    const bool ok = save(window, path);
    window->document()->undoStack()->setClean();
    window->close();
    return ok;
}

bool shootRules(const QString &path)
{
    QWidget *window = rulebook::showRules(nullptr, QStringLiteral("events"));
    window->resize(1100, 800);
    rulebook::showRules(nullptr, QStringLiteral("events"));  // again, after the resize
    const bool ok = save(window, path);
    window->close();
    return ok;
}

bool shootCompanion(const QString &path)
{
    // A new table in the picture's language: the session an earlier run kept (in test mode's own
    // folder, shared by both languages) would bring its player names along.
    QFile::remove(companion::SessionStore::defaultPath());
    QWidget *window = companion::openCompanion();
    window->resize(1300, 880);
    const bool ok = save(window, path);
    window->close();
    return ok;
}

// A demo game up to the person's turn, then the Trade button; the dialog is grabbed while it is open.
bool shootTrade(const QString &path)
{
    const MapLoadResult loaded = loadMapFile(app::kDefaultMapResource);
    if (!loaded.ok())
        return false;
    app::MainWindow main;
    for (int actions = 300; actions < 900; actions += 40) {
        session::GameMainWindow *game =
            main.session()->startGame(session::demoSetup(*loaded.map, 7, actions, false, false));
        if (!game)
            return false;
        game->resize(1360, 900);
        settle(800);
        auto *trade = game->findChild<QPushButton *>(QStringLiteral("trade"));
        if (!trade || !trade->isEnabled())
            continue;  // not a moment to trade: a little further into the game
        bool ok = false;
        QTimer::singleShot(0, trade, &QPushButton::click);
        // The dialog may run its own event loop: grab it from inside.
        QTimer::singleShot(900, [&] {
            QWidget *dialog = QApplication::activeModalWidget();
            if (!dialog)
                for (QWidget *w : QApplication::topLevelWidgets())
                    if (w->isVisible() && w->inherits("canaan::game::TradeDialog"))
                        dialog = w;
            if (dialog) {
                ok = save(dialog, path);
                dialog->close();
            }
        });
        settle(1500);
        return ok;
    }
    std::fprintf(stderr, "no moment to trade found in the demo game\n");
    return false;
}

// A demo game well into play, at the person's turn, with the dice statistics shown (View menu, D).
bool shootDiceStatistics(const QString &path)
{
    const MapLoadResult loaded = loadMapFile(app::kDefaultMapResource);
    if (!loaded.ok())
        return false;
    app::MainWindow main;
    session::GameMainWindow *game = main.session()->startGame(session::demoSetup(*loaded.map, 7, 700, false, false));
    if (!game)
        return false;
    game->resize(1360, 900);
    game->gameWindow()->diceStatsAction()->setChecked(true);
    const bool ok = save(game, path);
    game->closeWithoutAsking();
    return ok;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("canaan-screenshots"));
    QApplication::setApplicationName(QStringLiteral("canaan-screenshots"));
    QStandardPaths::setTestModeEnabled(true);  // the user's settings, drafts and recent files stay out
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("lang"), QStringLiteral("en or ko."), QStringLiteral("language"), QStringLiteral("en")});
    parser.addOption({QStringLiteral("out"), QStringLiteral("The folder for the pictures."), QStringLiteral("dir"),
                      QStringLiteral(".")});
    parser.addPositionalArgument(QStringLiteral("scenes"), QStringLiteral("editor rules companion trade game_dice"));
    parser.process(app);

    AppTranslator translator;
    const QString language = translator.apply(parser.value(QStringLiteral("lang")));
    const QDir out(parser.value(QStringLiteral("out")));
    const std::map<QString, std::function<bool(const QString &)>> scenes{
        {QStringLiteral("editor"), shootEditor},
        {QStringLiteral("rules"), shootRules},
        {QStringLiteral("companion"), shootCompanion},
        {QStringLiteral("trade"), shootTrade},
        {QStringLiteral("game_dice"), shootDiceStatistics},
    };
    int failures = 0;
    for (const QString &name : parser.positionalArguments()) {
        const auto it = scenes.find(name);
        if (it == scenes.end()) {
            std::fprintf(stderr, "unknown scene %s\n", qPrintable(name));
            ++failures;
            continue;
        }
        if (!it->second(out.filePath(QStringLiteral("%1_%2.png").arg(name, language))))
            ++failures;
    }
    return failures == 0 ? 0 : 1;
}
