#include "conquest_module.h"

#include "conquest_new_game_dialog.h"
#include "conquest_network_window.h"
#include "conquest_window.h"
#include "autosave.h"
#include "rules_window.h"
#include "session.h"
#include "window_fit.h"

#include "conquest/saves/conquest_save.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>

namespace canaan::session {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("canaan::session::ConquestModule", text); }

} // namespace

QString ConquestModule::name() const { return tr("Conquest"); }

cardtable::ConquestWindow *ConquestModule::openWindow(Session &session, const conquest::saves::SavedConquest &game)
{
    const QString kind = QStringLiteral("conquest");
    const QString path = play::autosavePath(kind);
    QDir().mkpath(QFileInfo(path).absolutePath());
    // The session owns the host, as the board game's; the window lives until it is closed, and the
    // start screen stays behind it.
    auto host = cardtable::ConquestWindow::makeHost(game);
    auto *window = new cardtable::ConquestWindow(game, *host);
    window->setAttribute(Qt::WA_DeleteOnClose);
    if (!session.hostConquest(host.get(), window)) {
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
    game::resizeToFit(window, window->size());
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
    // The writer puts "game" in the first lines; the loader checks the rest.
    static const QRegularExpression kind(QStringLiteral("\"game\"\\s*:\\s*\"conquest\""));
    return kind.match(QString::fromUtf8(head)).hasMatch();
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
