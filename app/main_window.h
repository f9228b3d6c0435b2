// The start screen, the window `canaan` opens with: New game, Continue (the autosave), Open saved
// game, Open Replay, Join and Host a network game (app/online), Map editor, Tabletop companion, Rules, Settings and Quit, as big buttons with shortcuts.
// It hides while a game window is open and comes back when the game is closed.
#pragma once

#include "app/session/session.h"

#include <QMainWindow>
#include <QString>

class QLabel;
class QPushButton;
class QShortcut;

namespace canaan {
class AppTranslator;
}

namespace canaan::online {
class LobbyWindow;
}

namespace canaan::app {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    enum class Button { NewGame, Continue, Open, OpenReplay, Join, Host, Editor, Companion, Rules, Settings, Quit };

    // translator may be null (tests); then choosing a language only stores it.
    explicit MainWindow(AppTranslator *translator = nullptr, QWidget *parent = nullptr);
    ~MainWindow() override;

    session::Session *session() const { return m_session; }
    QPushButton *button(Button which) const;
    QShortcut *shortcut(Button which) const;

    // After a crash or kill: asks "Resume the game you were playing?" and resumes it. Returns
    // whether a game was resumed.
    bool offerToResume();
    // A saved game of either kind in the replay window; an empty path asks for one with the file
    // dialog (in the saves folder). Null when none was opened.
    replayviewer::ReplayWindow *openReplay(const QString &path = QString());
    // The map editor on a file (or a new map), in its own window.
    QWidget *openMapEditor(const QString &path);
    // Hides the start screen behind a network lobby (null: nothing) until it closes.
    void showLobby(online::LobbyWindow *lobby);
    // Enables Continue when the autosave holds a game that is not over.
    void refreshContinue();
    // New Game and Rules for each registered game module (session/game_module.h): with one module
    // the button opens it; with several the button's menu lists them, in the registry's order.
    void refreshGameChoices();

signals:
    // Quit chosen here or in a game window: the application ends.
    void quitRequested();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QPushButton *addButton(QLayout *layout, Button which, const QKeySequence &shortcut);
    void retranslateUi();
    void onGameClosed();

    session::Session *m_session;
    QLabel *m_title;
    QLabel *m_subtitle;
    QList<QPushButton *> m_buttons;
    QList<QKeySequence> m_shortcuts;
    QList<QShortcut *> m_keys;
    bool m_quitting = false;
};

} // namespace canaan::app
