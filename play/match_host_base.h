// The part of every match host that does not depend on the game: its Qt signals, the pace of the
// automatic steps and the autosave's worker. MatchHost<Game> (match_host.h) derives from it; a
// class template cannot carry signals, so windows and servers connect here.
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QTimer>
#include <functional>
#include <utility>

namespace canaan::play {

// When the host writes its save (setAutosave): never; at each turn's start and whenever a
// participant that is not paced (a person) must decide; or after every action (a server).
enum class AutosaveWhen { Never, EveryTurn, EveryAction };

class MatchHostBase : public QObject {
    Q_OBJECT
public:
    ~MatchHostBase() override;

    // The pause before each automatic step (a chance outcome, a paced participant's decision), ms.
    void setStepDelay(int ms) { m_stepDelay = ms; }
    int stepDelay() const { return m_stepDelay; }

    // From this many actions an autosave at a turn's start is written by a worker thread: a game of
    // a million actions is a 40 MB file, which froze the window for seconds after every turn.
    static constexpr std::size_t kBackgroundAutosaveActions = 50000;
    bool isAutosaving() const { return m_autosaveWatcher.isRunning(); }

    // Stops the match for good: no step is taken, no participant asked, nothing submitted (its
    // window closed; the host may live a moment longer than it).
    void stop()
    {
        m_stopped = true;
        m_stepTimer.stop();
    }
    bool isStopped() const { return m_stopped; }

    // Holds the automatic steps while a window shows something the person must see first (a
    // Conquest battle's result, issue 37); a step due meanwhile is taken after the release, with
    // the usual pause. A person's decision is asked as ever.
    void setHeld(bool held)
    {
        m_held = held;
        if (held && m_stepTimer.isActive()) {
            m_stepTimer.stop();
            m_stepWaiting = true;
        } else if (!held && std::exchange(m_stepWaiting, false) && !m_stopped) {
            m_stepTimer.start(m_stepDelay);
        }
    }
    bool isHeld() const { return m_held; }

signals:
    // After each action, once every participant has been told.
    void actionApplied(int logSize);
    // A seat's participant has been asked to decide.
    void decisionAsked(int seat);
    // A submitted action was refused, with the reason in English (the host's callers translate).
    void refused(int seat, const QString &reason);
    void gameOver();
    void autosaveFailed(const QString &error);

protected:
    explicit MatchHostBase(QObject *parent);
    // Takes the next automatic step (a chance outcome, or asking the deciding participant).
    virtual void step() = 0;
    void scheduleStep(int delay)
    {
        if (m_held)
            m_stepWaiting = true;
        else
            m_stepTimer.start(delay);
    }
    // Writes with `write` (which returns an error or an empty string) on a worker, one at a time:
    // a write asked for while one runs happens once after it, with the newest state.
    void writeInBackground(std::function<QString()> write);
    void waitForBackgroundWrite();

private:
    void onBackgroundWriteDone();

    QTimer m_stepTimer;
    int m_stepDelay = 400;
    QFutureWatcher<QString> m_autosaveWatcher;
    std::function<QString()> m_pendingWrite;
    bool m_stopped = false;
    bool m_held = false;
    bool m_stepWaiting = false;
};

} // namespace canaan::play
