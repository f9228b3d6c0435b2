// "Your table" in the lobby: the table this app is at (its code, map, status, spectators), each
// seat (who holds it, ready or not, away, its nation, "you"), Ready, Start for the host, Leave,
// Copy invitation, and the table's chat. It shows what the lobby client holds and acts through it.
#pragma once

#include <QGroupBox>

class QCheckBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace canaan::online {

class ChatPanel;
class LobbyClient;

class LobbyTableBox : public QGroupBox {
    Q_OBJECT
public:
    explicit LobbyTableBox(LobbyClient &client, QWidget *parent = nullptr);

    ChatPanel *chat() const { return m_chat; }
    // The seat chosen in the seat list, or -1.
    int chosenSeat() const;
    // Shows the client's table again.
    void showTable();

signals:
    void invitationAsked();

protected:
    void changeEvent(QEvent *event) override;

private:
    QString seatLine(int seat) const;
    void retranslateUi();

    LobbyClient &m_client;
    QLabel *m_text;
    QListWidget *m_seats;
    QCheckBox *m_ready;
    QPushButton *m_start;
    QPushButton *m_leave;
    QPushButton *m_invite;
    ChatPanel *m_chat;
};

} // namespace canaan::online
