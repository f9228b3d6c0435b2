#include "board_module.h"

#include "rules_window.h"
#include "session.h"

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

void BoardModule::showRules(QWidget *parent) { rules::showRules(parent); }

void registerBuiltinModules()
{
    if (!GameModules::find(QStringLiteral("board")))
        GameModules::add(std::make_unique<BoardModule>());
}

} // namespace canaan::session
