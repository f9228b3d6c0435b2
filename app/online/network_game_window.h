// A game at a network server's table: the game window (app/game) over a RemoteBoardTable, the
// table's chat beside it, and in the status bar what the connection is doing ("not answering;
// trying again in N s…"). Closing it while the game is on asks first, then leaves the table (the
// seat waits for its person, and the table's computer player takes it over after its wait).
#pragma once

#include "remote_board_table.h"

#include <QMainWindow>
#include <QPointer>
#include <memory>

class QLabel;

namespace canaan::game {
class GameWindow;
}

namespace canaan::online {

class ChatPanel;

class NetworkGameWindow : public QMainWindow {
    Q_OBJECT
public:
    NetworkGameWindow(ServerLink &link, std::unique_ptr<RemoteBoardTable> table, QWidget *parent = nullptr);
    ~NetworkGameWindow() override;

    game::GameWindow *game() const { return m_game; }
    RemoteBoardTable &table() const { return *m_table; }
    ChatPanel *chat() const { return m_chat; }
    QString connectionText() const;
    // Closes without asking (the tests, the app quitting).
    void setAskBeforeClosing(bool ask) { m_askBeforeClosing = ask; }

signals:
    void left();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showConnection();

    QPointer<ServerLink> m_link;
    std::unique_ptr<RemoteBoardTable> m_table;
    game::GameWindow *m_game;
    ChatPanel *m_chat;
    QLabel *m_connection;
    QAction *m_leave;
    bool m_askBeforeClosing = true;
};

} // namespace canaan::online
