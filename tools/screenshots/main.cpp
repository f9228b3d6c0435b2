// canaan-screenshots: pictures of the windows that `canaan --screenshot` cannot reach from the command
// line (a game in progress and the end screen of the demo games, the editor, the rules, the
// companion, the dice statistics of a game, the trade panel, choosing a victim, the turn clock), for
// scripts/screenshots.sh. Run it under a virtual X server; each window grabs itself, so no window
// manager is needed.
//
//   canaan-screenshots --lang en|ko --out DIR SCENE...
// (scenes: game game_1280 end editor rules companion game_dice game_trade game_victim game_clock)
// writes DIR/SCENE_LANG.png for each scene.
#include "app/app_info.h"
#include "translations/src/app_translator.h"
#include "companion/window/companion_window.h"
#include "engine/io/map_file.h"
#include "app/main_window.h"
#include "app/screenshot.h"
#include "rulebook/rules_window.h"
#include "companion/session_store.h"
#include "app/session/demo_game.h"
#include "app/session/game_main_window.h"
#include "app/settlers_table/game_window.h"
#include "app/session/session.h"
#include "editor/model/map_document.h"
#include "app/settlers_table/action_chooser.h"
#include "boardview/board_scene.h"
#include "app/settlers_table/dialogs/decision_dialog.h"
#include "app/settlers_table/trade/offer_box.h"
#include "app/settlers_table/trade/trade_panel.h"
#include "app/settlers_table/trade/trade_steppers.h"
#include "editor/window/editor_window.h"
#include "app/session/settlers_module.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QTimer>
#include <QUndoStack>
#include <QElapsedTimer>
#include <QPushButton>
#include <QSpinBox>
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

