// What every game window at a network server's table shares: the table's chat beside the game, in
// the status bar what the connection is doing ("not answering; trying again in N s…"), Leave
// (Ctrl+W), and closing while the game is on asks first, then leaves the table for good: the app
// forgets the seat's token (a drop or a crash keeps it), and the table's computer player takes the
// seat over after its wait. The game kinds'
// windows (NetworkGameWindow, ConquestNetworkWindow) put their game in the middle.
#pragma once

#include "app/online_table/server_link.h"

#include <QJsonArray>
#include <QMainWindow>
#include <QPointer>

class QLabel;

namespace canaan::online {

class ChatPanel;

class NetworkTableWindow : public QMainWindow {
    Q_OBJECT
public:
    NetworkTableWindow(ServerLink &link, QWidget *parent = nullptr);

    ChatPanel *chat() const { return m_chat; }
    QString connectionText() const;
    QAction *inviteAction() const { return m_invite; }
    // Closes without asking (the tests, the app quitting).
    void setAskBeforeClosing(bool ask) { m_askBeforeClosing = ask; }

signals:
    void left();

protected:
    // Whether this connection plays a seat of a game still on (closing then asks first).
    virtual bool inPlay() const = 0;
    // The window's title for this table: the game's name with the table's code, host and port.
    virtual QString title(const QString &code, const QString &host, quint16 port) const = 0;
    // Each table summary's seats during the game, and the table's wait before a computer takes a
    // dropped seat over (0: none): a game kind's window shows who is here (issue 42).
    virtual void seatsChanged(const QJsonArray &seats, int takeoverSeconds) { (void)seats, (void)takeoverSeconds; }
    // A line for the status bar (the connection's state, or a game's refusal in words).
    void showStatus(const QString &text);
    void retranslateUi();
    ServerLink *link() const { return m_link; }
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

public:
    // A table summary during the game: a friend who dropped, came back or whose seat a computer took
    // over is told in the chat (issue 42, D6), and the seats' badges follow. The lobby gives the
    // last one it had when the window opens; the later ones come from the server.
    void noticeSeatChanges(const QJsonObject &table);

private:

    QPointer<ServerLink> m_link;
    QJsonArray m_seats; // the last summary's seats
    ChatPanel *m_chat;
    QLabel *m_connection;
    QAction *m_leave;
    QAction *m_invite; // "Copy invitation"
    bool m_askBeforeClosing = true;
};

} // namespace canaan::online
