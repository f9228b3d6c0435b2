// The card table as a network client (issue 22 item 6): it shows one seat of a Conquest table on a
// server (docs/protocol.md) and sends the person's decisions as `act`. It knows only what the server
// sends that seat, held by its seat client (play/seat_client.h, fed by net/conquest_seat_feed.h):
// each view (C20: its own hand, the others' counts, its own secret battle choice until the reveal)
// and each action as that seat may know it, for the log; a refusal is shown in words. The window that holds it (the app's network
// hook) connects the client, takes the seat and passes the connection here.
#pragma once

#include "engine/conquest/engine.h"
#include "engine/conquest/view.h"
#include "net/conquest_seat_feed.h"

#include <QJsonObject>
#include <QObject>
#include <QStringList>
#include <optional>

namespace canaan::net {
class Client;
}

namespace canaan::cardtable {

class CardTableWidget;

class NetworkTable : public QObject {
    Q_OBJECT
public:
    // `client` is connected and seated (or watching); both outlive this object.
    NetworkTable(net::Client *client, CardTableWidget *table, QObject *parent = nullptr);

    // The server's `game` message (the seats' names), when it came before this table existed.
    void readGame(const QJsonObject &gameMessage);
    // The seat's view, or null before the first.
    const conquest::SeatView *view() const { return m_client.hasView() ? &m_client.view() : nullptr; }
    const play::ConquestSeatClient &client() const { return m_client; }
    bool isOver() const { return !m_over.isEmpty(); }
    // True from the server's question until this seat answers it (or the answer is refused, when the
    // question is open again).
    bool awaitingChoice() const { return m_open; }
    const QJsonObject &overMessage() const { return m_over; }
    // The sentence of why an action was refused, in the current language ("That card is not in your hand.").
    static QString refusalText(const QString &errorId, const QString &reasonId);

signals:
    // A decision of this seat is asked (the table shows its interface).
    void asked();
    // The server refused a decision, or sent a message this table cannot read: a sentence.
    void refused(const QString &sentence);
    void problem(const QString &sentence);
    void gameOver();

private:
    void receive(const QJsonObject &message);
    void readSetup(const QJsonObject &setup);
    void showUpdate();
    void showQuestion();
    void readRefusal(const QJsonObject &message);
    void choose(const conquest::Action &action);

    net::Client *m_connection;
    CardTableWidget *m_table;
    play::ConquestSeatClient m_client;
    net::ConquestSeatFeed m_feed{m_client};
    QJsonObject m_over;
    bool m_open = false; // asked and not yet answered
    bool m_answered = false; // an answer sent and no new view since: a refusal reopens the question
};

} // namespace canaan::cardtable
