// What the companion remembers of a game played on a real table: the map, the players, the pieces
// they tapped onto the screen board, the counters and the rolls. A plain value (compared with ==) so
// an undo step can keep the whole session before and after a change; nothing here decides a rule.
#pragma once

#include "engine/settlers/board/map.h"
#include "companion/conquest_track.h"

#include <QList>
#include <QMap>
#include <QRgb>
#include <QString>

namespace canaan::companion {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;

struct Player {
    QString name;
    QRgb color = 0;
    int priests = 0; // played priest cards (Most Priests, R18)
    int stones = 0;  // building stones in Jerusalem (King's Blessing, R17)
    int vpCards = 0; // victory point cards played face up (R20)
    friend bool operator==(const Player &, const Player &) = default;
};

struct Building {
    int player = 0;
    bool city = false;
    friend bool operator==(const Building &, const Building &) = default;
};

struct TableSession {
    settlers::MapModel map;
    QString mapName;          // what the user chose, shown in the window ("Canaan", a file name, ...)
    QList<Player> players;
    QMap<int, Building> buildings; // by intersection id of the map's Topology
    QMap<int, int> roads;          // path id -> player
    int plagueTile = -1;           // -1: beside the board (R05)
    int blackStones = 0;
    QList<int> rolls;              // every roll of this game, 2..12, in order
    int current = 0;               // whose turn it is
    // Special cards: who holds them now. Kept so the classic ruleset's "the holder keeps a tied
    // card" can be applied; the canaan rules (R18) do not need them.
    int longestRoadHolder = -1;
    int priestsHolder = -1;
    int blessingHolder = -1;
    // R24 `continue`: Jerusalem was completed with the lead tied, so play goes on; and the player
    // alone in the lead when a turn then ended.
    bool jerusalemPlayOn = false;
    int playOnWinner = -1;
    // A Conquest game at the same table (issue 41): its turns, phases, cities and armies.
    ConquestTrack conquest;

    friend bool operator==(const TableSession &, const TableSession &) = default;
};

// Four players' default names and colours (the box's tribe colours), translated.
QString defaultPlayerName(int seat);
QRgb defaultPlayerColor(int seat);
// A fresh session on `map` with `count` default players.
TableSession newSession(const settlers::MapModel &map, const QString &mapName, int count = 3);

} // namespace canaan::companion
