// The remote feed of a Conquest seat client (play/seat_client.h): the server's messages to one
// connection (docs/protocol.md: events, view, ask) read back into the seat's typed view, the
// actions it may know of (their `action`, a card it may not see as kNone) and its question, every
// field checked (conquest_wire.h). An action's `events` come before its view and reach the client
// with it. The app's card table and canaan-cli bot's computer player both read a table through it.
#pragma once

#include "play/seat_client.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <vector>

namespace canaan::net {

class ConquestSeatFeed {
public:
    explicit ConquestSeatFeed(play::ConquestSeatClient &client) : m_client(client) {}

    // One message of the server: `events` (its action), `view` and `ask` feed the client; the others
    // are not its business. False with *problem (the field and what is wrong) when unreadable.
    bool read(const QJsonObject &message, QString *problem);
    // An `ask`'s actions: the client's question. False with *problem.
    bool readAsk(const QJsonArray &actions, QString *problem);

private:
    play::ConquestSeatClient &m_client;
    std::vector<conquest::Action> m_unshown; // the actions that wait for the view they led to
};

} // namespace canaan::net
