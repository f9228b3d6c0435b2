#include "table_writer.h"

#include "io/safe_write.h"

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
        const bool queued = m_jobs.count(path) > 0;
        const bool removal = !job.data;
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
    enqueue(path, Job{code, data, 0, {}}, false);
}

void TableWriter::remove(const QString &path, const QString &code)
{
    enqueue(path, Job{code, std::nullopt, 0, {}}, false);
}

bool TableWriter::writeNow(const QString &path, const QByteArray &data, const QString &code, QString *reason)
{
    const long long mine = enqueue(path, Job{code, data, 0, {}}, true);
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
            qWarning("canaan-server: could not keep table %s on disk: %s", qPrintable(job.code), qPrintable(reason));
        } else if (!ok) {
            QMetaObject::invokeMethod(this, [this, code = job.code, reason] { emit failed(code, reason); }, Qt::QueuedConnection);
            if (!m_jobs.count(path)) { // no newer content came meanwhile: this one again, later
                job.notBefore = Clock::now() + std::chrono::milliseconds(m_retryMs);
                m_jobs[path] = std::move(job);
                m_order.push_back(path);
            }
        }
        m_settled.notify_all();
    }
}

} // namespace canaan::net
