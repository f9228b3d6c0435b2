// The lobby's messages from a server (docs/protocol.md: `tables`, `table`, `seated`, `game`,
// `error`) as typed values, read and checked field by field: a broken or hostile server's message
// gives a problem in words naming the field ("table.seats[2].kind: not a text."), never a crash.
// Keys the page does not know are ignored; keys a newer page added (`clock`, `nation`) may be missing.
#pragma once

#include "net/table.h"
#include "net/table_game_kinds.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace canaan::online {

struct LobbySeat {
    QString kind; // "person" or a computer player's id
    QString name; // empty while a person's seat is free
    bool taken = false;
    bool ready = false;
    bool connected = false;
    QString standIn; // the computer player playing a dropped person's seat, or empty
    QString nation;  // a Conquest seat's nation id, else empty

    bool isPerson() const { return kind == QLatin1String("person"); }
};

// A table summary.
struct LobbyTable {
    QString code;
    // The registry's first game (the board game) when the server names none (a server from before Conquest).
    QString game = QString::fromLatin1(net::tableGameKinds().front()->id);
    QString map; // a built-in map's name or "custom" (Conquest: empty)
    QString ruleset;
    bool isPrivate = false;
    net::TableStatus status = net::TableStatus::Lobby;
    bool host = false; // true in the copy sent to the table's host
    QList<LobbySeat> seats;
    int spectators = 0;
    int takeoverSeconds = 0;
    int clockSeconds = 0; // the turn clock per decision; 0: none (or a server from before it)
    // The summary as sent: a game window reads the seats of the later ones itself.
    QJsonObject wire;

    bool inLobby() const { return status == net::TableStatus::Lobby; }
    // The first person's seat nobody holds, or -1.
    int firstFreePersonSeat() const;
    int personSeats() const;
    int takenPersonSeats() const;
    // Every person's seat taken and ready: the host may start.
    bool everyPersonReady() const;
};

// `seated`: the seat this connection now holds, and its token to rejoin.
struct LobbySeating {
    QString code;
    int seat = -1;
    QString token;
};

// `game`: the game starts (or this connection rejoins or watches one). Its setup is the game
// module's to read, so the message is kept whole.
struct LobbyGameStart {
    int seat = -1; // -1 watching
    QJsonObject message;
};

// `error`: a refusal, its id and its words (refusal_text.h).
struct LobbyRefusal {
    QString id;
    QString text;

    // A chat line refused: the chat panel shows it, not the lobby.
    bool isAboutChat() const { return id.startsWith(QLatin1String("chat")); }
};

// Each reader: the value, or nullopt with *problem in words.
std::optional<LobbyTable> readLobbyTable(const QJsonObject &summary, QString *problem);
std::optional<QList<LobbyTable>> readTableList(const QJsonObject &message, QString *problem);
std::optional<LobbySeating> readSeating(const QJsonObject &message, QString *problem);
std::optional<LobbyGameStart> readGameStart(const QJsonObject &message, QString *problem);
std::optional<LobbyRefusal> readRefusal(const QJsonObject &message, QString *problem);

} // namespace canaan::online
