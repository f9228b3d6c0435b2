#include "app/session/session.h"

#include "translations/src/app_translator.h"
#include "play/autosave.h"
#include "app/session/board_module.h"
#include "app/session/game_folder.h"
#include "app/session/game_main_window.h"
#include "engine/io/safe_write.h"
#include "engine/io/save_file.h"
#include "app/session/new_game_dialog.h"
#include "app/replay_viewer/replay_window.h"
#include "app/session/save_conversion.h"
#include "app/session/settings_dialog.h"

#include <QApplication>
#include <QEventLoop>
#include <QFutureWatcher>
#include <QProgressDialog>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <atomic>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <cstdio>

namespace canaan::session {

namespace {
// Reads and replays a saved game in a worker thread while the event loop runs, so that a long game
// (a million actions take seconds) keeps every window painting; after a moment a progress dialog
// counts the replayed actions. Returns when the load is done.
SaveLoadResult loadShowingProgress(QWidget *parent, const QString &path)
{
    std::atomic<int> done{0};
    std::atomic<int> total{0};
    QFutureWatcher<SaveLoadResult> watcher;
    QEventLoop loop;
    QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
    watcher.setFuture(QtConcurrent::run([path, &done, &total] {
        return loadSaveFile(path, [&done, &total](int d, int t) {
            total = t;
            done = d;
        });
    }));
    QProgressDialog dialog(QCoreApplication::translate("canaan::session::Session", "Opening the saved game…"),
        QString(), 0, 0, parent);
    dialog.setWindowModality(Qt::ApplicationModal);
    dialog.setMinimumDuration(300);
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, &dialog, [&] {
        if (total > 0) {
            dialog.setMaximum(total);
            dialog.setValue(done);
        }
    });
    tick.start(50);
    if (!watcher.isFinished())
        loop.exec();
    return watcher.result();
}

} // namespace

Session::Session(AppTranslator *translator, QObject *parent) : QObject(parent), m_translator(translator)
{
    registerBuiltinModules();
    // An autosave killed at the moment of its rename leaves autosave.canaansave.XXXXXX behind.
    for (const auto &module : GameModules::all())
        io::removeStaleTemporaryFiles(play::autosavePath(module->id()));
    report = [](QWidget *parent, const QString &title, const QString &text) {
        std::fprintf(stderr, "canaan: %s\n", qPrintable(text)); // for whoever started it from a terminal
        QMessageBox::warning(parent, title, text);
    };
    ask = [](QWidget *parent, const QString &title, const QString &text) {
        return QMessageBox::question(parent, title, text, QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes) ==
               QMessageBox::Yes;
    };
}

Session::~Session()
{
    if (m_game)
        m_game->closeWithoutAsking();
    // The Conquest window goes now, while its host (a child of this session) still exists.
    if (m_conquestWindow) {
        m_conquestWindow->close();
        delete m_conquestWindow.data();
    }
}

GameMainWindow *Session::game() const { return m_game.data(); }

int Session::stepDelay() const
{
    return m_stepDelayOverride >= 0 ? m_stepDelayOverride : stepDelayFor(storedComputerSpeed());
}

bool Session::closeGame()
{
    if (!m_game)
        return true;
    if (!m_game->close())
        return false;
    m_game = nullptr;
    return true;
}

play::ConquestHost *Session::conquestHost() const
{
    return static_cast<play::ConquestHost *>(m_conquestHost.data());
}

bool Session::hostConquest(play::ConquestHost *host, QWidget *window)
{
    if (m_conquestWindow && m_conquestWindow != window && !m_conquestWindow->close())
        return false;
    host->setParent(this);
    connect(window, &QObject::destroyed, host, &QObject::deleteLater);
    m_conquestHost = host;
    m_conquestWindow = window;
    return true;
}

GameMainWindow *Session::startGame(const game::GameSetup &setup, const QString &path)
{
    if (!closeGame())
        return nullptr;
    // The session owns the match; its window is a client and goes first (the match is deleted
    // once the window is, so a window never outlives its match).
    auto *match = new play::BoardMatch(game::boardSetupOf(setup), this);
    if (match->resumeError() >= 0) {
        // The file passed its own checks, so this means the two disagree: say so, never crash.
        report(nullptr, tr("Open Game"),
               tr("The game could not be resumed: action %1 of its log is not legal here.").arg(match->resumeError()));
        delete match;
        return nullptr;
    }
    match->seatComputerPlayers();
    match->autosaveToAppData();
    auto *window = new GameMainWindow(this, *match, setup.seats, path);
    connect(window, &QObject::destroyed, match, &QObject::deleteLater);
    m_match = match;
    m_game = window;
    connect(window, &GameMainWindow::quitRequested, this, &Session::quitRequested);
    window->show();
    window->start();
    emit gameOpened(window);
    return window;
}

GameMainWindow *Session::newGame(QWidget *parent, const QString &mapPath)
{
    NewGameDialog dialog(parent, mapPath);
    if (dialog.exec() != QDialog::Accepted)
        return nullptr;
    return startGame(dialog.setup());
}

