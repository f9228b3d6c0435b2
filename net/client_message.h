// Reading one message from a client: the bytes of a WebSocket text message become a checked
// ClientMessage, or a Refusal with the error id of docs/protocol.md and a detail saying what and
// where. Everything docs/protocol.md says about a message's fields is checked here, before any
// part of the server acts on it; what needs the server's state (a table exists, a seat is free) is
// the lobby's to judge.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <optional>

namespace canaan::net {

enum class ClientType { Hello, List, Create, Join, Rejoin, Ready, Start, Act, Chat, Leave, Ping, Resync };

// The `t` of a type, and back.
QString clientTypeId(ClientType type);
std::optional<ClientType> parseClientType(const QString &id);

struct Refusal {
    QString id;         // "badField", "malformed", ...
    QJsonValue detail;  // a string or an object ({"field": "seats[2]", "problem": "value"}); may be null

    static Refusal of(const char *id, QJsonValue detail = QJsonValue()) { return {QString::fromLatin1(id), std::move(detail)}; }
};

struct ClientMessage {
    ClientType type = ClientType::Hello;
    QJsonObject body; // the whole message; its fields are known to hold what the protocol says
    std::optional<qint64> ref;
};

struct ParsedMessage {
    std::optional<ClientMessage> message;
    Refusal refusal; // when message is empty
    std::optional<qint64> ref; // the client's ref when it could be read, even from a refused message
    bool ok() const { return message.has_value(); }
};

ParsedMessage parseClientMessage(const QByteArray &text);

} // namespace canaan::net
