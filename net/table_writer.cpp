#include "net/table_writer.h"

#include "engine/io/durable_append.h"
#include "engine/io/safe_write.h"

#include <QCoreApplication>
#include <QFile>
#include <QMetaObject>
#include <algorithm>

namespace canaan::net {

TableWriter::TableWriter(int retryMs, QObject *parent) : QObject(parent), m_retryMs(retryMs)
{
    m_thread = std::thread([this] { run(); });
}

TableWriter::~TableWriter()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    m_thread.join();
}

long long TableWriter::enqueue(const QString &path, Job job, bool first)
{
    long long generation = 0;
    {
        std::lock_guard lock(m_mutex);
        job.generation = generation = ++m_generation;
        const auto existing = m_jobs.find(path);
        const bool queued = existing != m_jobs.end();
        const bool removal = !job.data;
        if (queued)
            job = joined(std::move(existing->second), std::move(job));
        m_jobs[path] = std::move(job);
        // A newer content keeps its path's place in the queue; a removal waits for everything
        // queued before it (a finished table's save, say); writeNow goes first.
        if (queued && (first || removal))
            std::erase(m_order, path);
        if (first)
            m_order.push_front(path);
        else if (!queued || removal)
            m_order.push_back(path);
    }
    m_wake.notify_all();
    return generation;
}

void TableWriter::write(const QString &path, const QByteArray &data, const QString &code)
{
    enqueue(path, Job{code, data, false, 0, {}}, false);
}

void TableWriter::append(const QString &path, const QByteArray &data, const QString &code)
{
    enqueue(path, Job{code, data, true, 0, {}}, false);
}

TableWriter::Job TableWriter::joined(Job older, Job newer)
{
    if (!newer.appending)
        return newer; // a whole content or a removal replaces what was queued
    if (older.data) {
        older.data->append(*newer.data); // to the queued content, or to the queued lines
    } else {
        // After a removal: a new file with just these bytes.
        older.data = std::move(newer.data);
        older.appending = false;
    }
    older.code = newer.code;
    older.generation = newer.generation;
    older.notBefore = {};
    return older;
}

void TableWriter::remove(const QString &path, const QString &code)
{
    enqueue(path, Job{code, std::nullopt, false, 0, {}}, false);
}

bool TableWriter::writeNow(const QString &path, const QByteArray &data, const QString &code, QString *reason)
{
    const long long mine = enqueue(path, Job{code, data, false, 0, {}}, true);
    std::unique_lock lock(m_mutex);
    m_settled.wait(lock, [&] {
        const auto it = m_results.find(path);
        return it != m_results.end() && it->second.first >= mine;
    });
    const QString failure = m_results[path].second;
    if (!failure.isEmpty() && reason)
        *reason = failure;
    return failure.isEmpty();
}

std::deque<QString>::iterator TableWriter::readyJob()
{
    const Clock::time_point now = Clock::now();
    return std::find_if(m_order.begin(), m_order.end(),
        [&](const QString &path) { return m_stopping || m_jobs[path].notBefore <= now; });
}

bool TableWriter::idle() const
{
    std::lock_guard lock(m_mutex);
    return !m_writing && const_cast<TableWriter *>(this)->readyJob() == m_order.end();
}

void TableWriter::waitUntilIdle()
{
    std::unique_lock lock(m_mutex);
    m_settled.wait(lock, [this] { return !m_writing && readyJob() == m_order.end(); });
}

long long TableWriter::done() const
{
    std::lock_guard lock(m_mutex);
    return m_done;
}

bool TableWriter::perform(const QString &path, const Job &job, QString *reason)
{
    if (job.data && job.appending)
        return io::appendFileDurably(path, *job.data, reason);
    if (job.data)
        return io::writeFileSafely(path, *job.data, reason);
    if (!QFile::exists(path) || QFile::remove(path))
        return true;
    *reason = QStringLiteral("cannot remove %1").arg(path);
    return false;
}

void TableWriter::run()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        const auto ready = readyJob();
        if (ready == m_order.end()) {
            if (m_stopping)
                return; // everything is ready when stopping: the queue is empty
            m_settled.notify_all();
            QMetaObject::invokeMethod(this, [this] { emit drained(); }, Qt::QueuedConnection);
            if (m_order.empty()) {
                m_wake.wait(lock);
            } else {
                Clock::time_point next = Clock::time_point::max();
                for (const QString &path : m_order)
                    next = std::min(next, m_jobs[path].notBefore);
                m_wake.wait_until(lock, next);
            }
            continue;
        }
        const QString path = *ready;
        m_order.erase(ready);
        Job job = std::move(m_jobs[path]);
        m_jobs.erase(path);
        m_writing = true;
        lock.unlock();
        QString reason;
        const bool ok = perform(path, job, &reason);
        lock.lock();
        m_writing = false;
        ++m_done;
        m_results[path] = {job.generation, ok ? QString() : reason};
        if (!ok && m_stopping) {
            // Stopping: nobody is left to hear failed(); the terminal hears it.
            qWarning("canaan-server: %s",
                qPrintable(QCoreApplication::translate("canaan::net::TableWriter", "Could not keep table %1 on disk: %2").arg(job.code, reason)));
        } else if (!ok) {
            QMetaObject::invokeMethod(this, [this, code = job.code, reason] { emit failed(code, reason); }, Qt::QueuedConnection);
            const auto newer = m_jobs.find(path);
            if (newer == m_jobs.end()) { // nothing newer came meanwhile: this one again, later
                job.notBefore = Clock::now() + std::chrono::milliseconds(m_retryMs);
                m_jobs[path] = std::move(job);
                m_order.push_back(path);
            } else if (newer->second.appending) {
                // Lines came meanwhile: they follow the failed ones (or the failed whole content),
                // which are tried again with them.
                const Clock::time_point later = Clock::now() + std::chrono::milliseconds(m_retryMs);
                newer->second = joined(std::move(job), std::move(newer->second));
                newer->second.notBefore = later;
            }
        }
        m_settled.notify_all();
    }
}

} // namespace canaan::net
