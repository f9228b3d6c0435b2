// Conquest, the card-and-dice game (docs/conquest.md), as the second game module (game_module.h):
// its new-game dialog, its saves (a *.canaansave whose "game" is "conquest") and the card table's
// window. Registered beside the board game with no change to the start screen's code.
#pragma once

#include "app/session/game_module.h"

#include "engine/conquest/saves/conquest_save.h"
#include "play/conquest_game.h"

namespace canaan::cardtable {
class ConquestWindow;
}

namespace canaan::session {

class ConquestModule : public GameModule {
public:
    static QString kindId() { return QStringLiteral("conquest"); }
    QString id() const override { return kindId(); }
    QString name() const override;
    bool newGame(Session &session, QWidget *parent) override;
    bool readsSave(const QByteArray &head) const override;
    bool openSave(Session &session, QWidget *parent, const QString &path) override;
    void showRules(QWidget *parent) override;
    bool continueGame(Session &session, QWidget *parent) override;

    // The Conquest game open in the session: its host, or null.
    static play::ConquestHost *host(const Session &session);
    // The game in the card table's window, autosaved to play::autosavePath("conquest") with its
    // state (running, closed, finished) for Continue. The window deletes itself when closed.
    static cardtable::ConquestWindow *openWindow(Session &session, const conquest::saves::SavedConquest &game);
    // A Conquest table of a network server: the card table over the server's seat view.
    QString networkGame() const override { return kindId(); }
    QWidget *openNetworkTable(Session &session, online::ServerLink &link, const QJsonObject &gameMessage, QWidget *parent,
                              QString *problem) override;
};

} // namespace canaan::session
