#include "app/online/lobby_game_opening.h"

#include "app/online_table/chat_panel.h"
#include "app/session/game_module.h"
#include "app/online_table/network_table_window.h"

#include <QCoreApplication>

namespace canaan::online {

QWidget *openLobbyGame(session::Session &session, ServerLink &link, const LobbyGameStart &start,
                       const std::optional<LobbyTable> &table, const QStringList &chatSoFar, QString *problem)
{
    const QString game = table ? table->game : LobbyTable().game;
    session::GameModule *module = session::GameModules::forNetworkGame(game);
    *problem = QCoreApplication::translate("canaan::online::LobbyWindow", "This app does not play the game \"%1\".").arg(game);
    QWidget *window = module ? module->openNetworkTable(session, link, start.message, nullptr, problem) : nullptr;
    if (!window)
        return nullptr;
    // What was said at the table before the start goes on in the game's chat.
    if (auto *tableWindow = qobject_cast<NetworkTableWindow *>(window)) {
        tableWindow->chat()->addEarlierLines(chatSoFar);
        tableWindow->noticeSeatChanges(table ? table->wire : QJsonObject());
    }
    return window;
}

} // namespace canaan::online
