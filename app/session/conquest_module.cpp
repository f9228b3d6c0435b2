#include "conquest_module.h"

#include "conquest_new_game_dialog.h"
#include "conquest_window.h"
#include "autosave.h"
#include "session.h"

#include "conquest/saves/conquest_save.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
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
    // The window lives until it is closed; the start screen stays behind it.
    auto *window = new cardtable::ConquestWindow(game);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setAutosavePath(path);
    // The autosave is written whole at each change of its state, so Continue resumes exactly there.
    auto settle = [&session, window, kind, path](play::AutosaveState whileRunning) {
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
    openWindow(session, cardtable::ConquestWindow::newGame(dialog.choices(), QRandomGenerator::system()->generate64()));
    return true;
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
    openWindow(session, *loaded.game);
    return true;
}

bool ConquestModule::continueGame(Session &session, QWidget *parent)
{
    const conquest::saves::LoadedConquest loaded = conquest::saves::loadFile(play::autosavePath(id()));
    if (!loaded.ok()) {
        session.setAsideDamagedAutosave(parent, id(), loaded.error);
        return false;
    }
    openWindow(session, *loaded.game);
    return true;
}

void ConquestModule::showRules(QWidget *parent)
{
    QMessageBox box(parent);
    box.setWindowTitle(tr("Conquest: the rules in brief"));
    box.setTextFormat(Qt::RichText);
    box.setText(tr("<p>Two to six nations fight for the cities of Canaan over 20 turns. Whoever holds the most "
                   "city tokens after the last round wins.</p>"
                   "<p>Every turn has four phases. In the <b>Leadership phase</b> each nation may discard up to "
                   "three cards. In the <b>Muster phase</b> it rolls for new armies. In the <b>Alliance phase</b> "
                   "the active nation names whom it attacks, and the others may lend a card or one to five "
                   "armies to either side. In the <b>Conquest phase</b> both sides choose their cards in secret "
                   "and reveal them together.</p>"
                   "<p>The side with the greater force in more of the four categories wins the battle; a tie is "
                   "settled by a roll. The loser loses armies, and a defender who loses gives up a city "
                   "token.</p>"
                   "<p>Every nation has an ability of its own, shown when you choose it.</p>"));
    box.exec();
}

} // namespace canaan::session
