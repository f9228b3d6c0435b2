// The game's main window: the game window (game::GameWindow) with the menus around it — Game (new,
// open, save, close, quit), View (zoom, fit), Settings (language, computer speed) and Help. It saves
// on request, writes the autosave after every turn and on close, marks unsaved turns with "*" in
// the title, asks before losing them, and shows the end screen when the game is over.
#pragma once

#include "game_controller.h"
#include "language_settings.h"

#include <QFutureWatcher>
#include <QMainWindow>
#include <QPointer>

class QAction;
class QActionGroup;
class QMenu;

namespace canaan::game {
class GameWindow;
}

namespace canaan::session {

class EndScreen;
class Session;

class GameMainWindow : public QMainWindow {
    Q_OBJECT
public:
    // path: the file the game was opened from, or empty for a new (untitled) game.
    GameMainWindow(Session *session, const game::GameSetup &setup, const QString &path = QString(),
                   QWidget *parent = nullptr);
    ~GameMainWindow() override;

    game::GameWindow *gameWindow() const { return m_game; }
    game::GameController &controller() const;
    QString filePath() const { return m_path; }
    // Turns played since the game was last saved to its file (or since it began).
    bool hasUnsavedTurns() const;
    EndScreen *endScreen() const;
    // Settings → Computer Speed: one checkable action per speed (data: ComputerSpeed).
    QList<QAction *> speedActions() const;

    // Starts play (the controller's automatic steps).
    void start();
    // Writes the game to path and makes it the window's file. False with a message on failure.
    bool saveTo(const QString &path);
    bool save();   // to its file, else Save As
    bool saveAs(); // asks for a file
    // Writes the autosave now (it is written after every turn anyway), after any background one.
    bool autosave();
    // From this many actions the autosave after a turn is written in a worker thread: a game of a
    // million actions is a 40 MB file, which froze the window for seconds after every turn.
    static constexpr std::size_t kBackgroundAutosaveActions = 50000;
    // Whether a background autosave is being written.
    bool isAutosaving() const { return m_autosaveWatcher.isRunning(); }
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
    void onEvent(const canaan::Event &event);
    void onGameOver();
    void applySpeed(int stepDelay);
    bool askToSave(); // false: cancelled
    void autosaveAfterTurn();
    void onBackgroundAutosaveDone();

    Session *m_session;
    game::GameWindow *m_game;
    QString m_path;
    std::size_t m_savedLogSize = 0;
    bool m_closeAsked = false;
    QFutureWatcher<QString> m_autosaveWatcher; // the background autosave: its error, or empty
    bool m_autosaveAgain = false;              // a turn ended while it ran: write again after it
    QPointer<EndScreen> m_endScreen;

    QMenu *m_gameMenu = nullptr, *m_viewMenu = nullptr, *m_settingsMenu = nullptr, *m_languageMenu = nullptr,
          *m_speedMenu = nullptr, *m_helpMenu = nullptr;
    QAction *m_newAction = nullptr, *m_openAction = nullptr, *m_saveAction = nullptr, *m_saveAsAction = nullptr,
            *m_closeAction = nullptr, *m_quitAction = nullptr, *m_zoomInAction = nullptr,
            *m_zoomOutAction = nullptr, *m_fitAction = nullptr, *m_settingsAction = nullptr,
            *m_rulesAction = nullptr, *m_aboutAction = nullptr, *m_systemLanguageAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QActionGroup *m_speedGroup = nullptr;
};

} // namespace canaan::session
