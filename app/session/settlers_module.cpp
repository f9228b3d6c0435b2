#include "app/session/settlers_module.h"

#include "app/settlers_table/game_setup.h"
#include "app/online_table/network_game_window.h"
#include "app/session/game_folder.h"
#include "app/session/game_main_window.h"
#include "app/session/new_game_dialog.h"
#include "app/session/save_conversion.h"
#include "app/session/session.h"
#include "engine/io/save_file.h"
#include "play/autosave.h"
#include "rulebook/rules_window.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QProgressDialog>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <atomic>

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
    QProgressDialog dialog(QCoreApplication::translate("canaan::session::Session", "Opening the saved game…"), QString(), 0, 0, parent);
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

QString SettlersModule::name() const
{
    return QCoreApplication::translate("canaan::session::SettlersModule", "Settlers of Canaan");
}

GameMainWindow *SettlersModule::window(const Session &session)
{
    return qobject_cast<GameMainWindow *>(session.gameWindow(kindId()));
}

play::SettlersMatch *SettlersModule::match(const Session &session)
{
    return qobject_cast<play::SettlersMatch *>(session.gameHost(kindId()));
}

GameMainWindow *SettlersModule::startGame(Session &session, const settlerstable::GameSetup &setup, const QString &path)
{
    // The old game's window closes (and writes its autosave) before the new match writes its own.
    if (!session.closeGame(kindId()))
        return nullptr;
    // The session owns the match; its window is a client and goes first (the match is deleted
    // once the window is, so a window never outlives its match).
    auto *match = new play::SettlersMatch(settlerstable::boardSetupOf(setup), &session);
    if (match->resumeError() >= 0) {
        // The file passed its own checks, so this means the two disagree: say so, never crash.
        session.report(nullptr, QCoreApplication::translate("canaan::session::Session", "Open Game"),
                       QCoreApplication::translate("canaan::session::Session", "The game could not be resumed: action %1 of its log is not legal here.").arg(match->resumeError()));
        delete match;
        return nullptr;
    }
    match->seatComputerPlayers();
    match->autosaveToAppData();
    auto *window = new GameMainWindow(&session, *match, setup.seats, path);
    session.hostGame(kindId(), match, window, [window] { window->closeWithoutAsking(); });
    QObject::connect(window, &GameMainWindow::quitRequested, &session, &Session::quitRequested);
    window->show();
    window->start();
    emit session.gameOpened(window);
    return window;
}

GameMainWindow *SettlersModule::newGameWindow(Session &session, QWidget *parent, const QString &mapPath)
{
    NewGameDialog dialog(parent, mapPath);
    if (dialog.exec() != QDialog::Accepted)
        return nullptr;
    return startGame(session, dialog.setup());
}

GameMainWindow *SettlersModule::resumeSave(Session &session, QWidget *parent, const QString &path)
{
    const SaveLoadResult loaded = loadShowingProgress(parent, path);
    if (!loaded.ok()) {
        session.report(parent, QCoreApplication::translate("canaan::session::Session", "Open Game"), QCoreApplication::translate("canaan::session::Session", "The saved game could not be opened:\n%1").arg(loaded.error.toString()));
        return nullptr;
    }
    rememberGamesFolder(path);
    return startGame(session, setupOf(*loaded.game), QFileInfo(path).absoluteFilePath());
}

GameMainWindow *SettlersModule::resumeAutosave(Session &session, QWidget *parent)
{
    const QString path = play::autosavePath(kindId());
    if (!QFileInfo::exists(path)) {
        session.report(parent, QCoreApplication::translate("canaan::session::Session", "Continue"), QCoreApplication::translate("canaan::session::Session", "There is no game to continue."));
        emit session.autosaveChanged();
        return nullptr;
    }
    const SaveLoadResult loaded = loadShowingProgress(parent, path);
    if (!loaded.ok()) {
        session.setAsideDamagedAutosave(parent, kindId(), loaded.error.toString());
        return nullptr;
    }
    QString savedAs = play::autosaveSavedAs(kindId());
    if (!savedAs.isEmpty() && !QFileInfo::exists(savedAs))
        savedAs.clear(); // moved or deleted since: untitled again, Ctrl+S asks where
    return startGame(session, setupOf(*loaded.game), savedAs);
}

bool SettlersModule::newGame(Session &session, QWidget *parent) { return newGameWindow(session, parent) != nullptr; }

bool SettlersModule::newGameOnMap(Session &session, QWidget *parent, const QString &mapPath)
{
    return newGameWindow(session, parent, mapPath) != nullptr;
}

bool SettlersModule::openSave(Session &session, QWidget *parent, const QString &path)
{
    return resumeSave(session, parent, path) != nullptr;
}

bool SettlersModule::continueGame(Session &session, QWidget *parent) { return resumeAutosave(session, parent) != nullptr; }

void SettlersModule::showRules(QWidget *parent)
{
    // At its first heading: the reference may show Conquest's page from before.
    rulebook::showRules(parent, QStringLiteral("rules"));
}

QWidget *SettlersModule::openNetworkTable(Session &, online::ServerLink &link, const QJsonObject &gameMessage, QWidget *parent,
                                       QString *problem)
{
    QString why;
    std::unique_ptr<online::RemoteSettlersTable> table = online::RemoteSettlersTable::create(link, gameMessage, &why);
    if (!table) {
        *problem = QCoreApplication::translate("canaan::session::SettlersModule", "The server's game could not be read: %1").arg(why);
        return nullptr;
    }
    auto *window = new online::NetworkGameWindow(link, std::move(table), parent);
    window->show();
    return window;
}

} // namespace canaan::session
