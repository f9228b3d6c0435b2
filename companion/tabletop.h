// The companion's calculations over a TableSession: production for a roll, victory points with their
// parts, the special cards (R18), Jerusalem and the end of the game (R23, R24), the 7's discards.
// The rules themselves are the engine's: a GameState is built from the entered pieces and the
// engine's production, longest-road and special-card code runs on it.
#pragma once

#include "engine/settlers/rules/game_state.h"
#include "engine/settlers/rules/rules.h"
#include "companion/companion_session.h"

#include <QList>
#include <array>
#include <memory>

namespace canaan::companion {

// Why a map cannot be used by the companion, or empty.
QString mapProblem(const settlers::MapModel &map);

struct Receipt {
    int player = 0;
    std::array<int, settlers::kResourceCount> resources{}; // by Resource
    int copper = 0;                              // "any one resource" each
    bool any() const;
};

struct Production {
    int roll = 0;
    QList<int> producingTiles; // tiles with the number, the Plague's excepted
    int blockedTile = -1;      // the Plague's tile when it has the number (R08)
    QList<Receipt> receipts;   // one per player who receives something, in seat order
};

struct PlayerScore {
    int settlements = 0, cities = 0, vpCards = 0;
    int longestRoad = 0, mostPriests = 0, kingsBlessing = 0; // 2 for the holder
    int roadLength = 0;                                      // R19
    int total() const { return settlements + 2 * cities + vpCards + longestRoad + mostPriests + kingsBlessing; }
};

enum class EndKind {
    None,
    VictoryPoints,        // R23: the player whose turn it is has the VP to win
    WinsOnOwnTurn,        // R23: someone else has them; he wins when his turn begins
    Jerusalem,            // R24: one player alone leads (by VP, then coloured stones)
    JerusalemShared,      // R24 `shared`: the tied players share the win
    JerusalemPlayOn,      // R24 `continue`: tied; play goes on without stones
    PlayOnWon,            // R24 `continue`: a turn ended with one player alone in the lead
};

struct GameEnd {
    EndKind kind = EndKind::None;
    QList<int> players; // the winners, or the tied players for JerusalemPlayOn
};

struct Standings {
    QList<PlayerScore> scores; // by seat
    int longestRoadHolder = -1, priestsHolder = -1, blessingHolder = -1;
    int jerusalemStones = 0;   // coloured and black
    int jerusalemSlots = 0;    // 0: no Jerusalem (classic)
    bool jerusalemComplete() const { return jerusalemSlots > 0 && jerusalemStones >= jerusalemSlots; }
    GameEnd end;
};

class Tabletop {
public:
    // Precondition: mapProblem(map).isEmpty().
    explicit Tabletop(const settlers::MapModel &map);

    const settlers::Rules &rules() const { return *m_rules; }
    const settlers::Topology &topology() const { return m_rules->topology(); }
    int vpToWin() const;

    Production production(const TableSession &s, int roll) const;
    Standings standings(const TableSession &s) const;
    // "Next turn": the turn passes to the next seat; after Jerusalem was completed with a tie (R24
    // `continue`), a turn that ends with one player alone in the lead makes him the winner.
    void endTurn(TableSession &s) const;
    // R24 is decided when the last slot fills: records in `after` whether play goes on, if this
    // change completed Jerusalem (or undoes that, when a count was corrected).
    void noteCompletion(const TableSession &before, TableSession &after) const;
    // The special-card holders after a change, given those before (kept in the session).
    void refreshHolders(TableSession &s) const;
    // R08: the tiles the Plague may be moved to from where it stands.
    bool plagueMayStand(const TableSession &s, int tile) const;
    // A tap on an intersection may always put a piece there: the companion does not enforce
    // placement. Whether the map has it is checked.
    bool isVertex(int v) const { return v >= 0 && v < m_rules->vertexCount(); }
    bool isEdge(int e) const { return e >= 0 && e < m_rules->edgeCount(); }
    bool isTile(int t) const { return t >= 0 && t < m_rules->tileCount(); }
    // Whether a session fits this map (ids in range, 2-4 players): for a loaded file.
    QString sessionProblem(const TableSession &s) const;

    // R07: how many cards a player holding `cards` discards on a 7.
    static int discardCount(int cards);

private:
    settlers::GameState stateOf(const TableSession &s) const;
    std::shared_ptr<const settlers::Rules> m_rules;
};

} // namespace canaan::companion
