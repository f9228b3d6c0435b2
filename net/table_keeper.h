// Where a server's tables are kept (docs/network.md, "Writing tables"): the table store on disk and
// its writer thread, a lobby change written at once and waited for, a game's actions handed over
// by the group commit (each changed table once per interval, a few tables at a time), and the
// refusal of new tables for a moment after a write failed. Without a data folder it keeps nothing
// and every write succeeds.
#pragma once

#include "net/table_store.h"

#include <QObject>
#include <QElapsedTimer>
#include <functional>
#include <memory>
#include <set>

class QTimer;

namespace canaan::net {

class ServedTable;
class TableWriter;

class TableKeeper : public QObject {
    Q_OBJECT
public:
    // `tableOf` finds a served table by its code (null: gone).
    using Lookup = std::function<ServedTable *(const QString &code)>;
    TableKeeper(QString dataFolder, int commitIntervalMs, Lookup tableOf, QObject *parent = nullptr);
    // Hands every changed table to the writer, whose destructor writes them before its thread stops.
    ~TableKeeper() override;

    // Opens the folder and reads every table back; false with the reason. Without a folder: true.
    bool open(QString *problem, TableStore::Loaded *loaded);
    // The table's file at once, waited for (a lobby change, whose answer promises the table is
    // kept); false when it could not be written (the reason goes to failed()).
    bool writeNow(const QString &code);
    // The table's game changed: written with the next group commit.
    void writeSoon(const QString &code);
    // After a refused lobby change: the table's file as it stands again (gone if the table is).
    void rewrite(const QString &code);
    // Whether new tables are refused because a lobby write failed a moment ago.
    bool refusing() const;
    // A finished table leaves: its save to DATA/finished/, then its file and journal go.
    void retire(const QString &code, const QByteArray &save);
    // A table that never started leaves: its file goes.
    void remove(const QString &code);
    // Blocks until every change so far is on disk (tests).
    void waitUntilWritten();

signals:
    // A table could not be written (the disk is full...): the reason, for the log.
    void failed(const QString &code, const QString &reason);

private:
    // Every changed table to the writer at once (stopping, tests).
    void handOverWrites();
    // The group commit's timer: the tables changed in the last interval, a few at a time.
    void commitSlice();
    void commit(const QString &code, bool whole);

    Lookup m_tableOf;
    int m_commitIntervalMs;
    std::unique_ptr<TableStore> m_store;   // null: nothing kept
    std::unique_ptr<TableWriter> m_writer;
    std::set<QString> m_dirty; // tables changed by actions since their last write was handed over
    std::set<QString> m_sweep; // of those, the ones the group commit is handing over now
    QTimer *m_commitTimer = nullptr;
    QElapsedTimer m_clock;
    qint64 m_failedAt = -1; // m_clock's time of the last failed lobby write
};

} // namespace canaan::net
