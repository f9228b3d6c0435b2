// The board game, Settlers of Canaan in both rulesets, as the first game module (game_module.h):
// the new-game dialog, *.canaansave files of the board game, the game window with its end screen,
// and the rules window.
#pragma once

#include "app/session/game_module.h"

namespace canaan::session {

class BoardModule : public GameModule {
public:
    QString id() const override { return QStringLiteral("board"); }
    QString name() const override;
    bool newGame(Session &session, QWidget *parent) override;
    // Any save no later module claims: the board game's loader says what is wrong with a file.
    bool readsSave(const QByteArray &) const override { return true; }
    bool openSave(Session &session, QWidget *parent, const QString &path) override;
    void showRules(QWidget *parent) override;
    bool continueGame(Session &session, QWidget *parent) override;
    QString networkGame() const override { return QStringLiteral("settlers"); }
    // The game window over a RemoteBoardTable (app/online_table/network_game_window.h).
    QWidget *openNetworkTable(Session &session, online::ServerLink &link, const QJsonObject &gameMessage, QWidget *parent,
                              QString *problem) override;
};

// Registers the modules built into the program (once; later calls do nothing).
void registerBuiltinModules();

} // namespace canaan::session
