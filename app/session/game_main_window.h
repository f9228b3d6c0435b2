// The game's main window: the game window (settlerstable::GameWindow) with the menus around it — Game (new,
// open, save, close, quit), View (zoom, fit, dice statistics), Settings (language, computer speed) and Help. It saves
// on request, has the match write the autosave (the match writes it after every turn) on close,
// marks unsaved turns with "*" in the title, asks before losing them, and shows the end screen when
// the game is over. The match belongs to the session; it outlives this window.
#pragma once

#include "app/settlers_table/game_setup.h"
#include "app/session/language_settings.h"

#include <QMainWindow>
#include <QPointer>

class QAction;
class QActionGroup;
class QMenu;

namespace canaan::settlerstable {
class GameWindow;
}

namespace canaan::session {

class EndScreen;
class Session;

class GameMainWindow : public QMainWindow {
    Q_OBJECT
public:
    // path: the file the game was opened from, or empty for a new (untitled) game.
    GameMainWindow(Session *session, play::SettlersMatch &match, const QList<settlerstable::SeatPlan> &seats,
                   const QString &path = QString(), QWidget *parent = nullptr);
    ~GameMainWindow() override;

    settlerstable::GameWindow *gameWindow() const { return m_game; }
    play::SettlersMatch &match() const;
    // The table as it is now (its seats' names may have followed the language): for a rematch.
    settlerstable::GameSetup currentSetup() const;
    QString filePath() const { return m_path; }
    // Turns played since the game was last saved to its file (or since it began).
    bool hasUnsavedTurns() const;
    EndScreen *endScreen() const;
    // Settings → Computer Speed: one checkable action per speed (data: ComputerSpeed).
    QList<QAction *> speedActions() const;

    // Starts play (the match's automatic steps).
    void start();
    // Writes the game to path and makes it the window's file. False with a message on failure.
    bool saveTo(const QString &path);
    bool save();   // to its file, else Save As
    bool saveAs(); // asks for a file
    // Writes the autosave now (the match writes it after every turn anyway), after any background one.
    bool autosave();
    // From this many actions the autosave after a turn is written in a worker thread.
    static constexpr std::size_t kBackgroundAutosaveActions = play::MatchHostBase::kBackgroundAutosaveActions;
    // Whether a background autosave is being written.
    bool isAutosaving() const;
    // Closes without asking (after a question answered elsewhere, or when quitting).
    void closeWithoutAsking();

signals:
    void quitRequested();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createMenus();
    void retranslateUi();
    void updateTitle();
    void onGameOver();
    void applySpeed(int stepDelay);
    bool askToSave(); // false: cancelled
    void showAutosaveError(const QString &error);

    Session *m_session;
    settlerstable::GameWindow *m_game;
    QString m_path;
    std::size_t m_savedLogSize = 0;
    bool m_closeAsked = false;
    QPointer<EndScreen> m_endScreen;

    QMenu *m_gameMenu = nullptr, *m_viewMenu = nullptr, *m_settingsMenu = nullptr, *m_languageMenu = nullptr,
          *m_speedMenu = nullptr, *m_helpMenu = nullptr;
    QAction *m_openReplayAction = nullptr; // Open Replay…: a saved game in the replay window
    QAction *m_newAction = nullptr, *m_openAction = nullptr, *m_joinAction = nullptr, *m_hostAction = nullptr, *m_saveAction = nullptr, *m_saveAsAction = nullptr,
            *m_closeAction = nullptr, *m_quitAction = nullptr, *m_zoomInAction = nullptr,
            *m_zoomOutAction = nullptr, *m_fitAction = nullptr, *m_settingsAction = nullptr,
            *m_rulesAction = nullptr, *m_aboutAction = nullptr, *m_systemLanguageAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QActionGroup *m_speedGroup = nullptr;
};

} // namespace canaan::session
