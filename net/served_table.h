// One table as the server serves it (Wesnoth's way: one object per game, the server holding one
// map of them): the lobby's record of it (setup, seats, status: the Lobby judges requests against
// it), the connections at it, and once started its game, the takeover timers of its dropped seats
// and how much of its game is in its journal.
#pragma once

#include "net/table.h"
#include "net/table_game.h"

#include <QByteArray>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <vector>

class QObject;
class QTimer;

namespace canaan::net {

class TableStore;
class TableWriter;

class ServedTable {
public:
    // `table` is the lobby's record, which outlives this object (the server removes both at once).
    explicit ServedTable(Table &table) : m_table(&table) {}
    ~ServedTable();
    ServedTable(const ServedTable &) = delete;
    ServedTable &operator=(const ServedTable &) = delete;

    Table &table() { return *m_table; }
    const Table &table() const { return *m_table; }
    const QString &code() const { return m_table->code; }

    // The connections at the table (seated, watching, or only looking), by id.
    void arrive(int connection) { m_at.insert(connection); }
    void depart(int connection) { m_at.erase(connection); }
    bool anyoneAt() const { return !m_at.empty(); }
    std::vector<int> connections() const { return {m_at.begin(), m_at.end()}; }
    // The same, not copied: for a caller that moves no connection while it walks them.
    const std::set<int> &connectionIds() const { return m_at; }

    // The game, once started (or resumed); null before.
    TableGame *game() const { return m_game.get(); }
    // Makes the game (new, or from the save in table().game); false with *problem.
    bool startGame(const TableGameFactory &factory, TableGame::Hooks hooks, QString *problem);
    // The game is done with (a finished table leaving): its save stays in table().game.
    void endGame();

    // A person's seat lost its connection during the game: after the table's wait `tookOver` is
    // called (from `context`'s thread) unless the seat came back meanwhile (seatBack).
    void seatLost(int seat, QObject *context, std::function<void()> tookOver);
    // The seat's person is back: its wait stops, and it gets its view (and question) again.
    void seatBack(int seat);

    // The table's file: its record with the game's save made now.
    QByteArray file();
    // Its game's new actions to its journal, and its whole file at a checkpoint (every
    // kCheckpointActions actions, or `whole`); a game without a log is written whole always.
    void commit(TableWriter &writer, const TableStore &store, bool whole);

private:
    void stopTakeovers();

    Table *m_table;
    std::set<int> m_at;
    std::unique_ptr<TableGame> m_game;
    std::map<int, QTimer *> m_takeoverTimers; // per dropped seat
    int m_journaled = 0;        // the game's actions in its journal (on disk or queued)
    bool m_journalOpen = false; // the journal is this game's: appended to, not made anew
    int m_sinceCheckpoint = 0;  // actions journaled since the table's file was last written whole
    int m_savedLogLength = -1;  // the game's log length when table().game was last made from it
};

} // namespace canaan::net
