// The board game, Settlers of Canaan in both rulesets, as the first game module (game_module.h):
// the new-game dialog, *.canaansave files of the board game, the game window with its end screen,
// and the rules window. Its games are hosted in the session as every module's are: the match
// (play::SettlersMatch, the host) and its window (GameMainWindow, a client), which takes the start
// screen's place.
#pragma once

#include "app/session/game_module.h"
#include "play/autosave.h"

namespace canaan::settlerstable {
struct GameSetup;
}

namespace canaan::play {
class SettlersMatch;
}

namespace canaan::session {

class GameMainWindow;

class SettlersModule : public GameModule {
public:
    // Its id is its autosave's kind, whose files keep the names from before there were kinds
    // (play/autosave.h).
    static QString kindId() { return play::kSettlersAutosave; }
    QString id() const override { return kindId(); }
    QString name() const override;
    bool newGame(Session &session, QWidget *parent) override;
    bool playsMaps() const override { return true; }
    bool newGameOnMap(Session &session, QWidget *parent, const QString &mapPath) override;
    // Any save no later module claims: the board game's loader says what is wrong with a file.
    bool readsSave(const QByteArray &) const override { return true; }
    bool openSave(Session &session, QWidget *parent, const QString &path) override;
    void showRules(QWidget *parent) override;
    bool continueGame(Session &session, QWidget *parent) override;
    QString networkGame() const override { return QStringLiteral("settlers"); }
    // The game window over a RemoteSettlersTable (app/online_table/network_game_window.h).
    QWidget *openNetworkTable(Session &session, online::ServerLink &link, const QJsonObject &gameMessage, QWidget *parent,
                              QString *problem) override;

    // The board game open in the session: its window and its match, or null.
    static GameMainWindow *window(const Session &session);
    static play::SettlersMatch *match(const Session &session);
    // Opens a game window on setup (closing the board game open first, which may ask to save; null
    // when the person cancels). path names the file it came from, if any.
    static GameMainWindow *startGame(Session &session, const settlerstable::GameSetup &setup, const QString &path = QString());
    // The new-game dialog, on mapPath when given (else the last map); then the game.
    static GameMainWindow *newGameWindow(Session &session, QWidget *parent, const QString &mapPath = QString());
    // Loads a save and resumes it; reports a damaged file with its exact error.
    static GameMainWindow *resumeSave(Session &session, QWidget *parent, const QString &path);
    // Resumes the autosave. A damaged one is set aside (never deleted) and reported.
    static GameMainWindow *resumeAutosave(Session &session, QWidget *parent);
};

} // namespace canaan::session
