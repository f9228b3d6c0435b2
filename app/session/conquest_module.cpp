#include "app/session/conquest_module.h"

#include "app/replay_viewer/replay_window.h"

#include "app/card_table/conquest_new_game_dialog.h"
#include "app/online_table/conquest_network_window.h"
#include "app/card_table/conquest_window.h"
#include "play/autosave.h"
#include "rulebook/rules_window.h"
#include "app/session/session.h"
#include "app/session/session_settings.h"
#include "app/settlers_table/window_fit.h"

#include "engine/conquest/saves/conquest_save.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>

namespace canaan::session {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("canaan::session::ConquestModule", text); }

} // namespace

QString ConquestModule::name() const { return tr("Conquest"); }

play::ConquestHost *ConquestModule::host(const Session &session)
{
    // The session holds it as it was hosted (openWindow's), so the cast is sound.
    return static_cast<play::ConquestHost *>(qobject_cast<play::MatchHostBase *>(session.gameHost(kindId())));
}

cardtable::ConquestWindow *ConquestModule::openWindow(Session &session, const conquest::saves::SavedConquest &game)
{
    const QString kind = kindId();
    const QString path = play::autosavePath(kind);
    QDir().mkpath(QFileInfo(path).absolutePath());
    // The session owns the host, as the board game's; the window lives until it is closed, and the
    // start screen stays behind it.
    auto host = cardtable::ConquestWindow::makeHost(game);
    auto *window = new cardtable::ConquestWindow(game, *host);
    window->setAttribute(Qt::WA_DeleteOnClose);
    if (!session.hostGame(kind, host.get(), window)) {
        delete window;
        return nullptr;
    }
    host.release(); // the session's now
    const bool autosaving = play::holdsAutosaves(); // not while another copy of the app writes it
    if (autosaving)
        window->setAutosavePath(path);
    // The autosave is written whole at each change of its state, so Continue resumes exactly there.
    auto settle = [&session, window, kind, path, autosaving](play::AutosaveState whileRunning) {
        if (!autosaving)
            return;
        QString error;
        if (!window->saveTo(path, &error))
            qWarning("canaan: the Conquest autosave failed: %s", qPrintable(error));
        play::setAutosaveState(kind, window->host().state().over() ? play::AutosaveState::Finished : whileRunning);
        emit session.autosaveChanged();
    };
    QObject::connect(&window->host(), &play::MatchHostBase::gameOver, window,
                     [settle] { settle(play::AutosaveState::Finished); });
    QObject::connect(window, &cardtable::ConquestWindow::closed, &session,
                     [settle] { settle(play::AutosaveState::Closed); });
    QObject::connect(&session, &Session::computerSpeedChanged, window, &cardtable::ConquestWindow::setStepDelay);
    // The speed in the game's own menu, as the board game's window has it.
    const QList<ComputerSpeed> speeds{ComputerSpeed::Slow, ComputerSpeed::Normal, ComputerSpeed::Fast, ComputerSpeed::Instant};
    for (ComputerSpeed speed : speeds)
        window->addSpeedChoice(stepDelayFor(speed), [speed] { return computerSpeedName(speed); });
    QObject::connect(window, &cardtable::ConquestWindow::speedChosen, &session,
                     [&session, speeds](int index) { session.setComputerSpeed(speeds.at(index)); });
    // A rematch: the same seats and options, a new deal, in a new window (this one closes; queued, so
    // that the window is not closed inside its own button's signal).
    window->offerRematch();
    QObject::connect(
        window, &cardtable::ConquestWindow::rematchRequested, &session,
        [&session, window] {
            conquest::saves::SavedConquest game = window->savedGame();
            game.log.clear();
            game.seed = QRandomGenerator::system()->generate64();
            openWindow(session, game);
        },
        Qt::QueuedConnection);
    // Replays: of this game from its end screen, of any save from the menu (as the board game's window).
    window->offerReplays();
    QObject::connect(window, &cardtable::ConquestWindow::replayRequested, &session, [&session, window] {
        session.showReplay(new replayviewer::ReplayWindow(play::conquestReplayOf(window->savedGame())));
    });
    QObject::connect(window, &cardtable::ConquestWindow::openReplayRequested, &session,
                     [&session, window] { session.openReplayWithDialog(window); });
    settlerstable::resizeToFit(window, window->size());
    window->show();
    window->start(session.stepDelay());
    settle(play::AutosaveState::Running); // a kill from now on leaves it "running"
    return window;
}

bool ConquestModule::newGame(Session &session, QWidget *parent)
{
    cardtable::ConquestNewGameDialog dialog(parent);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    return openWindow(session, cardtable::ConquestWindow::newGame(dialog.choices(), QRandomGenerator::system()->generate64()))
           != nullptr;
}

bool ConquestModule::readsSave(const QByteArray &head) const
{
    return conquest::saves::isConquestSave(head);
}

bool ConquestModule::openSave(Session &session, QWidget *parent, const QString &path)
{
    const conquest::saves::LoadedConquest loaded = conquest::saves::loadFile(path);
    if (!loaded.ok()) {
        if (session.report)
            session.report(parent, tr("Cannot open the game"), loaded.error);
        return false;
    }
    return openWindow(session, *loaded.game) != nullptr;
}

bool ConquestModule::continueGame(Session &session, QWidget *parent)
{
    const conquest::saves::LoadedConquest loaded = conquest::saves::loadFile(play::autosavePath(id()));
    if (!loaded.ok()) {
        session.setAsideDamagedAutosave(parent, id(), loaded.error);
        return false;
    }
    return openWindow(session, *loaded.game) != nullptr;
}

QWidget *ConquestModule::openNetworkTable(Session &, online::ServerLink &link, const QJsonObject &gameMessage, QWidget *parent,
                                          QString *)
{
    auto *window = new online::ConquestNetworkWindow(link, gameMessage, parent);
    window->show();
    return window;
}

void ConquestModule::showRules(QWidget *parent)
{
    // Its page in the rules reference (resources/rules/conquest_*.md), at its start.
    rulebook::showRules(parent, QStringLiteral("conquest"));
}

} // namespace canaan::session
