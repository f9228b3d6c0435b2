// The words of a lobby's tables, shared by the list of open tables and the table this app is at:
// a seat's kind, a table's map (or game) and its status.
#pragma once

#include "app/online/lobby_table.h"

#include <QCoreApplication>

namespace canaan::online {

class LobbyWords {
    Q_DECLARE_TR_FUNCTIONS(canaan::online::LobbyWords)
public:
    // "a person", "computer (easy)"...; an unknown id as sent.
    static QString seatKind(const QString &kind);
    // A table's map, or for a Conquest table (which has none) its game.
    static QString map(const LobbyTable &table);
    // A table whose seats are all taken waits for its host, not for players (issue 42, D6).
    static QString status(const LobbyTable &table);
};

} // namespace canaan::online