GameMainWindow *Session::openFile(QWidget *parent, const QString &path)
{
    // The registry says whose save it is (the last module that claims it: the board game's takes
    // any file, so that its loader words what is wrong with a damaged one); the session names no game.
    GameModule *module = GameModules::forSave(GameModules::saveHead(path));
    if (!module)
        return nullptr;
    GameMainWindow *opened = nullptr; // only a board game's window is a GameMainWindow
    const QMetaObject::Connection watch = connect(this, &Session::gameOpened, this, [&opened](GameMainWindow *w) { opened = w; });
    module->openSave(*this, parent, path);
    disconnect(watch);
    return opened;
}

GameMainWindow *Session::openBoardSave(QWidget *parent, const QString &path)
{
    const SaveLoadResult loaded = loadShowingProgress(parent, path);
    if (!loaded.ok()) {
        report(parent, tr("Open Game"), tr("The saved game could not be opened:\n%1").arg(loaded.error.toString()));
        return nullptr;
    }
    rememberGamesFolder(path);
    return startGame(setupOf(*loaded.game), QFileInfo(path).absoluteFilePath());
}

GameMainWindow *Session::openWithDialog(QWidget *parent)
{
    const QString path =
        QFileDialog::getOpenFileName(parent, tr("Open Saved Game"), gamesFolder(), tr("Saved games (*.canaansave)"));
    return path.isEmpty() ? nullptr : openFile(parent, path);
}

replayviewer::ReplayWindow *Session::openReplay(QWidget *parent, const QString &path)
{
    QString error;
    replayviewer::ReplayWindow *window = replayviewer::ReplayWindow::open(path, nullptr, &error);
    if (!window) {
        report(parent, tr("Open Replay"), tr("The saved game could not be opened:\n%1").arg(error));
        return nullptr;
    }
    return showReplay(window);
}

replayviewer::ReplayWindow *Session::showReplay(replayviewer::ReplayWindow *window)
{
    window->show();
    return window;
}

replayviewer::ReplayWindow *Session::openReplayWithDialog(QWidget *parent)
{
    const QString path =
        QFileDialog::getOpenFileName(parent, tr("Open Replay"), gamesFolder(), tr("Saved games (*.canaansave)"));
    return path.isEmpty() ? nullptr : openReplay(parent, path);
}

bool Session::continueGame(QWidget *parent)
{
    GameModule *module = GameModules::toContinue();
    if (!module) {
        report(parent, tr("Continue"), tr("There is no game to continue."));
        emit autosaveChanged();
        return false;
    }
    return module->continueGame(*this, parent);
}

GameMainWindow *Session::continueBoardGame(QWidget *parent)
{
    const QString path = play::autosavePath();
    if (!QFileInfo::exists(path)) {
        report(parent, tr("Continue"), tr("There is no game to continue."));
        emit autosaveChanged();
        return nullptr;
    }
    const SaveLoadResult loaded = loadShowingProgress(parent, path);
    if (!loaded.ok()) {
        setAsideDamagedAutosave(parent, play::kBoardAutosave, loaded.error.toString());
        return nullptr;
    }
    QString savedAs = play::autosaveSavedAs();
    if (!savedAs.isEmpty() && !QFileInfo::exists(savedAs))
        savedAs.clear(); // moved or deleted since: untitled again, Ctrl+S asks where
    return startGame(setupOf(*loaded.game), savedAs);
}

void Session::setAsideDamagedAutosave(QWidget *parent, const QString &kind, const QString &error)
{
    const QString path = play::autosavePath(kind);
    const QString aside = play::setAsideDamagedAutosave(kind);
    emit autosaveChanged();
    const QString where = aside.isEmpty() ? tr("It could not be moved aside and is still at %1.").arg(path)
                                          : tr("It was kept as %1.").arg(aside);
    report(parent, tr("Continue"), tr("The autosaved game is damaged and cannot be resumed:\n%1\n\n%2").arg(error, where));
}

void Session::showSettings(QWidget *parent)
{
    SettingsDialog dialog(this, parent);
    dialog.exec();
}

void Session::chooseLanguage(app::LanguageChoice choice)
{
    app::storeLanguage(choice);
    // Installing the translators sends LanguageChange to every window; they retranslate themselves.
    if (m_translator)
        m_translator->apply(app::languageCode(choice));
}

void Session::setComputerSpeed(ComputerSpeed speed)
{
    storeComputerSpeed(speed);
    emit computerSpeedChanged(stepDelay());
}

void showAbout(QWidget *parent)
{
    QMessageBox::about(parent, QCoreApplication::translate("canaan::session::About", "About Canaan"),
                       QCoreApplication::translate(
                           "canaan::session::About",
                           "<h3>Settlers of Canaan %1</h3>"
                           "<p>The board game Settlers of Canaan, a Bible-themed variant of Catan, for 2 to 4 "
                           "tribes of Israel at one computer, against the computer or each other.</p>"
                           "<p>Built with Qt %2.</p>")
                           .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

} // namespace canaan::session
