#include "app/session/board_module.h"

#include "app/session/conquest_module.h"

#include "app/online_table/network_game_window.h"
#include "rulebook/rules_window.h"
#include "app/session/session.h"

#include <QCoreApplication>

namespace canaan::session {

QString BoardModule::name() const
{
    return QCoreApplication::translate("canaan::session::BoardModule", "Settlers of Canaan");
}

bool BoardModule::newGame(Session &session, QWidget *parent) { return session.newGame(parent) != nullptr; }

bool BoardModule::openSave(Session &session, QWidget *parent, const QString &path)
{
    return session.openBoardSave(parent, path) != nullptr;
}

bool BoardModule::continueGame(Session &session, QWidget *parent)
{
    return session.continueBoardGame(parent) != nullptr;
}

void BoardModule::showRules(QWidget *parent)
{
    // At its first heading: the reference may show Conquest's page from before.
    rulebook::showRules(parent, QStringLiteral("rules"));
}

QWidget *BoardModule::openNetworkTable(Session &, online::ServerLink &link, const QJsonObject &gameMessage, QWidget *parent,
                                       QString *problem)
{
    QString why;
    std::unique_ptr<online::RemoteBoardTable> table = online::RemoteBoardTable::create(link, gameMessage, &why);
    if (!table) {
        *problem = QCoreApplication::translate("canaan::session::BoardModule", "The server's game could not be read: %1").arg(why);
        return nullptr;
    }
    auto *window = new online::NetworkGameWindow(link, std::move(table), parent);
    window->show();
    return window;
}

void registerBuiltinModules()
{
    if (!GameModules::find(QStringLiteral("board")))
        GameModules::add(std::make_unique<BoardModule>());
    if (!GameModules::find(QStringLiteral("conquest")))
        GameModules::add(std::make_unique<ConquestModule>());
}

} // namespace canaan::session