// A game of computer players generated from `seed`, resumed after `actions` actions at the first
// person's next decision (or played to its end: the end screen), as `canaan` shows it on this screen.
bool shootDemoGame(const QString &path, quint64 seed, int actions, bool toTheEnd)
{
    const MapLoadResult loaded = loadMapFile(app::kDefaultMapResource);
    if (!loaded.ok())
        return false;
    app::MainWindow main;
    session::GameMainWindow *game = session::SettlersModule::startGame(*main.session(), session::demoSetup(*loaded.map, seed, actions, toTheEnd, false));
    if (!game)
        return false;
    settle(900); // the end screen opens after the game's window
    const bool ok = save(app::screenshotTarget(main), path);
    game->closeWithoutAsking();
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

// A demo game up to a moment the person may trade, then the trade panel (T) with an offer being
// built: one card of what he holds most for one of what he holds least. The game window is grabbed.
bool shootTrade(const QString &path)
{
    const MapLoadResult loaded = loadMapFile(app::kDefaultMapResource);
    if (!loaded.ok())
        return false;
    app::MainWindow main;
    for (int actions = 300; actions < 900; actions += 40) {
        session::GameMainWindow *game =
            session::SettlersModule::startGame(*main.session(), session::demoSetup(*loaded.map, 7, actions, false, false));
        if (!game)
            return false;
        game->resize(1360, 900);
        settle(800);
        auto *trade = game->findChild<QPushButton *>(QStringLiteral("trade"));
        auto *panel = game->findChild<settlerstable::TradePanel *>();
        if (!trade || !trade->isEnabled() || !panel)
            continue; // not a moment to trade: a little further into the game
        if (!panel->isVisible())
            trade->click();
        if (panel->offerBox()->isAnswering())
            return save(game, path); // a computer player's offer to the person, in the panel
        settlerstable::TradeSteppers *steppers = panel->offerBox()->steppers();
        int most = 0, least = 0;
        for (int r = 0; r < settlers::kResourceCount; ++r) {
            if (steppers->giveBox(r)->maximum() > steppers->giveBox(most)->maximum())
                most = r;
            if (steppers->giveBox(r)->maximum() < steppers->giveBox(least)->maximum())
                least = r;
        }
        steppers->giveBox(most)->setValue(1);
        steppers->getBox(least == most ? (most + 1) % settlers::kResourceCount : least)->setValue(1);
        return save(game, path);
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
    session::GameMainWindow *game = session::SettlersModule::startGame(*main.session(), session::demoSetup(*loaded.map, 7, 700, false, false));
    if (!game)
        return false;
    game->resize(1360, 900);
    game->gameWindow()->diceStatsAction()->setChecked(true);
    const bool ok = save(game, path);
    game->closeWithoutAsking();
    return ok;
}

// The turn clock (issue 42): a demo game with a clock of 60 s per decision, at the person's own
// turn (the trade panel closed) a few seconds after it was asked, on a 1280×720 screen (the
// script's); the seconds left show on his player card.
bool shootClock(const QString &path)
{
    const MapLoadResult loaded = loadMapFile(app::kDefaultMapResource);
    if (!loaded.ok())
        return false;
    app::MainWindow main;
    for (int actions = 300; actions < 900; actions += 40) {
        settlerstable::GameSetup setup = session::demoSetup(*loaded.map, 5, actions, false, false);
        setup.clockSeconds = 60;
        session::GameMainWindow *game = session::SettlersModule::startGame(*main.session(), setup);
        if (!game)
            return false;
        settle(800);
        settlerstable::GameWindow *window = game->gameWindow();
        auto *panel = game->findChild<settlerstable::TradePanel *>();
        const settlers::GameState &state = window->match().state();
        if (state.isOver() || state.current != 0 || !window->isPersonDeciding() || (panel && panel->isVisible())) {
            game->closeWithoutAsking();
            continue; // not the person's own turn: a little further into the game
        }
        settle(2500);
        const bool ok = save(game, path);
        game->closeWithoutAsking();
        return ok;
    }
    std::fprintf(stderr, "no turn of the person found in the demo game\n");
    return false;
}

// The person's move while the demo game runs on to a choice of victims: roll, end the turn, or the
// first legal move (a dialog's own proposal when one is open).
void playOneMove(settlerstable::GameWindow &window)
{
    if (settlerstable::DecisionDialog *dialog = window.decisions().openDialog()) {
        const QList<settlers::Action> actions = dialog->chosenActions();
        emit dialog->decided(actions.isEmpty() ? QList<settlers::Action>{window.match().legalActions().front()} : actions);
        return;
    }
    if (settlerstable::ActionChooser *chooser = window.decisions().openChooser()) {
        chooser->choose(0);
        return;
    }
    const auto legal = window.match().legalActions();
    for (settlers::ActionKind kind : {settlers::ActionKind::Roll, settlers::ActionKind::EndTurn})
        for (const settlers::Action &a : legal)
            if (a.kind == kind) {
                window.perform(a);
                return;
            }
    window.perform(legal.front());
}

// A demo game played on until the person moves the Plague to a hex with two players or more to rob;
// the hex is clicked and the window grabbed while the candidates are shown on the board.
bool shootVictim(const QString &path)
{
    const MapLoadResult loaded = loadMapFile(app::kDefaultMapResource);
    if (!loaded.ok())
        return false;
    app::MainWindow main;
    // Demo games of several seeds: in some the person never rolls a 7 with two players to rob.
    for (std::uint64_t seed = 7; seed < 15; ++seed) {
        session::GameMainWindow *game = session::SettlersModule::startGame(*main.session(), session::demoSetup(*loaded.map, seed, 200, false, false));
        auto *window = game ? game->findChild<settlerstable::GameWindow *>() : nullptr;
        if (!window)
            return false;
        game->resize(1360, 900);
        window->setSpeed(settlerstable::GameWindow::Instant);
        QElapsedTimer clock;
        clock.start();
        while (!window->match().state().isOver() && clock.elapsed() < 60000) {
            QApplication::processEvents(QEventLoop::AllEvents, 5);
            if (!window->isPersonDeciding())
                continue;
            const auto legal = window->match().legalActions();
            if (window->match().state().pending == settlers::Pending::MovePlague)
                for (const settlers::Action &a : legal)
                    if (a.kind == settlers::ActionKind::MovePlague &&
                        settlerstable::victimCandidates(window->match().rules(), window->match().viewOf(window->match().decidingSeat()), legal, a.a).size() >= 2) {
                        window->setSpeed(settlerstable::GameWindow::Normal);
                        emit window->scene()->spotClicked(boardview::SpotKind::Tile, a.a);
                        return save(game, path);
                    }
            playOneMove(*window);
        }
    }
    std::fprintf(stderr, "no choice of victims found in the demo games\n");
    return false;
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
    parser.addPositionalArgument(QStringLiteral("scenes"),
                                 QStringLiteral("game game_1280 end editor rules companion game_dice game_trade game_victim game_clock"));
    parser.process(app);

    AppTranslator translator;
    const QString language = translator.apply(parser.value(QStringLiteral("lang")));
    const QDir out(parser.value(QStringLiteral("out")));
    const std::map<QString, std::function<bool(const QString &)>> scenes{
        // Judah holds two development cards he may play; game_1280 is for a 1280×720 screen.
        {QStringLiteral("game"), [](const QString &path) { return shootDemoGame(path, 5, 500, false); }},
        {QStringLiteral("game_1280"), [](const QString &path) { return shootDemoGame(path, 5, 500, false); }},
        {QStringLiteral("end"), [](const QString &path) { return shootDemoGame(path, 7, 300, true); }},
        {QStringLiteral("editor"), shootEditor},
        {QStringLiteral("rules"), shootRules},
        {QStringLiteral("companion"), shootCompanion},
        {QStringLiteral("game_dice"), shootDiceStatistics},
        {QStringLiteral("game_trade"), shootTrade},
        {QStringLiteral("game_victim"), shootVictim},
        {QStringLiteral("game_clock"), shootClock},
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
