// The application's sessions: the games open now, at most one of each kind (GameModule::id()) —
// each its host (the session owns it: the host owns the game) and the window that is its client —
// and the ways to reach one (a module's new-game choices, a saved file, the autosave), the settings
// they share and the messages they give. It names no game: what is particular to a game is its
// module's (game_module.h), which hosts its games here.
// The start screen and the game windows all talk to this object, so New, Open and Continue behave
// the same from either.
#pragma once

#include "app/session/language_settings.h"
#include "app/session/session_settings.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <functional>
#include <vector>

class QWidget;

namespace canaan {
class AppTranslator;
}

namespace canaan::replayviewer {
class ReplayWindow;
}

namespace canaan::session {

class Session : public QObject {
    Q_OBJECT
public:
    // translator may be null (tests): choosing a language then only stores it.
    explicit Session(AppTranslator *translator = nullptr, QObject *parent = nullptr);
    ~Session() override;

    // Hosts a game of a module's `kind`: the game of that kind already open is closed first (its
    // window may ask about unsaved turns); false when it stays open. The host then is the session's and
    // goes once `window` (its client) is destroyed. closeWithoutAsking closes the window without its
    // questions when the session ends (by default it is closed as it is).
    bool hostGame(const QString &kind, QObject *host, QWidget *window, std::function<void()> closeWithoutAsking = {});
    // The open game of `kind`: its host and its window, or null.
    QObject *gameHost(const QString &kind) const;
    QWidget *gameWindow(const QString &kind) const;
    // Closes the open game of `kind` (its window may ask); true when none is open afterwards.
    bool closeGame(const QString &kind);
    // Closes every open game (quitting); true when none is open afterwards.
    bool closeGames();
    // The game window shown in place of the start screen (one announced with gameOpened), or null.
    QWidget *coveringGame() const { return m_covering.data(); }

    // The new-game choices of the module that plays maps (the map editor's Play), on mapPath.
    bool newGameOnMap(QWidget *parent, const QString &mapPath);
    // Opens a .canaansave through the game module whose save it is (game_module.h); returns the
    // window that took the start screen's place (gameOpened), if any.
    QWidget *openFile(QWidget *parent, const QString &path);
    // The file dialog, then openFile().
    QWidget *openWithDialog(QWidget *parent);
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
    // A game's window took the start screen's place (the start screen hides itself).
    void gameOpened(QWidget *window);
    // The game window closed; the start screen shows itself again (unless quitting).
    void gameClosed();
    // The autosave changed (written, set aside, finished): Continue may change.
    void autosaveChanged();
    void computerSpeedChanged(int stepDelay);
    void quitRequested();

private:
    AppTranslator *m_translator;
    struct OpenGame {
        QString kind;
        QPointer<QObject> host;
        QPointer<QWidget> window;
        std::function<void()> closeWithoutAsking;
        bool closed = false; // closed through closeGame; kept until its window is gone
    };
    OpenGame *openGame(const QString &kind);
    const OpenGame *openGame(const QString &kind) const;

    // Every hosted game whose window still exists, closed or not: the session deletes what is left
    // while the hosts (its children) still exist.
    std::vector<OpenGame> m_games;
    QPointer<QWidget> m_covering;
    int m_stepDelayOverride = -1;
};

// The About box.
void showAbout(QWidget *parent);

} // namespace canaan::session
