// The tables' files written on a worker thread (docs/network.md, "Writing tables"), so that no
// fsync holds up the server's one thread and every table's game. Each file is queued by its path;
// a newer content of a path still queued replaces the older one in its place (a busy table's many
// actions become one write). Every write goes through io::writeFileSafely with its result checked:
// a failure is reported and the file is tried again after a pause, unless a newer content came,
// and the previous file stays whole meanwhile. A job may also jump the queue and be waited for
// (writeNow): the lobby's changes, whose answers promise the table is kept. A journal's new lines
// are appended (append, io::appendFileDurably): queued appends of one path join into one, after
// any whole content queued for it, so a batch costs one fdatasync.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

namespace canaan::net {

class TableWriter : public QObject {
    Q_OBJECT
public:
    explicit TableWriter(int retryMs = 1000, QObject *parent = nullptr);
    // Writes what is queued (a failure then is reported on the terminal, not retried) and stops.
    ~TableWriter() override;

    // Queues `data` for `path` (`code` names the table in failures).
    void write(const QString &path, const QByteArray &data, const QString &code);
    // Queues `data` to be added at the end of `path`, after whatever is queued for it.
    void append(const QString &path, const QByteArray &data, const QString &code);
    // Queues the removal of `path` after every job queued before it (its own queued content too).
    void remove(const QString &path, const QString &code);
    // Writes `data` before any other queued job and returns once it is on disk: false with the
    // reason when it failed (the job then stays queued and is retried).
    bool writeNow(const QString &path, const QByteArray &data, const QString &code, QString *reason);
    // Nothing being written and nothing to write now (failed jobs may wait for their next try).
    bool idle() const;
    // Blocks until idle() (tests).
    void waitUntilIdle();
    // Files written (or removed) so far.
    long long done() const;

signals:
    // From the server's thread: a write failed with the system's reason; it is tried again.
    void failed(const QString &code, const QString &reason);
    // From the server's thread: the writer became idle().
    void drained();

private:
    using Clock = std::chrono::steady_clock;
    struct Job {
        QString code;
        std::optional<QByteArray> data; // nullopt: remove the file
        bool appending = false;         // data goes at the end of the file, not instead of it
        long long generation = 0;       // which request, so that a waiter knows its own
        Clock::time_point notBefore{};  // a failed job waits before its next try
    };

    long long enqueue(const QString &path, Job job, bool first); // returns the job's generation
    // The queued job `older` followed by `newer` of the same path, as one job.
    static Job joined(Job older, Job newer);
    void run();
    bool perform(const QString &path, const Job &job, QString *reason);
    // The first job that may be written now, or m_order.end() (the lock held).
    std::deque<QString>::iterator readyJob();

    const int m_retryMs;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;    // the worker: work or stop
    std::condition_variable m_settled; // waiters: a job finished
    std::deque<QString> m_order;       // paths in the order they are written
    std::map<QString, Job> m_jobs;     // by path: the newest content
    std::map<QString, std::pair<long long, QString>> m_results; // path -> (generation, failure or empty)
    bool m_writing = false;
    bool m_stopping = false;
    long long m_generation = 0;
    long long m_done = 0;
    std::thread m_thread;
};

} // namespace canaan::net
