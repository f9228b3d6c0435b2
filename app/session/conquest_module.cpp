#include "conquest_module.h"

#include "conquest_new_game_dialog.h"
#include "conquest_network_window.h"
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

// Where a running Conquest game is kept after every turn: beside the board game's autosave.
QString conquestAutosavePath()
{
    const QFileInfo boardAutosave(play::autosavePath());
    QDir().mkpath(boardAutosave.absolutePath());
    return boardAutosave.dir().filePath(QStringLiteral("conquest-autosave.canaansave"));
}

// The window lives until it is closed; the start screen stays behind it.
void showWindow(Session &session, const conquest::saves::SavedConquest &game)
{
    auto *window = new cardtable::ConquestWindow(game);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setAutosavePath(conquestAutosavePath());
    window->show();
    window->start(session.stepDelay());
}

} // namespace

QString ConquestModule::name() const { return tr("Conquest"); }

bool ConquestModule::newGame(Session &session, QWidget *parent)
{
    cardtable::ConquestNewGameDialog dialog(parent);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    showWindow(session, cardtable::ConquestWindow::newGame(dialog.choices(), QRandomGenerator::system()->generate64()));
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
    showWindow(session, *loaded.game);
    return true;
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
