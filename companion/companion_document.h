// The open session of the companion: the TableSession, the Tabletop that computes over it, and a
// QUndoStack so every tap can be undone. Each change is one undo step and is saved at once.
// No widgets: the window only calls these functions and redraws on changed().
#pragma once

#include "companion/companion_session.h"
#include "companion/session_store.h"
#include "companion/tabletop.h"

#include <QObject>
#include <QUndoStack>
#include <memory>

namespace canaan::companion {

// What a tap on the board does.
enum class Tool { Settlement, City, Road, Plague, Erase };
enum class Counter { Priests, Stones, VpCards };

class CompanionDocument : public QObject {
    Q_OBJECT
public:
    explicit CompanionDocument(const SessionStore &store, QObject *parent = nullptr);

    // Opens the stored session, or starts a new one on `map` when there is none or it is damaged
    // (then the returned problem says why and where the file went).
    StoredSession resume(const settlers::MapModel &map, const QString &mapName);

    const TableSession &session() const { return m_session; }
    const Tabletop &tabletop() const { return *m_tabletop; }
    Standings standings() const { return m_tabletop->standings(m_session); }
    QUndoStack *undoStack() { return &m_undo; }
    const SessionStore &store() const { return m_store; }

    // A new board: the pieces, the Plague, the counters and the rolls start again; the players stay.
    // Returns the map's problem, if it cannot be used (nothing changes then).
    QString setMap(const settlers::MapModel &map, const QString &mapName);
    // The same board and players, everything else from the start.
    void newGame();
    void setPlayerCount(int count);
    void setPlayerName(int player, const QString &name);
    void setPlayerColor(int player, QRgb color);

    // A tap on an intersection, a path or a hex with `tool` for `player`. Returns whether
    // anything changed. The companion enforces no placement rule: the table decides.
    bool tapVertex(int vertex, Tool tool, int player);
    bool tapEdge(int edge, Tool tool, int player);
    bool tapTile(int tile); // moves the Plague there (R08: only where it may stand)

    // A roll of the dice (2..12). A 7 puts a black stone into Jerusalem if a slot is left (R07).
    bool roll(int sum);
    bool adjust(int player, Counter counter, int delta);
    bool adjustBlackStones(int delta);
    void nextTurn();

    // How far a counter may go: the deck's priests and VP cards, the supply of stones (R13, R20),
    // and Jerusalem's free slots.
    int counterLimit(int player, Counter counter) const;
    int blackStoneLimit() const;

    // Conquest's tracker (issue 41): a new game of these nations (the engine's set-up), or the
    // reason it cannot start; the next phase; a nation's cities or armies moved by delta (never
    // below 0, cities never above the pool); the turn handed to a seat. Each is one undo step.
    QString startConquest(const QList<conquest::Nation> &nations, int cities, int turns);
    bool nextConquestPhase();
    bool adjustConquest(int seat, bool cities, int delta);
    bool setConquestActive(int seat);
    // A battle's result on the tracked nations, as one undo step: each side's own armies lost
    // (`loss`, attacker and defender) and the city token from side `citySide` to the other (none
    // when it is conquest::kNone). A nation the tracker does not follow is left out.
    bool applyBattle(conquest::Nation attacker, conquest::Nation defender, std::array<int, 2> loss, int citySide);

    // Restores a session (an undo step, or a loaded file).
    void restore(const TableSession &session);

signals:
    void changed();
    void saveFailed(const QString &error);

private:
    bool change(const QString &text, TableSession after);
    int freeSlots() const;

    SessionStore m_store;
    TableSession m_session;
    std::unique_ptr<Tabletop> m_tabletop;
    QUndoStack m_undo;
};

} // namespace canaan::companion
