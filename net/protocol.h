// The constants of docs/protocol.md: the version this program speaks and the limits every
// connection is held to. The server and the clients read them from here so they cannot disagree.
#pragma once

#include "engine/conquest/state.h"
#include "engine/settlers/rules/limits.h"

#include <QtGlobal>

#include <algorithm>

namespace canaan::net {

// The version this program speaks, and the oldest it still serves (version 1 sends every view
// whole; version 2 sends an action's events and what changed in the view as one message).
inline constexpr int kProtocolVersion = 2;
inline constexpr int kOldestProtocolVersion = 1;
inline constexpr quint16 kDefaultPort = 7531;

inline constexpr qint64 kMaxMessageBytes = 256 * 1024; // one WebSocket message or frame
inline constexpr int kMaxJsonDepth = 32;

inline constexpr int kMaxNameLength = 32;
inline constexpr int kMaxChatLength = 200;
inline constexpr int kMaxSpectators = 16;
inline constexpr int kMinSeats = 2;
// The most seats of any game the server plays, as its engine allows (Settlers 4, Conquest 6); each
// game's setup check then holds a table to its own game's and map's numbers.
inline constexpr int kMaxSeats = std::max(canaan::settlers::kMaxPlayers, conquest::kMaxPlayers);
inline constexpr int kMaxTakeoverSeconds = 3600;
inline constexpr int kDefaultTakeoverSeconds = 60;
inline constexpr int kMaxTurnLimit = 100000;
inline constexpr int kDefaultMaxTables = 500;
// A finished table stays (for its people to read the end) this long, then leaves memory and disk.
inline constexpr int kDefaultKeepFinishedSeconds = 600;
inline constexpr int kMaxKeepFinishedSeconds = 7 * 24 * 3600;
// How often at most a game's actions are written to its table's file (the server's group commit).
inline constexpr int kCommitIntervalMs = 1000;
// The most events a `game` message's history holds (the newest; a log shows about as many lines).
inline constexpr int kHistoryEvents = 2000;
// The shortest time between two unasked `tables` lists to a lobby (a busy server changes often).
inline constexpr int kListIntervalMs = 1000;

// Messages per connection: a burst, then a steady rate; this many refusals in a row close it.
inline constexpr double kMessageBurst = 40;
inline constexpr double kMessagesPerSecond = 20;
inline constexpr int kMaxRefusalsInARow = 200;
// Chat lines per connection.
inline constexpr double kChatBurst = 5;
inline constexpr double kChatLinesPerSecond = 0.5;

// What the server keeps queued for one connection that does not read (its messages waiting for
// the socket); past it the connection is dropped (close code kCloseNotReading): a client that never
// reads would otherwise make the server's memory grow without end.
inline constexpr qint64 kMaxQueuedBytes = 4 * kMaxMessageBytes;

// Tables one client may hold open (in the lobby or playing; docs/network.md, "Limits per client"),
// so that one client cannot fill the server: per connection, per address, and of those the tables
// of computer players only (each plays at full speed and costs the server's CPU with nobody seated).
inline constexpr int kMaxTablesPerConnection = 4;
inline constexpr int kDefaultTablesPerAddress = 16;
inline constexpr int kMaxComputerTablesPerAddress = 2;
// A table in the lobby that no connection has been at for this long is removed, on disk too.
inline constexpr int kDefaultIdleLobbySeconds = 15 * 60;
// After a restart a kept lobby table has at least this long for its people to come back.
inline constexpr int kIdleLobbyGraceAfterRestartSeconds = 60;

// Joins and rejoins by table code per client address: a burst, then a steady rate. With codes of
// 32^10 this makes guessing a private table's code hopeless (docs/network.md, "Table codes").
inline constexpr double kCodeTriesBurst = 10;
inline constexpr double kCodeTriesPerSecond = 1;

// The wait before a client's n-th try to reconnect to a server that went away or was not reached:
// 1, 2, 4, 8, 16, then 30 s (the app's ServerLink, and net-bench's players, which retry as it does).
inline constexpr int reconnectWaitSeconds(int attempt)
{
    return attempt < 5 ? 1 << attempt : 30;
}

// WebSocket close codes (docs/protocol.md).
inline constexpr int kCloseBadVersion = 4000;
inline constexpr int kCloseNotReading = 4001;

} // namespace canaan::net
