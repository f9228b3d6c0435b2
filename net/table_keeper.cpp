#include "net/table_keeper.h"

#include "net/served_table.h"
#include "net/table_writer.h"

#include <QTimer>

namespace canaan::net {

namespace {
// The group commit serialises this many tables at a time, then lets the messages waiting in: with
// 200 busy tables, serialising all at once held every table up for a tenth of a second each second.
constexpr int kTablesPerCommitSlice = 4;
// After a lobby write failed (a full disk), new tables are refused at once for this long; then the
// next `create` tries the disk again.
constexpr int kStorageRetryMs = 5000;
} // namespace

TableKeeper::TableKeeper(QString dataFolder, int commitIntervalMs, Lookup tableOf, QObject *parent)
    : QObject(parent), m_tableOf(std::move(tableOf)), m_commitIntervalMs(commitIntervalMs)
{
    m_clock.start();
    if (dataFolder.isEmpty())
        return;
    m_store = std::make_unique<TableStore>(std::move(dataFolder));
}

TableKeeper::~TableKeeper()
{
    handOverWrites(); // m_writer's destructor then writes them before the thread stops
}

bool TableKeeper::open(QString *problem, TableStore::Loaded *loaded)
{
    if (!m_store)
        return true;
    if (!m_store->open(problem))
        return false;
    m_writer = std::make_unique<TableWriter>();
    m_commitTimer = new QTimer(this);
    m_commitTimer->setSingleShot(true);
    connect(m_commitTimer, &QTimer::timeout, this, &TableKeeper::commitSlice);
    connect(m_writer.get(), &TableWriter::failed, this, &TableKeeper::failed);
    *loaded = m_store->loadAll();
    return true;
}

bool TableKeeper::writeNow(const QString &code)
{
    ServedTable *table = m_tableOf(code);
    if (!m_writer || !table)
        return true;
    m_dirty.erase(code);
    m_sweep.erase(code);
    // A failure also comes as failed(), for the log.
    if (m_writer->writeNow(m_store->pathOf(code), table->file(), code, nullptr))
        return true;
    m_failedAt = m_clock.elapsed();
    return false;
}

void TableKeeper::writeSoon(const QString &code)
{
    if (!m_writer)
        return;
    // Group commit: the changed tables are handed over together once per interval, each
    // serialised once however many actions it had meanwhile.
    m_dirty.insert(code);
    if (!m_commitTimer->isActive())
        m_commitTimer->start(m_commitIntervalMs);
}

void TableKeeper::rewrite(const QString &code)
{
    if (!m_writer)
        return;
    // Replaces the failed content the writer would otherwise retry.
    if (ServedTable *table = m_tableOf(code))
        m_writer->write(m_store->pathOf(code), table->file(), code);
    else
        m_writer->remove(m_store->pathOf(code), code);
}

bool TableKeeper::refusing() const
{
    return m_failedAt >= 0 && m_clock.elapsed() - m_failedAt < kStorageRetryMs;
}

void TableKeeper::retire(const QString &code, const QByteArray &save)
{
    m_dirty.erase(code);
    m_sweep.erase(code);
    if (!m_writer)
        return;
    // The table's file goes only once the save is on disk: a failed save (a full disk) would
    // otherwise leave the game nowhere. Then the file stays, and a restart retires it again.
    if (m_writer->writeNow(m_store->finishedPathOf(code), save, code, nullptr)) { // a failure comes as failed()
        m_writer->remove(m_store->pathOf(code), code);
        m_writer->remove(m_store->journalPathOf(code), code);
    }
}

void TableKeeper::remove(const QString &code)
{
    m_dirty.erase(code);
    m_sweep.erase(code);
    if (m_writer)
        m_writer->remove(m_store->pathOf(code), code);
}

void TableKeeper::handOverWrites()
{
    if (!m_writer)
        return;
    m_sweep.merge(m_dirty);
    m_dirty.clear();
    for (const QString &code : m_sweep)
        commit(code, true);
    m_sweep.clear();
}

void TableKeeper::commit(const QString &code, bool whole)
{
    if (ServedTable *table = m_tableOf(code))
        table->commit(*m_writer, *m_store, whole);
}

void TableKeeper::commitSlice()
{
    if (m_sweep.empty()) {
        m_sweep = std::move(m_dirty); // tables changed from now on wait for the next interval
        m_dirty.clear();
    }
    for (int n = 0; n < kTablesPerCommitSlice && !m_sweep.empty(); ++n)
        commit(m_sweep.extract(m_sweep.begin()).value(), false);
    if (!m_sweep.empty()) // the messages that came meanwhile first, then the next slice
        QTimer::singleShot(0, this, &TableKeeper::commitSlice);
    else if (!m_dirty.empty() && !m_commitTimer->isActive())
        // The timer fired while a sweep was still going and left these for the next one: without a
        // timer they would wait for another action, which a quiet table may never have.
        m_commitTimer->start(m_commitIntervalMs);
}

void TableKeeper::waitUntilWritten()
{
    if (!m_writer)
        return;
    handOverWrites();
    m_writer->waitUntilIdle();
}

} // namespace canaan::net
