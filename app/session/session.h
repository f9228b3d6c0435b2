// The application's sessions: at most one board game and one Conquest game at a time — each its
// host (play::BoardMatch, play::ConquestHost: the host owns the game) and the window that is its
// client — and the ways to reach one (the new-game dialog, a saved file, the autosave), the settings
// they share and the messages they give.
// The start screen and the game window both talk to this object, so New, Open and Continue behave
// the same from either.
#pragma once

#include "app/game/game_setup.h"
#include "app/session/language_settings.h"
#include "app/session/session_settings.h"

#include "play/conquest_game.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <functional>

class QWidget;

namespace canaan {
class AppTranslator;
}

namespace canaan::replayviewer {
class ReplayWindow;
}

namespace canaan::session {

class GameMainWindow;

class Session : public QObject {
    Q_OBJECT
public:
    // translator may be null (tests): choosing a language then only stores it.
    explicit Session(AppTranslator *translator = nullptr, QObject *parent = nullptr);
    ~Session() override;

    GameMainWindow *game() const;
    // The match being played (the host of the game in game()), or null.
    play::BoardMatch *match() const { return m_match.data(); }
    // The Conquest match being played, owned here as the board game's is (its window is a client),
    // or null.
    play::ConquestHost *conquestHost() const;
    // Hosts a Conquest game: the host is the session's, and goes once `window` (its client, not yet
    // shown) is destroyed. A Conquest game already open is closed first; false when it stays open.
    bool hostConquest(play::ConquestHost *host, QWidget *window);

    // Opens a game window (closing the current game first, which may ask to save; null when the
    // person cancels). path names the file it came from, if any.
    GameMainWindow *startGame(const game::GameSetup &setup, const QString &path = QString());
    // Closes the current game (asking about unsaved turns). True when no game is open afterwards.
    bool closeGame();
    // The new-game dialog, on mapPath when given (else the last map); then the game.
    GameMainWindow *newGame(QWidget *parent, const QString &mapPath = QString());
    // Opens a .canaansave through the game module whose save it is (game_module.h); returns the
    // window of a board game, else null.
    GameMainWindow *openFile(QWidget *parent, const QString &path);
    // Loads a board game's save and resumes it; reports a damaged file with its exact error.
    GameMainWindow *openBoardSave(QWidget *parent, const QString &path);
    // The file dialog, then openFile().
    GameMainWindow *openWithDialog(QWidget *parent);
    // Opens a saved game of either kind, finished or not, in a replay window (app/replay_viewer); a damaged
    // file is reported with its exact error. The window deletes itself when closed.
    replayviewer::ReplayWindow *openReplay(QWidget *parent, const QString &path);
    // The file dialog (in the saves folder), then openReplay().
    replayviewer::ReplayWindow *openReplayWithDialog(QWidget *parent);
    // Shows a replay window (a file's, or a game just played: both end screens' Replay…); it deletes
    // itself when closed.
    replayviewer::ReplayWindow *showReplay(replayviewer::ReplayWindow *window);
    // Continue: resumes the newest unfinished autosave of any game kind, through its module
    // (GameModules::toContinue()). True when a game was resumed.
    bool continueGame(QWidget *parent);
    // Resumes the board game's autosave. A damaged one is set aside (never deleted) and reported.
    GameMainWindow *continueBoardGame(QWidget *parent);
    // A module's autosave (play::autosavePath(kind)) that cannot be loaded: set aside, never
    // deleted, and reported with its error and where it was kept.
    void setAsideDamagedAutosave(QWidget *parent, const QString &kind, const QString &error);

    void showSettings(QWidget *parent);
    void chooseLanguage(app::LanguageChoice choice);
    void setComputerSpeed(ComputerSpeed speed);
    // The step delay new and open games use: the setting, or the override (--autoplay-bots).
    int stepDelay() const;
    void setStepDelayOverride(int ms) { m_stepDelayOverride = ms; }

    // How messages reach the person; tests replace them to answer and to read what was said.
    std::function<void(QWidget *parent, const QString &title, const QString &text)> report;
    std::function<bool(QWidget *parent, const QString &title, const QString &text)> ask;

    // Join (or host) a network game, asked from a game window's menu: the start screen, which
    // knows the network windows (app/online), answers networkGameRequested.
    void requestNetworkGame(QWidget *parent, bool host) { emit networkGameRequested(parent, host); }

signals:
    void networkGameRequested(QWidget *parent, bool host);
    void gameOpened(canaan::session::GameMainWindow *window);
    // The game window closed; the start screen shows itself again (unless quitting).
    void gameClosed();
    // The autosave changed (written, set aside, finished): Continue may change.
    void autosaveChanged();
    void computerSpeedChanged(int stepDelay);
    void quitRequested();

private:
    AppTranslator *m_translator;
    QPointer<GameMainWindow> m_game;
    QPointer<play::BoardMatch> m_match;
    QPointer<play::MatchHostBase> m_conquestHost;
    QPointer<QWidget> m_conquestWindow;
    int m_stepDelayOverride = -1;
};

// The About box.
void showAbout(QWidget *parent);

} // namespace canaan::session
