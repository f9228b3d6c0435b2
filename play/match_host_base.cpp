#include "play/match_host_base.h"

#include <QtConcurrent/QtConcurrentRun>
#include <utility>

namespace canaan::play {

MatchHostBase::MatchHostBase(QObject *parent) : QObject(parent)
{
    m_stepTimer.setSingleShot(true);
    connect(&m_stepTimer, &QTimer::timeout, this, [this] { step(); });
    connect(&m_autosaveWatcher, &QFutureWatcherBase::finished, this, &MatchHostBase::onBackgroundWriteDone);
}

MatchHostBase::~MatchHostBase()
{
    m_autosaveWatcher.waitForFinished(); // never leave a half-written save behind
}

void MatchHostBase::writeInBackground(std::function<QString()> write)
{
    if (m_autosaveWatcher.isRunning()) {
        m_pendingWrite = std::move(write); // only the newest state is worth writing
        return;
    }
    m_autosaveWatcher.setFuture(QtConcurrent::run(std::move(write)));
}

void MatchHostBase::waitForBackgroundWrite()
{
    m_autosaveWatcher.waitForFinished();
    m_pendingWrite = nullptr; // the caller writes the newest state itself
}

void MatchHostBase::onBackgroundWriteDone()
{
    const QString error = m_autosaveWatcher.result();
    if (!error.isEmpty())
        emit autosaveFailed(error);
    if (auto next = std::exchange(m_pendingWrite, nullptr))
        writeInBackground(std::move(next));
}

} // namespace canaan::play
