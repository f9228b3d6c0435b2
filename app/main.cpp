// canaan: the desktop game. Everything but start-up lives in canaan_app and canaan_session, which
// the tests link.
#include "app/app_info.h"
#include "translations/src/app_translator.h"
#include "engine/io/map_file.h"
#include "app/main_window.h"
#include "app/replay_viewer/replay_window.h"
#include "app/replay_viewer/review_panel.h"
#include "app/screenshot.h"
#include "play/autosave.h"
#include "app/session/settlers_module.h"
#include "app/session/demo_game.h"
#include "app/session/end_screen.h"
#include "app/session/game_main_window.h"
#include "app/start_options.h"
#include "app/online/lobby_window.h"
#include "app/online/online_play.h"

#include <QApplication>
#include <QRandomGenerator>
#include <QTimer>
#include <cstdio>

namespace {

using namespace canaan;

// --host-network or --join-network: the lobby at once.
bool openNetworkGame(app::MainWindow &window, const app::StartOptions &options)
{
    const QString name = options.networkName.isEmpty() ? qEnvironmentVariable("USER", QStringLiteral("player")) : options.networkName;
    online::LobbyWindow *lobby = nullptr;
    if (options.hostPort > 0) {
        QString problem;
        lobby = online::hostLobby(*window.session(), quint16(options.hostPort), name, &problem);
        if (!lobby) {
            std::fprintf(stderr, "%s\n", qPrintable(problem));
            return false;
        }
    } else {
        lobby = online::openLobby(*window.session(), options.joinAddress, options.joinPort, name);
        if (!options.joinCode.isEmpty()) // an invitation: its table once connected
            lobby->joinWhenConnected(options.joinCode);
    }
    window.showLobby(lobby);
    return true;
}

// Opens what the command line asks for; false when it cannot (the message is printed).
bool openRequested(app::MainWindow &window, const app::StartOptions &options)
{
    session::Session *session = window.session();
    if (options.hostPort > 0 || !options.joinAddress.isEmpty())
        return openNetworkGame(window, options);
    if (options.autoplayBots) {
        session->setStepDelayOverride(0);
        const MapLoadResult loaded = loadMapFile(options.mapPath.isEmpty() ? app::kDefaultMapResource : options.mapPath);
        if (!loaded.ok()) {
            std::fprintf(stderr, "%s\n", qPrintable(loaded.error.toString()));
            return false;
        }
        return session::SettlersModule::startGame(*session, session::botsOnlySetup(*loaded.map, QRandomGenerator::global()->generate64())) != nullptr;
    }
    if (options.continueGame) {
        // In the event loop, so a message about a damaged autosave runs inside it (and --screenshot too).
        QTimer::singleShot(0, &window, [&window] {
            // The start screen first: a board game hides it, a game in a window of its own keeps it behind.
            window.show();
            window.session()->continueGame(&window);
        });
        return true;
    }
    if (options.replay && !options.savePath.isEmpty()) {
        replayviewer::ReplayWindow *replay = session->openReplay(&window, options.savePath);
        if (!replay)
            return false;
        if (options.replayAction >= 0)
            replay->seek(options.replayAction);
        if (!options.screenshotPath.isEmpty())
            replay->review()->waitForEstimate(); // the picture shows the chance to win
        return true;
    }
    if (!options.savePath.isEmpty()) {
        window.show();
        session->openFile(&window, options.savePath);
        return true;
    }
    window.show();
    if (options.edit) {
        window.openMapEditor(options.mapPath);
    } else if (!options.mapPath.isEmpty()) {
        // After the event loop starts, so the dialog is a proper window (and --screenshot sees it).
        QTimer::singleShot(0, &window, [&window, path = options.mapPath] { window.session()->newGameOnMap(&window, path); });
    } else if (options.screenshotPath.isEmpty()) {
        QTimer::singleShot(0, &window, [&window] { window.offerToResume(); });
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    if (app::asksForTextOnly(argc, argv)) { // no display needed
        QCoreApplication core(argc, argv);
        AppTranslator translator;
        return app::report(app::readCommandLine(translator));
    }

    QApplication application(argc, argv);
    AppTranslator translator;
    const app::ParsedStart parsed = app::readCommandLine(translator);
    if (parsed.action != app::ParsedStart::Action::Run)
        return app::report(parsed);
    app::setDesktopInfo();
    // The start screen hides while a game is open: quitting is explicit (Quit, or closing the start
    // screen), never a side effect of closing the last visible window.
    QApplication::setQuitOnLastWindowClosed(false);

    app::MainWindow window(&translator);
    QObject::connect(&window, &app::MainWindow::quitRequested, &application, &QCoreApplication::quit,
                     Qt::QueuedConnection);
    if (!parsed.options.screenshotPath.isEmpty()) {
        // A moment for the game or dialog to open, then the picture. Set first: opening may show a
        // message box whose own event loop must still run it.
        QTimer::singleShot(700, &window, [&window, path = parsed.options.screenshotPath] {
            app::saveScreenshotAndQuit(app::screenshotTarget(window), path);
        });
    }
    if (!openRequested(window, parsed.options))
        return 2;
    return QApplication::exec();
}
